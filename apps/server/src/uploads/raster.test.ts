import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { HTML_FILE, SVG_FILE, gifOf, jpegClaiming, jpegOf, pngHeaderClaiming, pngOf, truncated, webpOf } from './pictureFixtures';
import { RASTER_THUMBNAIL_PX, readRasterUpload } from './raster';

/** The 422 details readRasterUpload refused `bytes` with. */
async function refusal(bytes: Buffer, fileName: string): Promise<string> {
  const error = await readRasterUpload(bytes, fileName).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(422);
  return String((error as HttpError).details);
}

describe('readRasterUpload', () => {
  it('reads a JPEG and makes a JPEG thumbnail at most 400 px on its longest side', async () => {
    const result = await readRasterUpload(await jpegOf(1000, 500), 'photo.jpg');
    expect(result).toMatchObject({ format: 'jpeg', width: 1000, height: 500, thumbnailFormat: 'jpeg' });
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', RASTER_THUMBNAIL_PX, 200]);
  });

  it('keeps a PNG a PNG with its transparency in the thumbnail', async () => {
    const result = await readRasterUpload(await pngOf(300, 900), 'logo.png');
    expect(result).toMatchObject({ format: 'png', width: 300, height: 900, thumbnailFormat: 'png' });
    const thumbnail = await sharp(result.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height, thumbnail.hasAlpha]).toEqual(['png', 133, 400, true]);
  });

  it('does not enlarge a small picture', async () => {
    const result = await readRasterUpload(await pngOf(40, 20), 'dot.png');
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({ width: 40, height: 20 });
  });

  it('decides the type by the bytes, not the name: a PNG named .jpg is a PNG', async () => {
    const result = await readRasterUpload(await pngOf(64, 64), 'renamed.jpg');
    expect(result.format).toBe('png');
  });

  it('applies the EXIF orientation: a quarter-turned photo is as tall as it was wide', async () => {
    const result = await readRasterUpload(await jpegOf(800, 400, { orientation: 6 }), 'phone.jpg');
    expect([result.width, result.height]).toEqual([400, 800]);
    expect(await sharp(result.thumbnail).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it.each([
    ['a GIF', () => gifOf(20, 20), 'anim.jpg'],
    ['a WebP', () => webpOf(20, 20), 'photo.jpg'],
    ['an SVG', async () => SVG_FILE, 'drawing.png'],
    ['an HTML page', async () => HTML_FILE, 'page.jpg'],
    ['an empty file', async () => Buffer.alloc(0), 'empty.jpg'],
  ])('refuses %s, naming the file', async (_kind, make, fileName) => {
    expect(await refusal(await make(), fileName)).toBe(`${fileName} is not a JPEG or PNG picture`);
  });

  it('refuses a JPEG cut short', async () => {
    expect(await refusal(truncated(await jpegOf(600, 400)), 'cut.jpg')).toMatch(/^cut\.jpg is damaged/);
  });

  it('refuses a PNG cut short', async () => {
    expect(await refusal(truncated(await pngOf(600, 400), 0.8), 'cut.png')).toMatch(/^cut\.png is damaged/);
  });

  it('refuses a file that starts like a JPEG and is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('#!/bin/sh\nrm -rf /\n')]);
    expect(await refusal(fake, 'run.sh')).toMatch(/^run\.sh is damaged/);
  });

  it('refuses a PNG claiming 100 megapixels from its header, without decoding it', async () => {
    const bomb = pngHeaderClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await refusal(bomb, 'bomb.png')).toBe('bomb.png is larger than 60 megapixels (10000 x 10000, 100 megapixels)');
  });

  it('refuses a JPEG claiming 108 megapixels from its header', async () => {
    expect(await refusal(await jpegClaiming(12_000, 9_000), 'huge.jpg')).toMatch(/^huge\.jpg is larger than 60 megapixels/);
  });
});
