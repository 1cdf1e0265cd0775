import type { DesignContent } from '@layout/model';
import { images } from './images/imageCache';
import { loadFonts } from './text/fonts';

/**
 * Starts what drawing a design will wait for, as soon as its content is known and before the
 * editor has rendered it: the default font with its engine, and every distinct picture.
 */
export function warmUpFor(content: DesignContent): void {
  if (content.assets.some((a) => a.type === 'text')) {
    loadFonts().catch((error: unknown) => console.error('The default font could not be loaded', error));
  }
  const urls = new Set<string>();
  for (const asset of content.assets) {
    if ((asset.type === 'image' || asset.type === 'logo' || asset.type === 'background') && asset.imageElementSrc) urls.add(asset.imageElementSrc);
  }
  // A picture that fails here fails again, visibly, as a placeholder on the canvas.
  for (const url of urls) images.load(url).catch(() => undefined);
}
