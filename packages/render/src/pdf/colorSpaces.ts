import { shippedProfileBytes } from './outputProfile';
import type { Pdf } from './paint';

/**
 * The colour spaces of Layout's PDFs, in one place. Every colour Layout paints is an sRGB colour
 * (the editor's colours are CSS colours; pictures are converted to sRGB when prepared), and pdfkit
 * and svg-to-pdfkit write them all as DeviceRGB: colour operators, pictures, gradients' shadings,
 * transparency groups. DeviceRGB says nothing about what the numbers mean, which PDF/X-4 does not
 * allow with a CMYK output intent. A print-ready PDF says it once per resource dictionary instead:
 *
 *   /ColorSpace << /DefaultRGB [/ICCBased <sRGB profile>] >>
 *
 * in the resources of every page, form XObject and tiling pattern, so that every DeviceRGB
 * painted through them is sRGB (ISO 32000-1 8.6.5.6, "Default Colour Spaces"; this covers
 * pictures, shadings and the base of indexed pictures too), and the blending space of every
 * transparency group, which names DeviceRGB (group.ts, pattern.ts, svg-to-pdfkit's groups), is the
 * sRGB space itself. The content streams are not rewritten: a colour stays the numbers the editor
 * shows. docs/decisions.md says why this rather than replacing DeviceRGB.
 *
 * A CMYK conversion of the print PDF (a later step of issue 26) belongs here as well.
 */

/** What of pdfkit's references this module reads: a dictionary or stream object's own dictionary. */
interface PdfReference {
  data: unknown;
  end(chunk?: Uint8Array): void;
}

type Dictionary = Record<string, unknown>;

const isDictionary = (value: unknown): value is Dictionary => Object.prototype.toString.call(value) === '[object Object]';
const isReference = (value: unknown): value is PdfReference =>
  typeof value === 'object' && value !== null && 'data' in value && typeof (value as { end?: unknown }).end === 'function';

/**
 * Makes every DeviceRGB of `doc` sRGB from here on (see above): the sRGB profile (packages/render/
 * profiles/sRGB.icc) is embedded once, and every dictionary the document makes is looked at as
 * it is made, whoever makes it (pdfkit's pages and pictures, svg-to-pdfkit's groups and patterns,
 * the painters' own forms): a resource dictionary gets its DefaultRGB, a transparency group in
 * DeviceRGB blends in sRGB. Call it before the first page.
 */
export function calibrateDeviceRgb(doc: Pdf): void {
  const makeRef = doc.ref.bind(doc) as (data?: unknown) => PdfReference;
  const profile = makeRef({ N: 3 });
  profile.end(shippedProfileBytes('sRGB.icc'));
  const srgb = ['ICCBased', profile];
  const withDefaultRgb = (resources: unknown) => {
    const dictionary = isReference(resources) ? resources.data : resources;
    if (!isDictionary(dictionary)) return;
    dictionary.ColorSpace ??= {};
    const spaces = dictionary.ColorSpace;
    if (isDictionary(spaces)) spaces.DefaultRGB ??= srgb;
  };
  const ref = (data?: unknown) => {
    if (isDictionary(data)) {
      // A page's resources (pdfkit makes them with ProcSet first; nothing else has ProcSet at its top).
      if ('ProcSet' in data) withDefaultRgb(data);
      // A form XObject's or a tiling pattern's resources, inline or by reference.
      if ('Resources' in data) withDefaultRgb(data.Resources);
      if (isDictionary(data.Group) && data.Group.S === 'Transparency' && data.Group.CS === 'DeviceRGB') data.Group.CS = srgb;
    }
    return makeRef(data);
  };
  (doc as unknown as { ref: typeof ref }).ref = ref;
}
