import type { OutputBundle, OutputChunk } from 'rolldown';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupPreload } from './startupPreload';

const chunk = (fileName: string, fields: Partial<OutputChunk> & { css?: string[] } = {}): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    moduleIds: [],
    isEntry: false,
    facadeModuleId: null,
    ...fields,
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  }) as unknown as OutputChunk;

function transform(bundle: OutputBundle): string {
  const plugin = startupPreload();
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const html = '<html><head><title>Layout</title><link rel="stylesheet" href="/assets/index.css"></head><body></body></html>';
  return hook.handler.call({} as never, html, { bundle } as unknown as IndexHtmlTransformContext) as string;
}

interface Visit {
  /** The links the script added, [rel, href]. */
  links: [string, string][];
  /** The requests it sent, [url, headers]. */
  requests: [string, Record<string, string>][];
  window: Record<string, unknown>;
}

/**
 * Runs the written script at an address, with what local storage holds; returns what it did.
 * The country lookup answers `country` (a failed request when it is an Error).
 */
function visit(html: string, pathname: string, storage: Record<string, string> = {}, country: string | Error = 'Australia'): Visit {
  const script = /<script>(.*)<\/script>/.exec(html)![1]!;
  const result: Visit = { links: [], requests: [], window: {} };
  const link = { rel: '', href: '', crossOrigin: '' };
  const document = {
    createElement: () => ({ ...link }),
    head: { appendChild: (l: typeof link) => result.links.push([l.rel, l.href]) },
  };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  const fetch = (url: string, init?: { headers: Record<string, string> }) => {
    result.requests.push([url, init?.headers ?? {}]);
    if (url !== '/api/geo/country') return Promise.resolve('response');
    return country instanceof Error ? Promise.reject(country) : Promise.resolve({ ok: true, json: () => Promise.resolve({ country }) });
  };
  new Function('location', 'document', 'localStorage', 'fetch', 'window', script)({ pathname }, document, localStorage, fetch, result.window);
  return result;
}

describe('startupPreload', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/EditorPage.js': chunk('assets/EditorPage.js', {
      facadeModuleId: '/repo/apps/web/src/editor/EditorPage.tsx',
      imports: ['assets/react.js', 'assets/konva.js'],
      css: ['assets/EditorPage.css'],
    }),
    'assets/konva.js': chunk('assets/konva.js', { imports: ['assets/react.js'] }),
    'assets/Popup.js': chunk('assets/Popup.js', { facadeModuleId: '/repo/apps/web/src/editor/floating/Popup.tsx' }),
    'assets/fontkit.js': chunk('assets/fontkit.js', { moduleIds: ['/repo/node_modules/fontkit/dist/browser-module.mjs'], imports: ['assets/react.js'] }),
  } as unknown as OutputBundle;
  const editorLinks = [
    ['modulepreload', '/assets/EditorPage.js'],
    ['modulepreload', '/assets/konva.js'],
    ['stylesheet', '/assets/EditorPage.css'],
  ];

  it("preloads the editor's chunks and styles, not the app's own nor lazy ones, before the app's stylesheet", () => {
    const html = transform(bundle);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(visit(html, '/designs/new').links).toEqual(editorLinks);
    expect(visit(html, '/').links).toHaveLength(3);
  });

  it('adds only the session on pages that are not the editor', () => {
    const html = transform(bundle);
    for (const pathname of ['/auth/login', '/terms-and-conditions']) {
      expect(visit(html, pathname)).toEqual({ links: [], requests: [], window: {} });
      const signedIn = visit(html, pathname, { layout_token: 'T' });
      expect(signedIn.links).toEqual([]);
      expect(signedIn.requests).toEqual([['/api/geo/country', {}]]);
    }
  });

  it('asks for the country, then the profile with the session token and that country, for start-up to take over', async () => {
    const html = transform(bundle);
    const opened = visit(html, '/designs/new', { layout_token: 'T' });
    const early = opened.window.__layoutSessionRequest as { token: string; country: Promise<string | null>; profile: Promise<unknown> };
    expect(early.token).toBe('T');
    expect(await early.country).toBe('Australia');
    expect(await early.profile).toBe('response');
    expect(opened.requests).toEqual([
      ['/api/geo/country', {}],
      ['/api/profile', { 'x-auth-token': 'T', country: 'Australia' }],
    ]);
  });

  it('asks for the profile without a country when the lookup fails', async () => {
    const html = transform(bundle);
    const opened = visit(html, '/designs/new', { layout_token: 'T' }, new TypeError('offline'));
    const early = opened.window.__layoutSessionRequest as { country: Promise<string | null>; profile: Promise<unknown> };
    expect(await early.country).toBeNull();
    await early.profile;
    expect(opened.requests).toEqual([
      ['/api/geo/country', {}],
      ['/api/profile', { 'x-auth-token': 'T' }],
    ]);
  });

  it('requests a saved design with the stored session token, for start-up to take over, and preloads the font engine', () => {
    const html = transform(bundle);
    const opened = visit(html, '/designs/42', { layout_token: 'T' });
    expect(opened.links).toEqual([...editorLinks, ['modulepreload', '/assets/fontkit.js']]);
    expect(opened.requests).toEqual([
      ['/api/geo/country', {}],
      ['/api/designs/42', { 'x-auth-token': 'T' }],
    ]);
    expect(opened.window).toMatchObject({ __layoutDesignRequest: { id: 42, token: 'T', response: expect.any(Promise) } });
  });

  it('requests nothing for a guest, and no design for a new design or another address of the editor', () => {
    const html = transform(bundle);
    expect(visit(html, '/designs/42').requests).toEqual([]);
    const session = [['/api/geo/country', {}]];
    expect(visit(html, '/designs/new', { layout_token: 'T' }).requests).toEqual(session);
    expect(visit(html, '/templates/42', { layout_token: 'T' }).requests).toEqual(session);
    expect(visit(html, '/designs/42/extra', { layout_token: 'T' }).requests).toEqual(session);
  });

  it('fails the build when the editor or the font engine has no chunk', () => {
    const { 'assets/EditorPage.js': _, ...withoutEditor } = bundle as Record<string, OutputChunk>;
    expect(() => transform(withoutEditor as unknown as OutputBundle)).toThrow(/no chunk for src\/editor\/EditorPage/);
    const { 'assets/fontkit.js': __, ...withoutEngine } = bundle as Record<string, OutputChunk>;
    expect(() => transform(withoutEngine as unknown as OutputBundle)).toThrow(/font engine/);
  });
});
