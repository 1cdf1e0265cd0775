import type { Plugin } from 'vite';

/** A Mantine component's class names module, e.g. .../Button/Button.module.mjs. */
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
/** The module every Mantine component imports first (through the core), and the app's provider. */
const PROVIDER_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/;
/** Mantine's global styles, in the order its full stylesheet has them. */
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];

/**
 * Only the styles of the Mantine components the app uses. Mantine ships one stylesheet of every
 * component (250 KB) and one file per component; the browser parses the whole stylesheet and
 * builds its style rules before the first paint of every address (traced: ~40 ms parsing it
 * while the app's scripts arrive). Here each component's class names module, which a
 * component imports exactly when the bundle includes it, also imports that component's
 * stylesheet, and the provider imports the global styles: the build's CSS is what the bundle can
 * show, in the order the components import one another (a component after those it is built on,
 * as in Mantine's own sources). A component added to the app brings its styles with it.
 */
export function mantineStyles(): Plugin {
  return {
    name: 'layout-mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (PROVIDER_MODULE.test(path)) {
        return { code: `${code}\n${GLOBAL_STYLES.map((name) => `import '@mantine/core/styles/${name}.css';`).join('\n')}\n`, map: null };
      }
      const component = CLASS_NAMES_MODULE.exec(path)?.[1];
      // Appended, so no line of the module moves (imports are hoisted wherever they stand).
      if (component) return { code: `${code}\nimport '@mantine/core/styles/${component}.css';\n`, map: null };
      return null;
    },
  };
}
