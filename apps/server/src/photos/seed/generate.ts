import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SEED_COLLECTIONS, SEED_SIZES, type SeedPhoto } from './library';
import { type Recipe, recipeFor, seededRandom } from './recipes';

/**
 * Draws the starter photo library into pictures/ (committed), so the first start only copies
 * files. Run it again after changing a recipe:
 *
 *     node --import tsx apps/server/src/photos/seed/generate.ts [slug...]
 */
export const PICTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pictures');

/** JPEG settings of the library: high quality for print, mozjpeg to keep the files small. */
const JPEG = { quality: 86, mozjpeg: true, chromaSubsampling: '4:4:4' } as const;

/** The picture of one library entry, as JPEG bytes. */
export async function renderSeedPhoto(photo: SeedPhoto): Promise<Buffer> {
  const size = SEED_SIZES[photo.shape];
  const recipe = recipeFor(photo.slug);
  const soft = recipe.soft ?? 1;
  const small = { width: Math.round(size.width / soft), height: Math.round(size.height / soft) };
  // The SVG keeps the full-size viewBox; its width and height set the size it is rendered at.
  const drawing = recipe.svg(size).replace(`width="${size.width}" height="${size.height}"`, `width="${small.width}" height="${small.height}"`);
  let image = sharp(Buffer.from(drawing)).flatten({ background: '#ffffff' });
  if (recipe.blur) image = image.blur(recipe.blur);
  let pixels: Buffer = await image.png().toBuffer();
  if (soft !== 1) pixels = await sharp(pixels).resize(size.width, size.height, { kernel: 'lanczos3' }).png().toBuffer();
  if (recipe.grain) pixels = await withGrain(pixels, size, recipe, photo.slug);
  return sharp(pixels).jpeg(JPEG).toBuffer();
}

/**
 * Fine grain laid over the picture (soft-light, so it darkens and lightens around the
 * picture's own tones): what makes paper and fabric read as surfaces in print.
 */
async function withGrain(pixels: Buffer, size: { width: number; height: number }, recipe: Recipe, slug: string): Promise<Buffer> {
  const random = seededRandom(`${slug}-grain`);
  const noise = Buffer.alloc(size.width * size.height * 4);
  const alpha = Math.round((recipe.grain ?? 0) * 255);
  for (let i = 0; i < noise.length; i += 4) {
    const value = Math.floor(random() * 256);
    noise[i] = value;
    noise[i + 1] = value;
    noise[i + 2] = value;
    noise[i + 3] = alpha;
  }
  const grain = await sharp(noise, { raw: { width: size.width, height: size.height, channels: 4 } })
    .blur(0.6)
    .png()
    .toBuffer();
  return sharp(pixels)
    .composite([{ input: grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

async function main(only: string[]): Promise<void> {
  mkdirSync(PICTURES_DIR, { recursive: true });
  const photos = SEED_COLLECTIONS.flatMap((c) => c.photos).filter((p) => only.length === 0 || only.includes(p.slug));
  for (const photo of photos) {
    const started = performance.now();
    const bytes = await renderSeedPhoto(photo);
    writeFileSync(join(PICTURES_DIR, `${photo.slug}.jpg`), bytes);
    console.log(`${photo.slug}.jpg  ${(bytes.length / 1024).toFixed(0)} KB  ${(performance.now() - started).toFixed(0)} ms`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
