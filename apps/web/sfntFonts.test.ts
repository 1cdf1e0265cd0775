import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFonts } from './sfntFonts';

const require = createRequire(import.meta.url);
const WOFF = require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff');

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's load hook as the bundler would, collecting what it emits. */
async function load(command: 'build' | 'serve', id: string) {
  const plugin = sfntFonts();
  (plugin.configResolved as Hook).call(null, { command });
  const emitted: { name: string; source: Uint8Array }[] = [];
  const context = {
    emitFile: (file: { name: string; source: Uint8Array }) => {
      emitted.push(file);
      return 'ref1';
    },
  };
  const code = await (plugin.load as Hook).call(context, id);
  return { code, emitted };
}

describe('fonts unpacked at build time (?sfnt)', () => {
  it('emits the plain font a WOFF wraps and exports its URL', async () => {
    const { code, emitted } = await load('build', `${WOFF}?sfnt`);
    expect(code).toBe('export default import.meta.ROLLUP_FILE_URL_ref1;');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.name).toBe('roboto-latin-400-normal.ttf');
    // A TrueType file starts with version 1.0, not with the WOFF signature.
    expect([...emitted[0]!.source.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
  });

  it('leaves other imports alone and serves the WOFF itself in development', async () => {
    expect((await load('build', WOFF)).code).toBeNull();
    const dev = await load('serve', `${WOFF}?sfnt`);
    expect(dev.code).toBe(`export { default } from ${JSON.stringify(`${WOFF}?url`)};`);
    expect(dev.emitted).toHaveLength(0);
  });
});
