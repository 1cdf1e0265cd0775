/**
 * lcms-wasm ships no types: the part of its API Layout calls (Little CMS's own functions,
 * https://github.com/mm2/Little-CMS, wrapped for WASM; handles are pointers into its heap).
 */
declare module 'lcms-wasm' {
  export interface Lcms {
    cmsOpenProfileFromMem(bytes: Uint8Array, size: number): number;
    cmsCreate_sRGBProfile(): number;
    cmsCreateLab4Profile(whitePoint: number[] | null): number;
    cmsCloseProfile(profile: number): void;
    cmsGetProfileInfoASCII(profile: number, info: number, language: string, country: string): string;
    cmsGetColorSpaceASCII(profile: number): string | null;
    cmsCreateTransform(input: number, inputFormat: number, output: number, outputFormat: number, intent: number, flags: number): number;
    cmsDeleteTransform(transform: number): void;
    cmsDoTransform(transform: number, input: ArrayLike<number>, pixels: number): Float32Array | Uint8Array | Uint16Array;
  }
  export function instantiate(options?: { locateFile?: (name: string) => string; wasmBinary?: ArrayBuffer | Uint8Array }): Promise<Lcms>;
  export const cmsInfoDescription: number;
  export const INTENT_PERCEPTUAL: number;
  export const INTENT_RELATIVE_COLORIMETRIC: number;
  export const cmsFLAGS_BLACKPOINTCOMPENSATION: number;
  export const cmsFLAGS_NOCACHE: number;
}
