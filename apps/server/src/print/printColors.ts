import type { PrintColorsResponse } from '@layout/model';
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
          const rgb = { r: Number.parseInt(color.slice(1, 3), 16), g: Number.parseInt(color.slice(3, 5), 16), b: Number.parseInt(color.slice(5, 7), 16) };
          const nearest = print.nearestPrintable(rgb);
          return { color, cmyk: print.rgbToCmyk(rgb), printed: hex(nearest.rgb), difference: Math.round(nearest.difference * 100) / 100 };
        }),
      };
    },
    close() {
      void profile?.then((p) => p.close()).catch(() => {});
    },
  };
}

const hex = ({ r, g, b }: { r: number; g: number; b: number }) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
