import { fileURLToPath } from 'node:url';
import type { OutputAsset, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStyles } from './mantineStyles';

const ENTRY = 'virtual:mantine-styles-test';

/** The CSS Vite builds for an app whose code is `source`, with the plugin. */
async function builtCss(source: string): Promise<string> {
  const output = (await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'silent',
    plugins: [
      mantineStyles(),
      {
        name: 'test-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? source : null),
      },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY } },
  })) as RolldownOutput;
  return output.output
    .filter((file): file is OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
}

/** The first Mantine class name of a component's own stylesheet. */
function classOf(css: string): string {
  return /\.(m_[0-9a-f]{8})/.exec(css)![1]!;
}

describe('mantineStyles', () => {
  it('builds the global styles and the styles of the components the code uses, those they are built on first', async () => {
    const { readFile } = await import('node:fs/promises');
    const style = (name: string) => readFile(fileURLToPath(new URL(`node_modules/@mantine/core/styles/${name}.css`, import.meta.url)), 'utf8');
    const css = await builtCss(`
      import { Button, MantineProvider } from '@mantine/core';
      console.log(Button, MantineProvider);
    `);
    const at = async (name: string) => css.indexOf(`.${classOf(await style(name))}`);
    expect(css).toContain('--mantine-scale');
    expect(await at('Button')).toBeGreaterThan(-1);
    // Button is an UnstyledButton (its class first, so Button's rules win) and shows a Loader.
    expect(await at('UnstyledButton')).toBeGreaterThan(-1);
    expect(await at('UnstyledButton')).toBeLessThan(await at('Button'));
    expect(await at('Loader')).toBeGreaterThan(-1);
    expect(css.indexOf('--mantine-scale')).toBeLessThan(await at('UnstyledButton'));
    // Components the code does not use bring nothing.
    expect(await at('Table')).toBe(-1);
    expect(await at('Slider')).toBe(-1);
  }, 60_000);
});
