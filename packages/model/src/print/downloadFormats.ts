import { DOWNLOAD_FORMAT_FLAGS, type DownloadFormatFlag, type Product } from '../catalogue';
import type { DownloadItem } from '../validation/download';

/**
 * The download formats as the Download dialog offers them (spec 000 section 9, spec 001 section
 * 9): each product flag with its label, a short description and the export it asks for. The PDFs
 * fix the resolution (Print Ready = print resolution, crop lines and bleed; Standard = lower
 * quality); JPG and PNG let the user choose print resolution (300 ppi) or screen resolution.
 */
export interface DownloadFormat {
  flag: DownloadFormatFlag;
  label: string;
  description: string;
  type: DownloadItem['type'];
  /** true or false: fixed by the format; 'choice': the user picks (isPrintResolution). */
  printResolution: boolean | 'choice';
}

export const DOWNLOAD_FORMATS = {
  pdfPressReady: {
    flag: 'pdfPressReady',
    label: 'Print Ready PDF',
    description: 'Print resolution, with crop lines and bleed',
    type: 'pdf',
    printResolution: true,
  },
  pdfStandard: { flag: 'pdfStandard', label: 'Standard PDF', description: 'Lower quality, a smaller file', type: 'pdf', printResolution: false },
  jpg: { flag: 'jpg', label: 'JPG', description: 'A picture of each page, on white', type: 'jpg', printResolution: 'choice' },
  png: { flag: 'png', label: 'PNG', description: 'A picture of each page; keeps transparency', type: 'png', printResolution: 'choice' },
} as const satisfies Record<DownloadFormatFlag, DownloadFormat>;

/**
 * The formats offered for a design, in DOWNLOAD_FORMAT_FLAGS order: its product's flags, or all
 * four for a design of no product (a custom document: nothing restricts it).
 */
export function offeredDownloadFormats(product: Pick<Product, DownloadFormatFlag> | undefined): DownloadFormat[] {
  return DOWNLOAD_FORMAT_FLAGS.filter((flag) => !product || product[flag]).map((flag) => DOWNLOAD_FORMATS[flag]);
}

/** What downloading a design in a format asks the server for; `printResolution` counts for JPG and PNG only. */
export function downloadItemFor(designId: number, flag: DownloadFormatFlag, printResolution: boolean): DownloadItem {
  const format: DownloadFormat = DOWNLOAD_FORMATS[flag];
  return { designId, type: format.type, isPrintResolution: format.printResolution === 'choice' ? printResolution : format.printResolution };
}

/** The format of an item, as the dialog names it ('Print Ready PDF', 'PNG'). */
export function downloadFormatOf(item: Pick<DownloadItem, 'type' | 'isPrintResolution'>): DownloadFormat {
  if (item.type === 'pdf') return item.isPrintResolution ? DOWNLOAD_FORMATS.pdfPressReady : DOWNLOAD_FORMATS.pdfStandard;
  return DOWNLOAD_FORMATS[item.type];
}
