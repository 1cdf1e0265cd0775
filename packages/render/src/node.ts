/** Node-only entry of @layout/render: loads the default font from disk. */
export * from './index';
export * from './fonts/node';
export * from './pdf/fonts';
export { loadProvedPdfFontSet, proveFontFile, type UnusableFont } from './pdf/fontProof';
export * from './pdf/text';
export * from './pdf/geometry';
export * from './pdf/document';
export { readOutputProfile, readOutputProfileFile, shippedOutputProfile, type OutputProfile } from './pdf/outputProfile';
export { openPrintProfile, type PrintProfile } from './color/printProfile';
export { PDF_PAINTERS } from './pdf/painters';
export type { SkippedAsset } from './pdf/paint';
export type { LoadSvg } from './pdf/svgSources';
export { pictureLinksOf } from './pdf/image';
export { createPictureCache, STANDARD_PICTURE_PPI, type PictureCache, type PictureLoader, type PreparedPicture } from './pdf/imagePrepare';
export { renderDesignRaster, type DesignRaster, type DesignRasterOptions } from './raster/document';
export { rasterPixelSize, PRINT_RASTER_PPI, SCREEN_RASTER_PPI, type RasterSize } from './raster/pixelSize';
export type { RasterFormat } from './raster/encode';
export * from './raster/lruBytes';
