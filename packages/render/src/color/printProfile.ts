/// <reference path="./lcms-wasm.d.ts" />
import deltaE from 'delta-e';
import { INTENT_RELATIVE_COLORIMETRIC, type Lcms, cmsFLAGS_BLACKPOINTCOMPENSATION, cmsInfoDescription, instantiate } from 'lcms-wasm';

/**
 * The print company's CMYK output profile, through Little CMS (lcms-wasm): the conversions the
 * Print Ready PDF's CMYK and the Download dialog's gamut check make, identical in the browser and
 * on the server. Screen colours are sRGB; conversions to the press are relative colorimetric
 * with black point compensation (what prepress applications default to for vector colours and
 * pictures: in-gamut colours stay as they are, the paper white is the page white, and the
 * press's black is the darkest the screen's black maps to).
 */

/** Ink percentages, 0 to 100. */
interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

/** sRGB channels, 0 to 255. */
interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** CIE L*a*b* (D50). */
interface Lab {
  L: number;
  A: number;
  B: number;
}

export interface PrintProfile {
  /** The profile's description ('Layout Coated FOGRA39', or the print company's own). */
  description: string;
  /**
   * An sRGB colour as the press prints it: pure black (#000000) is 100 % K alone, so black text
   * and lines print in one ink, sharp, instead of four inks in register; everything else through
   * the profile. Percentages rounded to 0.1.
   */
  rgbToCmyk(rgb: Rgb): Cmyk;
  /** What a CMYK colour looks like on screen (sRGB), through the profile. */
  cmykToRgb(cmyk: Cmyk): Rgb;
  /**
   * The nearest colour the press can print for an sRGB colour on screen (as sRGB), and how far it
   * is (CIEDE2000): 0 inside the profile's gamut, under about 2 hardly seen, over
   * OUT_OF_GAMUT_DELTA_E (the model's) clearly another colour. Pure black is printed as 100 % K
   * by choice (rgbToCmyk); callers leave it out of the check.
   */
  nearestPrintable(rgb: Rgb): { rgb: Rgb; difference: number };
  close(): void;
}

// Little CMS pixel formats, built as lcms2.h builds them (lcms-wasm leaves out the float ones).
const FLOAT_SH = (a: number) => a << 22;
const COLORSPACE_SH = (s: number) => s << 16;
const CHANNELS_SH = (c: number) => c << 3;
const PT_RGB = 4;
const PT_CMYK = 6;
const PT_LAB = 10;
const floats = (space: number, channels: number) => FLOAT_SH(1) | COLORSPACE_SH(space) | CHANNELS_SH(channels) | 4;
const TYPE_RGB_FLT = floats(PT_RGB, 3);
const TYPE_CMYK_FLT = floats(PT_CMYK, 4);
const TYPE_LAB_FLT = floats(PT_LAB, 3);

let lcms: Promise<Lcms> | undefined;
/** Little CMS, started once per process (or page); `locateFile` finds its .wasm in a browser bundle. */
function littleCms(options?: Parameters<typeof instantiate>[0]): Promise<Lcms> {
  lcms ??= instantiate(options);
  return lcms;
}

const round1 = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
const channel = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);

/** Opens a CMYK output profile; throws when the bytes are not one. */
export async function openPrintProfile(bytes: Uint8Array): Promise<PrintProfile> {
  const cms = await littleCms();
  const profile = cms.cmsOpenProfileFromMem(bytes, bytes.byteLength);
  if (!profile) throw new Error('This is not an ICC profile Little CMS can read');
  if (cms.cmsGetColorSpaceASCII(profile) !== 'CMYK') {
    cms.cmsCloseProfile(profile);
    throw new Error('The print profile must be a CMYK output profile');
  }
  const srgb = cms.cmsCreate_sRGBProfile();
  const lab = cms.cmsCreateLab4Profile(null);
  const flags = cmsFLAGS_BLACKPOINTCOMPENSATION;
  const intent = INTENT_RELATIVE_COLORIMETRIC;
  const toCmyk = cms.cmsCreateTransform(srgb, TYPE_RGB_FLT, profile, TYPE_CMYK_FLT, intent, flags);
  const toRgb = cms.cmsCreateTransform(profile, TYPE_CMYK_FLT, srgb, TYPE_RGB_FLT, intent, flags);
  const toRgbExact = cms.cmsCreateTransform(profile, TYPE_CMYK_FLT, srgb, TYPE_RGB_FLT, intent, 0);
  // The gamut check compares in Lab the screen colour and the nearest colour the press has (relative
  // colorimetric without black point compensation, which would move every dark colour a little
  // and report them all): in-gamut colours come back as they are, out-of-gamut ones as far as they lie outside.
  const toCmykNearest = cms.cmsCreateTransform(srgb, TYPE_RGB_FLT, profile, TYPE_CMYK_FLT, intent, 0);
  const screenToLab = cms.cmsCreateTransform(srgb, TYPE_RGB_FLT, lab, TYPE_LAB_FLT, intent, 0);
  const printToLab = cms.cmsCreateTransform(profile, TYPE_CMYK_FLT, lab, TYPE_LAB_FLT, intent, 0);
  const description = cms.cmsGetProfileInfoASCII(profile, cmsInfoDescription, 'en', 'US');

  const cmykOf = (rgb: Rgb): Cmyk => {
    if (rgb.r === 0 && rgb.g === 0 && rgb.b === 0) return { c: 0, m: 0, y: 0, k: 100 };
    const [c = 0, m = 0, y = 0, k = 0] = cms.cmsDoTransform(toCmyk, [rgb.r / 255, rgb.g / 255, rgb.b / 255], 1);
    return { c: round1(c), m: round1(m), y: round1(y), k: round1(k) };
  };
  const labOf = (transform: number, input: number[]): Lab => {
    const [L = 0, A = 0, B = 0] = cms.cmsDoTransform(transform, input, 1);
    return { L, A, B };
  };

  return {
    description,
    rgbToCmyk: cmykOf,
    cmykToRgb({ c, m, y, k }) {
      const [r = 0, g = 0, b = 0] = cms.cmsDoTransform(toRgb, [c, m, y, k], 1);
      return { r: channel(r), g: channel(g), b: channel(b) };
    },
    nearestPrintable(rgb) {
      const screen = [rgb.r / 255, rgb.g / 255, rgb.b / 255];
      const nearest = [...cms.cmsDoTransform(toCmykNearest, screen, 1)];
      const [r = 0, g = 0, b = 0] = cms.cmsDoTransform(toRgbExact, nearest, 1);
      return { rgb: { r: channel(r), g: channel(g), b: channel(b) }, difference: deltaE.getDeltaE00(labOf(screenToLab, screen), labOf(printToLab, nearest)) };
    },
    close() {
      for (const transform of [toCmyk, toRgb, toRgbExact, toCmykNearest, screenToLab, printToLab]) cms.cmsDeleteTransform(transform);
      for (const handle of [profile, srgb, lab]) cms.cmsCloseProfile(handle);
    },
  };
}
