import { type Asset, assetResources } from '@layout/model';
import { images } from '../images/imageCache';
import { svgPictures, variantKey } from '../images/svgPicture';
import { ASSETS_WAIT_MS } from '../warmUp';

/** The pictures an asset draws from (its resources): raster pictures and SVG variants, by cache key. */
function picturesOf(asset: Asset): { pictures: string[]; svgs: string[] } {
  const { pictures, patterns, svgs } = assetResources(asset);
  return { pictures: [...pictures, ...patterns], svgs: svgs.map(variantKey) };
}

type Outcome = 'loaded' | 'failed' | 'late';

/**
 * Restoring a template's or a design's assets (spec 001 section 4.11: "restoring assets reloads
 * images and fonts; failures give 'N assets from ... can not be restored'"): loads every picture
 * the assets draw, through the canvas's own caches (so the page draws them at once), and answers
 * how many assets have a picture that failed. A picture still loading after ASSETS_WAIT_MS is not
 * a failure: it appears when it arrives.
 */
export async function restorePictures(assets: readonly Asset[], waitMs = ASSETS_WAIT_MS): Promise<number> {
  const outcomes = new Map<string, Promise<Outcome>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome>((done) => (timer = setTimeout(() => done('late'), waitMs)));
  const outcome = (key: string, load: () => Promise<unknown>) => {
    let known = outcomes.get(key);
    if (!known) {
      known = Promise.race([
        load().then(
          (): Outcome => 'loaded',
          (): Outcome => 'failed',
        ),
        late,
      ]);
      outcomes.set(key, known);
    }
    return known;
  };
  try {
    const perAsset = await Promise.all(
      assets.map(async (asset) => {
        const { pictures, svgs } = picturesOf(asset);
        const results = await Promise.all([
          ...pictures.map((url) => outcome(`picture:${url}`, () => images.load(url))),
          ...svgs.map((key) => outcome(`svg:${key}`, () => svgPictures.load(key))),
        ]);
        return results.includes('failed');
      }),
    );
    return perAsset.filter(Boolean).length;
  } finally {
    clearTimeout(timer);
  }
}
