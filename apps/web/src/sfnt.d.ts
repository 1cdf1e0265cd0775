/** A WOFF font unpacked at build time to a plain font file; the import is its URL (sfntFonts.ts). */
declare module '*.woff?sfnt' {
  const url: string;
  export default url;
}
