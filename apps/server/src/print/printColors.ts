import { type PrintColorsResponse, parseColor, rgbToHex } from '@layout/model';
import { type PrintProfile, openPrintProfile } from '@layout/render/node';

/**
 * The print profile's answers for screen colours (POST /api/print/colors): its CMYK for each, the
 * nearest colour the press can print and how far that is. The profile is opened once, on first
 * use, and its transforms kept: each colour is then a few microseconds.
 */
export interface PrintColors {
  check(colors: readonly string[]): Promise<PrintColorsResponse>;
  close(): void;
}

export function createPrintColors(readProfile: () => Promise<Uint8Array>): PrintColors {
  let profile: Promise<PrintProfile> | undefined;
  const opened = () => {
    profile ??= readProfile().then(openPrintProfile);
    // A profile that failed to open is tried again on the next check, not remembered broken.
    profile.catch(() => {
      profile = undefined;
    });
    return profile;
  };
  return {
    async check(colors) {
      const print = await opened();
      return {
        profile: print.description,
        colors: [...new Set(colors)].map((color) => {
          // The request's schema takes #rrggbb only, so every colour parses.
          const { r, g, b } = parseColor(color)!;
          const nearest = print.nearestPrintable({ r, g, b });
          return {
            color,
            cmyk: print.rgbToCmyk({ r, g, b }),
            printed: rgbToHex(nearest.rgb.r, nearest.rgb.g, nearest.rgb.b),
            difference: Math.round(nearest.difference * 100) / 100,
          };
        }),
      };
    },
    close() {
      void profile?.then((p) => p.close()).catch(() => {});
    },
  };
}
