/**
 * The shared text layout (packages/render) with the default font: what the editor runs when a
 * text changes and what the export will run for every text.
 */
import { defaultTextConfig } from '@layout/model';
import { layoutText, loadDefaultFontSet } from '@layout/render/node';
import { time } from './lib';

const fonts = await loadDefaultFontSet();
const words = 'Print material people trust: business cards, flyers and stickers laid out once for screen and press. ';
const cases = [
  { label: 'heading (3 words, 300 px)', text: 'Layout Print Studio', width: 300 },
  { label: 'paragraph (100 words, 300 px, justified)', text: words.repeat(7), width: 300, align: 'justify' as const },
  { label: 'long text (2,000 words, 500 px)', text: words.repeat(140), width: 500 },
];
console.log('\n== Text layout (fontkit, Roboto)');
for (const c of cases) {
  const textConfig = defaultTextConfig({ text: c.text, fontSize: 12, align: c.align ?? 'left' });
  const font = fonts.resolve(textConfig);
  const lines = layoutText({ textConfig, width: c.width }, font).lines.length;
  await time(`layoutText: ${c.label}, ${lines} lines`, c.text.length > 5000 ? 10 : 200, () => layoutText({ textConfig, width: c.width }, font));
}
