import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { NOT_EDITOR_PATH } from './src/pages/editorPaths';

/** The dynamically imported module whose files an editor address needs at once. */
const EDITOR_MODULE = /\/src\/editor\/EditorPage\.tsx$/;

/**
 * Writes into index.html a small script that, on an address opening the editor, preloads the
 * editor's code and styles with the app's own: the browser fetches and compiles them while the
 * app's code runs, instead of when start-up asks for them (src/boot.ts). Other addresses (sign
 * in, terms) download nothing more.
 */
export function editorPreload(): Plugin {
  let base = '/';
  return {
    name: 'layout-editor-preload',
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
        if (!editor) throw new Error('editorPreload: no chunk for src/editor/EditorPage.tsx');
        const entries = chunks(bundle).filter((chunk) => chunk.isEntry);
        const already = new Set(entries.flatMap((entry) => staticClosure(bundle, entry)).map((chunk) => chunk.fileName));
        const needed = staticClosure(bundle, editor).filter((chunk) => !already.has(chunk.fileName));
        const scripts = needed.map((chunk) => base + chunk.fileName);
        const styles = [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map((file) => base + file);
        const script =
          `if(!${NOT_EDITOR_PATH}.test(location.pathname)){` +
          `for(const[rel,href]of ${JSON.stringify([...scripts.map((href) => ['modulepreload', href]), ...styles.map((href) => ['stylesheet', href])])}){` +
          `const link=document.createElement('link');link.rel=rel;link.href=href;link.crossOrigin='';document.head.appendChild(link)}}`;
        // Before the app's stylesheet: a script after it would wait for the stylesheet to load.
        if (!html.includes('</title>')) throw new Error('editorPreload: index.html has no <title> to put the preloads after');
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
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
