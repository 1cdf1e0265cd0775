import { parseCmyk, parseColor, printProfileContract, rgbaToHex } from '@layout/model';
import { create } from 'zustand';

/**
 * Document colours as the screen shows them (issue 26). A colour stored as inks,
 * `device-cmyk(C% M% Y% K%)`, is no colour a browser draws (Chromium ignores device-cmyk() in
 * canvas and CSS alike), so every view that hands a document colour to Konva, to CSS or to SVG
 * text passes it through here: screen colours come back as they are; inks come back as the sRGB
 * colour the print profile says the press prints (Little CMS, the conversion the server's print
 * check makes), cached per colour. The profile and Little CMS load once, on the first CMYK colour
 * asked for (their own chunk and a 300 KB .wasm: nothing for a design in screen colours); until
 * then CMYK colours show by CSS Color 5's naive formula (the model's parseColor), and when the
 * profile is ready the store hands out a new function, so every view using it draws again.
 */

/** A document colour as a colour the browser draws. */
export type ToScreen = (color: string) => string;

interface ScreenColorsState {
  toScreen: ToScreen;
  /** The print profile's description once CMYK colours show through it ('Layout Coated FOGRA39'). */
  profile: string | undefined;
}

/** Where the print company's profile is (the server's PRINT_ICC_PROFILE, or Layout's own). */
const PROFILE_URL = `/api${printProfileContract.profile.path}`;

/** More CMYK colours than this are forgotten and converted again (about 50 µs each). */
const REMEMBERED_COLOURS = 1000;

/** The naive formula: what a CMYK colour shows as before the profile has loaded, or when it cannot. */
function naively(color: string): string {
  const rgba = parseColor(color);
  return rgba ? rgbaToHex(rgba) : color;
}

/** Whether the profile was asked for: it is loaded once, whatever happens. */
let profileAsked = false;

async function loadProfile(): Promise<void> {
  try {
    const [{ openPrintProfile }, response] = await Promise.all([import('@layout/render/printProfile'), fetch(PROFILE_URL)]);
    if (!response.ok) throw new Error(`GET ${PROFILE_URL}: HTTP ${response.status}`);
    const profile = await openPrintProfile(new Uint8Array(await response.arrayBuffer()));
    const shown = new Map<string, string>();
    const throughProfile: ToScreen = (color) => {
      const cmyk = parseCmyk(color);
      if (!cmyk) return color;
      let screen = shown.get(color);
      if (screen === undefined) {
        if (shown.size >= REMEMBERED_COLOURS) shown.clear();
        screen = rgbaToHex({ ...profile.cmykToRgb(cmyk), a: parseColor(color)?.a ?? 1 });
        shown.set(color, screen);
      }
      return screen;
    };
    useScreenColors.setState({ toScreen: throughProfile, profile: profile.description });
  } catch (error) {
    // The naive colours stay: near enough to tell colours apart, not a proof of the print.
    console.warn('CMYK colours are shown without the print profile', error);
  }
}

const beforeProfile: ToScreen = (color) => {
  if (!parseCmyk(color)) return color;
  // Asked while a view renders: the load only starts here, its answer comes in a later task.
  if (!profileAsked) {
    profileAsked = true;
    void loadProfile();
  }
  return naively(color);
};

export const useScreenColors = create<ScreenColorsState>(() => ({ toScreen: beforeProfile, profile: undefined }));

/** The views' way to screen colours: the function to pass colours through, which changes (and re-renders) when the profile has loaded. */
export const useScreenColor = (): ToScreen => useScreenColors((s) => s.toScreen);

/** A document colour as the screen shows it now, for code outside React (the SVG pictures' cache keys). */
export const screenColor: ToScreen = (color) => useScreenColors.getState().toScreen(color);
