import { DEFAULT_COLUMN_GUTTER, DEFAULT_COLUMN_NUMBER, DEFAULT_MARGIN_MM } from '@layout/model';

/**
 * The catalogue a fresh Layout starts with: real print products at their real finished sizes
 * (mm). Seeding matches rows by name, so editing a row here and restarting adds what is missing
 * without touching what an admin changed.
 */
export interface SeedSize {
  name: string;
  width: number;
  height: number;
  margin: number;
  columns: number;
  gutter: number;
}

export interface SeedProduct {
  name: string;
  printFormat: 'SINGLE_SIDE' | 'DOUBLE_SIDE';
  shape?: 'rect' | 'round';
  isDownloadOnly?: boolean;
  /** Setup offers 'Use custom size' (spec 001 section 2.3: not for certain products). */
  allowCustomSize?: boolean;
  formats?: Partial<Record<'pdfPressReady' | 'pdfStandard' | 'jpg' | 'png', boolean>>;
  /** Bleed of the Print Ready PDF per side in mm; default 3 (the table's default). */
  printBleedMm?: number;
  sizes: string[];
  templateGroups: string[];
}

export interface SeedCategory {
  name: string;
  products: SeedProduct[];
}

export const SEED_SIZES: SeedSize[] = [
  { name: 'A4 Landscape', width: 297, height: 210, margin: DEFAULT_MARGIN_MM, columns: DEFAULT_COLUMN_NUMBER, gutter: DEFAULT_COLUMN_GUTTER },
  { name: 'A4 Portrait', width: 210, height: 297, margin: DEFAULT_MARGIN_MM, columns: 2, gutter: DEFAULT_COLUMN_GUTTER },
  { name: 'A5 Portrait', width: 148, height: 210, margin: DEFAULT_MARGIN_MM, columns: 2, gutter: 6 },
  { name: 'A5 Landscape', width: 210, height: 148, margin: DEFAULT_MARGIN_MM, columns: 2, gutter: 6 },
  { name: 'DL', width: 99, height: 210, margin: 6, columns: 1, gutter: 0 },
  { name: 'Business Card 90 x 55 mm', width: 90, height: 55, margin: 5, columns: 1, gutter: 0 },
  { name: 'Business Card 55 x 90 mm', width: 55, height: 90, margin: 5, columns: 1, gutter: 0 },
  { name: 'Greeting Card A6 Portrait', width: 105, height: 148, margin: 6, columns: 1, gutter: 0 },
  { name: 'Greeting Card 5 x 7 in', width: 127, height: 178, margin: 6, columns: 1, gutter: 0 },
  { name: 'Square Greeting Card 148 mm', width: 148, height: 148, margin: 6, columns: 1, gutter: 0 },
  { name: 'Round Sticker 50 mm', width: 50, height: 50, margin: 4, columns: 1, gutter: 0 },
  { name: 'Round Sticker 80 mm', width: 80, height: 80, margin: 5, columns: 1, gutter: 0 },
  { name: 'Square Sticker 50 x 50 mm', width: 50, height: 50, margin: 4, columns: 1, gutter: 0 },
  { name: 'Square Sticker 80 x 80 mm', width: 80, height: 80, margin: 5, columns: 1, gutter: 0 },
];

export const SEED_CATALOGUE: SeedCategory[] = [
  {
    name: 'Business Cards',
    products: [
      {
        name: 'Single Sided Business Cards',
        printFormat: 'SINGLE_SIDE',
        sizes: ['Business Card 90 x 55 mm', 'Business Card 55 x 90 mm'],
        templateGroups: ['Corporate', 'Creative', 'Trades'],
      },
      {
        name: 'Double Sided Business Cards',
        printFormat: 'DOUBLE_SIDE',
        sizes: ['Business Card 90 x 55 mm', 'Business Card 55 x 90 mm'],
        templateGroups: ['Corporate', 'Creative', 'Trades'],
      },
    ],
  },
  {
    name: 'Flyers',
    products: [
      {
        name: 'Flyers',
        printFormat: 'SINGLE_SIDE',
        allowCustomSize: true,
        sizes: ['A4 Portrait', 'A5 Portrait', 'DL'],
        templateGroups: ['Events', 'Real Estate', 'Sales'],
      },
    ],
  },
  {
    name: 'Greeting Cards',
    products: [
      {
        name: 'Greeting Cards',
        printFormat: 'DOUBLE_SIDE',
        sizes: ['Greeting Card A6 Portrait', 'Greeting Card 5 x 7 in', 'Square Greeting Card 148 mm'],
        templateGroups: ['Birthday', 'Thank You', 'Christmas'],
      },
    ],
  },
  {
    name: 'Stickers',
    products: [
      {
        name: 'Round Stickers',
        printFormat: 'SINGLE_SIDE',
        shape: 'round',
        // Sticker presses cut to a die line and ask for 2 mm.
        printBleedMm: 2,
        sizes: ['Round Sticker 50 mm', 'Round Sticker 80 mm'],
        templateGroups: ['Labels', 'Promotional'],
      },
      {
        name: 'Square Stickers',
        printFormat: 'SINGLE_SIDE',
        printBleedMm: 2,
        sizes: ['Square Sticker 50 x 50 mm', 'Square Sticker 80 x 80 mm'],
        templateGroups: ['Labels', 'Promotional'],
      },
    ],
  },
  {
    name: 'Documents',
    products: [
      {
        name: 'Documents',
        printFormat: 'SINGLE_SIDE',
        isDownloadOnly: true,
        allowCustomSize: true,
        formats: { pdfPressReady: false },
        sizes: ['A4 Landscape', 'A4 Portrait', 'A5 Landscape'],
        templateGroups: ['Presentations', 'Reports', 'Letters'],
      },
    ],
  },
];
