import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkedArtwork } from './checkedArtwork';

/** Rule: every picture or SVG an export reads reaches the renderers as a raster picture as it is, or as a sanitised SVG whose only pictures are checked, re-encoded PNG/JPEG data. */
describe('checkedArtwork', () => {
  it('passes raster pictures through untouched', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect(await checkedArtwork(png)).toBe(png);
  });

  it('sanitises SVG: scripts and outside references go, the drawing stays', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script><image href="/etc/hosts.png"/><rect width="4" height="4" fill="red"/></svg>',
    );
    const out = (await checkedArtwork(svg)).toString('utf8');
    expect(out).toContain('<rect');
    expect(out).not.toMatch(/script|href/);
  });

  it('keeps an embedded PNG or JPEG only when it decodes, re-encoded; drops a broken or disguised one', async () => {
    const png = (
      await sharp({ create: { width: 3, height: 2, channels: 4, background: '#00ff0080' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image href="data:image/png;base64,${png}"/><image href="data:image/png;base64,${fake}"/><image href="data:image/jpeg;base64,AAAA"/></svg>`,
    );
    const out = (await checkedArtwork(svg)).toString('utf8');
    const kept = [...out.matchAll(/href="data:image\/(\w+);base64,([^"]+)"/g)];
    expect(kept).toHaveLength(1);
    expect(await sharp(Buffer.from(kept[0]![2]!, 'base64')).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
    expect(out.match(/<image/g)).toHaveLength(3);
  });

  it('refuses what is neither a picture nor an SVG, compressed SVG included', async () => {
    await expect(checkedArtwork(Buffer.from('hello'))).rejects.toThrow(/neither a picture nor a valid SVG/);
    await expect(checkedArtwork(gzipSync('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow(/neither a picture nor a valid SVG/);
  });
});
