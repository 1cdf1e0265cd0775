import { type Asset, type IconAsset, type IllustrationAsset, type SvgImageAsset, documentResources } from '@layout/model';

/** Reads the text of an SVG asset's link (the server's storage, a stock service...); rejects when it cannot. */
export type LoadSvg = (src: string) => Promise<string>;

/** An asset's SVG as the loader gave it: its text, or why there is none to draw (`raster`: the link is a PNG/JPEG picture). */
export type SvgSource = { svg: string } | { notSvg: string; raster?: true };

/** The SVG artwork of a design by link, each loaded once before the pages are painted. */
export type SvgSources = ReadonlyMap<string, SvgSource>;

/** The asset types drawn from SVG artwork. */
export type SvgAsset = SvgImageAsset | IconAsset | IllustrationAsset;

/** The link an SVG asset draws. */
export function svgLink(asset: SvgAsset): string {
  return asset.type === 'illustration' ? asset.illustrationConfig.link : asset.link;
}

/**
 * A stock illustration may be a PNG or JPEG (the editor then draws it as the picture it is):
 * such a link is painted as an image, not read as SVG. Told by the name or data URL type here,
 * by the bytes once loaded (`looksRaster`).
 */
export function isRasterLink(link: string): boolean {
  return /^data:image\/(?!svg)/i.test(link) || /\.(png|jpe?g|webp|gif|bmp|tiff?)(?=$|[?#])/i.test(link);
}

/** PNG, JPEG, GIF or WebP bytes read as text: a raster picture served under an SVG-looking link. */
function looksRaster(text: string): boolean {
  return /^(\u0089PNG|\u00ff\u00d8\u00ff|\ufffdPNG|\ufffd\ufffd\ufffd|GIF8|RIFF)/.test(text);
}

/**
 * Loads the SVG of every svg_image, icon and illustration once per link, in parallel, before the
 * pages are painted (painters draw synchronously). A link that fails to load is kept with its
 * reason, so each asset drawing it is reported in `skipped`; one that is a raster picture is kept
 * as such (an illustration draws it as a picture).
 */
export async function loadSvgSources(assets: readonly Asset[], loadSvg: LoadSvg | undefined): Promise<SvgSources> {
  const links = new Set(documentResources({ assets }).svgs.map((variant) => variant.link));
  const sources = new Map<string, SvgSource>();
  await Promise.all(
    [...links].map(async (link) => {
      sources.set(link, await loadOne(link, loadSvg));
    }),
  );
  loaded.set(assets, sources);
  return sources;
}

/** The sources loaded for a design's asset list, so the picture preparation finds raster artwork and the SVG of filtered illustrations. */
const loaded = new WeakMap<readonly Asset[], SvgSources>();

/**
 * The SVG sources `loadSvgSources` loaded for this very asset list, if it has been called with it.
 * The export loads SVG artwork before it prepares pictures; the preparation reads here which links
 * turned out to be PNG/JPEG pictures by their bytes, and the SVG of illustrations with filters.
 */
export function svgSourcesLoadedFor(assets: readonly Asset[]): SvgSources | undefined {
  return loaded.get(assets);
}

async function loadOne(link: string, loadSvg: LoadSvg | undefined): Promise<SvgSource> {
  if (isRasterLink(link)) return RASTER;
  if (!loadSvg) return { notSvg: 'SVG artwork is not painted: the export was given no loadSvg' };
  try {
    const svg = await loadSvg(link);
    if (looksRaster(svg)) return RASTER;
    return { svg };
  } catch (error) {
    return { notSvg: `the SVG could not be loaded: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * A link that is a PNG/JPEG picture. An illustration drawing it is painted as a picture (its bytes
 * loaded with the export's loadImage, see image.ts); an svg_image or icon drawing it is reported.
 */
const RASTER: SvgSource = { notSvg: 'the artwork is a PNG/JPEG picture, not SVG: only illustrations are drawn from pictures', raster: true };
