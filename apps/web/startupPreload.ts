import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { AUTH_HEADER, COUNTRY_HEADER } from '../../packages/model/src/api';
import { EARLY_DESIGN_REQUEST, SAVED_DESIGN_PATH } from './src/pages/earlyDesignRequest';
import { NOT_EDITOR_PATH } from './src/pages/editorPaths';
import { EARLY_SESSION_REQUEST } from './src/session/earlySessionRequest';
import { TOKEN_KEY } from './src/session/tokenKey';
import { ZOD_WITHOUT_EVAL_STATEMENT } from './src/zodWithoutEval';

/** The dynamically imported module whose files an editor address needs at once. */
const EDITOR_MODULE = /\/src\/editor\/EditorPage\.tsx$/;
/** The font engine, imported on demand (packages/render/src/fonts/load.ts). */
const FONT_ENGINE_MODULE = /[\\/]node_modules[\\/]fontkit[\\/]/;

type Link = [rel: string, href: string];

/**
 * Writes into index.html a small script that sets zod's configuration against eval
 * (src/zodWithoutEval.ts) and starts, before the app's own code has even arrived, what the first
 * screen will wait for:
 *  - with a session, on every address: the country lookup and then the profile, which the app
 *    holds every screen back for (src/session/bootstrap.ts takes them over). Sent by start-up,
 *    they went out only once the app's code had been evaluated, and the profile, which needs the
 *    country, later still: the main thread was busy when the lookup answered (traced: the
 *    profile sent ~200 ms after the country came back, answered just as the editor was ready);
 *  - on an address opening the editor, the editor's code and styles (preloaded with the app's,
 *    instead of when start-up asks for them, src/boot.ts);
 *  - on an address opening a saved design, with a session: the design itself, a request that
 *    start-up takes over (src/pages/designPrefetch.ts), and the font engine's code, which the
 *    first draw of its text waits for. The design used to be asked for only once the app's code
 *    had been downloaded and evaluated, a few hundred milliseconds in, and the engine after it;
 *    now the server answers while the browser is still compiling. (The font files are not
 *    preloaded here: with HTTP/1.1's six connections they held back the app's own code.)
 * Other addresses (sign in, terms) download nothing more than the session.
 */
export function startupPreload(): Plugin {
  let base = '/';
  return {
    name: 'layout-startup-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const editor = chunks(bundle).find((chunk) => chunk.facadeModuleId && EDITOR_MODULE.test(chunk.facadeModuleId));
        if (!editor) throw new Error('startupPreload: no chunk for src/editor/EditorPage.tsx');
        const entries = chunks(bundle).filter((chunk) => chunk.isEntry);
        const already = new Set(entries.flatMap((entry) => staticClosure(bundle, entry)).map((chunk) => chunk.fileName));
        const needed = staticClosure(bundle, editor).filter((chunk) => !already.has(chunk.fileName));
        const editorLinks: Link[] = [
          ...needed.map((chunk): Link => ['modulepreload', base + chunk.fileName]),
          ...[...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map((file): Link => ['stylesheet', base + file]),
        ];
        const script =
          // First of all: zod must not probe for eval, which the page's CSP forbids (src/zodWithoutEval.ts).
          ZOD_WITHOUT_EVAL_STATEMENT +
          `(function(){let token=null;try{token=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch(e){}` +
          `if(token){const country=fetch('/api/geo/country').then(function(r){return r.ok?r.json():null})` +
          `.then(function(b){return b&&typeof b.country==='string'?b.country:null},function(){return null});` +
          `window[${JSON.stringify(EARLY_SESSION_REQUEST)}]={token,country,profile:country.then(function(c){` +
          `const headers={${JSON.stringify(AUTH_HEADER)}:token};if(c)headers[${JSON.stringify(COUNTRY_HEADER)}]=c;return fetch('/api/profile',{headers})})}}` +
          `if(${NOT_EDITOR_PATH}.test(location.pathname))return;` +
          `function add(links){for(const[rel,href]of links){const link=document.createElement('link');link.rel=rel;link.href=href;link.crossOrigin='';document.head.appendChild(link)}}` +
          `add(${JSON.stringify(editorLinks)});` +
          `const m=${SAVED_DESIGN_PATH}.exec(location.pathname);if(!m||!token)return;` +
          `window[${JSON.stringify(EARLY_DESIGN_REQUEST)}]={id:Number(m[1]),token,response:fetch('/api/designs/'+m[1],{headers:{${JSON.stringify(AUTH_HEADER)}:token}})};` +
          `add(${JSON.stringify(fontEngine(bundle, base, already))})})()`;
        // Before the app's stylesheet: a script after it would wait for the stylesheet to load.
        if (!html.includes('</title>')) throw new Error('startupPreload: index.html has no <title> to put the preloads after');
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}

/** The font engine's code, which drawing a design's text waits for: its chunks not loaded already. */
function fontEngine(bundle: OutputBundle, base: string, already: ReadonlySet<string>): Link[] {
  const engine = chunks(bundle).find((chunk) => chunk.moduleIds.some((id) => FONT_ENGINE_MODULE.test(id)));
  if (!engine) throw new Error('startupPreload: no chunk holds the font engine (fontkit)');
  return staticClosure(bundle, engine)
    .filter((chunk) => !already.has(chunk.fileName))
    .map((chunk): Link => ['modulepreload', base + chunk.fileName]);
}

const chunks = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, root: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(root);
  return [...seen.values()];
}
