import type { OutputBundle, OutputChunk } from 'rolldown';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { editorPreload } from './editorPreload';

const chunk = (fileName: string, fields: Partial<OutputChunk> & { css?: string[] } = {}): OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    ...fields,
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  }) as unknown as OutputChunk;

function transform(bundle: OutputBundle): string {
  const plugin = editorPreload();
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const html = '<html><head><title>Layout</title><link rel="stylesheet" href="/assets/index.css"></head><body></body></html>';
  return hook.handler.call({} as never, html, { bundle } as unknown as IndexHtmlTransformContext) as string;
}

/** Runs the written script against an address; returns the links it would add. */
function linksFor(html: string, pathname: string): [string, string][] {
  const script = /<script>(.*)<\/script>/.exec(html)![1]!;
  const added: [string, string][] = [];
  const link = { rel: '', href: '', crossOrigin: '' };
  const document = {
    createElement: () => ({ ...link }),
    head: { appendChild: (l: typeof link) => added.push([l.rel, l.href]) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return added;
}

describe('editorPreload', () => {
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
  } as unknown as OutputBundle;

  it("preloads the editor's chunks and styles, not the app's own nor lazy ones, before the app's stylesheet", () => {
    const html = transform(bundle);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(linksFor(html, '/designs/new')).toEqual([
      ['modulepreload', '/assets/EditorPage.js'],
      ['modulepreload', '/assets/konva.js'],
      ['stylesheet', '/assets/EditorPage.css'],
    ]);
    expect(linksFor(html, '/')).toHaveLength(3);
  });

  it('adds nothing on pages that are not the editor', () => {
    const html = transform(bundle);
    expect(linksFor(html, '/auth/login')).toEqual([]);
    expect(linksFor(html, '/terms-and-conditions')).toEqual([]);
  });

  it('fails the build when the editor has no chunk', () => {
    const { 'assets/EditorPage.js': _, ...withoutEditor } = bundle as Record<string, OutputChunk>;
    expect(() => transform(withoutEditor as unknown as OutputBundle)).toThrow(/no chunk for src\/editor\/EditorPage/);
  });
});
