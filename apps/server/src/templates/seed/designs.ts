import type { TemplateSide } from '@layout/model';
import { type BuiltTemplate, templatePage } from './builder';

/**
 * The templates a fresh Layout ships, designed by the project (docs/decisions.md, "Seeded
 * templates"), set in the seeded fonts (apps/server/src/fonts) with shapes of the seeded shape
 * library (apps/server/src/svgs). Each names its product, size and group by the catalogue's seeded
 * names; a design set ties a card's front to its back. Every text keeps the 5 mm text safe area
 * and every shape is 5 mm inside the trim or at least 2 mm into the bleed (seed.test.ts checks
 * both with the editor's own print warnings, and that no text wraps where it was not meant to).
 */
export interface SeedTemplate {
  name: string;
  theme: string;
  product: string;
  size: string;
  group: string;
  side: TemplateSide;
  order: number;
  designSet?: string;
  built: BuiltTemplate;
}

/** The first version's names (templates-v1), replaced by these where nobody edited them. */
export const V1_TEMPLATE_NAMES = [
  'Navy Corporate',
  'Minimal Studio',
  'Sunset Creative',
  'Bright Spark Trades',
  'Navy Corporate Card Front',
  'Navy Corporate Card Back',
  'Minimal Studio Card Front',
  'Minimal Studio Card Back',
  'Sunset Creative Card Front',
  'Sunset Creative Card Back',
  'Grand Opening',
  'Open House',
  'Summer Sale',
  'Birthday Confetti',
  'Thank You Leaves',
  'Starry Christmas',
  'Thank You Badge',
  'Handmade With Love',
  'Sale 20% Off',
  'Fresh & Local',
  'Organic Label',
  'Limited Edition',
] as const;

/** How far full-bleed shapes reach past the trim: the whole 7.5 mm bleed and a little more. */
const BLEED = 8;

const NAVY = '#263147';
const CYAN = '#4ac6e3';
const INK = '#1f2430';
const GREY = '#6b7280';
const CREAM = '#f7f3ea';

// ---------------------------------------------------------------- business cards, 90 x 55 mm
const CARD = { width: 90, height: 55 };

const navyFront = () =>
  templatePage({ ...CARD, background: '#ffffff' })
    .rect({ x: -BLEED, y: -BLEED, width: 36, height: 55 + 2 * BLEED, fill: NAVY })
    .text({ x: 5, y: 18.5, width: 18, text: 'JC', size: 22, font: 'Playfair Display Bold', bold: true, color: '#ffffff', align: 'center', lineHeight: 1.1 })
    .line({ x: 9.5, y: 31, length: 9, color: CYAN, width: 1.5 })
    .text({ x: 34, y: 8.5, width: 50.5, text: 'Jane Citizen', size: 12, font: 'Montserrat Bold', bold: true, color: INK, lineHeight: 1.2 })
    .text({ x: 34, y: 15, width: 50.5, text: 'MANAGING DIRECTOR', size: 5.5, font: 'Montserrat', color: '#1a9dbd', spacing: 1.4 })
    .line({ x: 34, y: 22.5, length: 51, color: '#dfe3ea', width: 0.6 })
    .text({ x: 34, y: 26.5, width: 50.5, text: '+61 400 123 456\njane@citizenco.com.au\ncitizenco.com.au', size: 6.5, font: 'Open Sans', color: '#4b5563', lineHeight: 1.55 })
    .text({ x: 34, y: 43, width: 50.5, text: '12 Harbour St, Sydney NSW 2000', size: 5.5, font: 'Open Sans', color: GREY })
    .build();

const navyBack = () =>
  templatePage({ ...CARD, background: NAVY })
    .circle({ x: 60, y: -16, size: 46, fill: CYAN, opacity: 0.16 })
    .circle({ x: -14, y: 34, size: 32, fill: CYAN, opacity: 0.1 })
    .text({ x: 8, y: 18, width: 74, text: 'CITIZEN & CO', size: 15, font: 'Playfair Display Bold', bold: true, color: '#ffffff', align: 'center', spacing: 2, lineHeight: 1.2 })
    .libraryShape({ name: 'Diamond divider', x: 33, y: 28.5, width: 24, fill: CYAN })
    .text({ x: 8, y: 33, width: 74, text: 'citizenco.com.au', size: 6.5, font: 'Montserrat', color: CYAN, align: 'center', spacing: 1.5 })
    .build();

const minimalFront = () =>
  templatePage({ ...CARD, background: '#faf8f5' })
    .text({ x: 9, y: 9, width: 62, text: 'Alex Morgan', size: 17, font: 'Cormorant Garamond Bold', bold: true, color: INK, lineHeight: 1.1 })
    .text({ x: 9, y: 17.5, width: 62, text: 'ARCHITECT', size: 6, font: 'Lato', color: GREY, spacing: 2.5 })
    .line({ x: 9, y: 25, length: 10, color: INK, width: 1 })
    .text({ x: 9, y: 33, width: 45, text: 'alex@morganstudio.com\n+61 411 222 333', size: 6.5, font: 'Lato', color: INK, lineHeight: 1.6 })
    .text({ x: 54, y: 34.5, width: 27, text: 'MORGAN\nSTUDIO', size: 7, font: 'Montserrat Bold', bold: true, color: INK, align: 'right', spacing: 2.2, lineHeight: 1.25 })
    .build();

const minimalBack = () =>
  templatePage({ ...CARD, background: INK })
    .libraryShape({ name: 'Square frame', x: 36, y: 13, width: 18, fill: '#ffffff' })
    .text({ x: 36, y: 18.5, width: 18, text: 'MS', size: 13, font: 'Cormorant Garamond Bold', bold: true, color: '#ffffff', align: 'center', lineHeight: 1.1 })
    .text({ x: 8, y: 38, width: 74, text: 'MORGANSTUDIO.COM', size: 5.5, font: 'Lato', color: '#c9ced8', align: 'center', spacing: 2.5 })
    .build();

const sunsetFront = () =>
  templatePage({ ...CARD, background: '#fff7ed' })
    .circle({ x: 56, y: -22, size: 54, fill: '#f59f00' })
    .circle({ x: 68, y: 24, size: 42, fill: '#e8590c', opacity: 0.92 })
    .text({ x: 8, y: 8.5, width: 52, text: 'Sam Rivera', size: 14, font: 'Poppins SemiBold', bold: true, color: '#3b1f0b', lineHeight: 1.2 })
    .text({ x: 8, y: 16, width: 52, text: 'Photographer & Designer', size: 7.5, font: 'Nunito', color: '#d9480f' })
    .libraryShape({ name: 'Dots divider', x: 8, y: 23, width: 16, fill: '#f59f00' })
    .text({ x: 8, y: 32, width: 52, text: 'hello@samrivera.co\n+61 422 555 010\n@samrivera.studio', size: 6.5, font: 'Nunito', color: '#5c3d24', lineHeight: 1.55 })
    .build();

const sunsetBack = () =>
  templatePage({ ...CARD, background: '#e8590c' })
    .circle({ x: -20, y: -20, size: 52, fill: '#f59f00', opacity: 0.85 })
    .circle({ x: 70, y: 36, size: 30, fill: '#ffa94d', opacity: 0.5 })
    .text({ x: 8, y: 19, width: 74, text: 'SAM RIVERA', size: 15, font: 'Poppins SemiBold', bold: true, color: '#ffffff', align: 'center', spacing: 3, lineHeight: 1.2 })
    .text({ x: 8, y: 27.5, width: 74, text: 'photography & design', size: 11, font: 'Caveat', italic: true, color: '#fff3e0', align: 'center', lineHeight: 1.1 })
    .build();

const tradesFront = () =>
  templatePage({ ...CARD, background: '#ffffff' })
    .rect({ x: -BLEED, y: 38, width: 90 + 2 * BLEED, height: 17 + BLEED, fill: '#f08c00' })
    .rect({ x: -BLEED, y: 36, width: 90 + 2 * BLEED, height: 2, fill: INK })
    .text({ x: 8, y: 6.5, width: 74, text: 'BRIGHT SPARK', size: 22, font: 'Bebas Neue', bold: true, color: INK, spacing: 1, lineHeight: 1.05 })
    .text({ x: 8, y: 15.5, width: 74, text: 'ELECTRICAL', size: 8.5, font: 'Oswald', color: '#e67700', spacing: 4 })
    .text({ x: 8, y: 24.5, width: 74, text: 'Licensed electrician · Lic. 123456C', size: 6.5, font: 'Source Sans 3', color: GREY })
    .text({ x: 8, y: 40.5, width: 40, text: 'MIKE CHEN\n0400 987 654', size: 8, font: 'Oswald SemiBold', bold: true, color: '#ffffff', lineHeight: 1.25 })
    .text({ x: 45, y: 43.5, width: 37, text: 'brightspark.com.au', size: 7, font: 'Source Sans 3 Bold', bold: true, color: INK, align: 'right' })
    .build();

const KRAFT = '#f4efe6';
const FOREST = '#2f4f3a';

const timberFront = () =>
  templatePage({ ...CARD, background: KRAFT })
    .rect({ x: 62, y: -BLEED, width: 28 + 2 * BLEED, height: 55 + 2 * BLEED, fill: FOREST })
    .libraryShape({ name: 'Triangle', x: 67.25, y: 17, width: 16, fill: '#d9c7a3' })
    .rect({ x: 69.75, y: 31.4, width: 11, height: 7, fill: '#d9c7a3' })
    .text({ x: 66, y: 41, width: 18.5, text: 'TIMBER & CO', size: 6, font: 'Alfa Slab One', bold: true, color: KRAFT, align: 'center', spacing: 0.3 })
    .text({ x: 8, y: 8, width: 50, text: 'Daniel Hughes', size: 12, font: 'Alfa Slab One', bold: true, color: FOREST, lineHeight: 1.2 })
    .text({ x: 8, y: 15, width: 50, text: 'MASTER CARPENTER', size: 6, font: 'Lato Bold', bold: true, color: '#8a6d3b', spacing: 1.5 })
    .line({ x: 8, y: 22.5, length: 12, color: FOREST, width: 1.2 })
    .text({ x: 8, y: 27, width: 50, text: '0412 345 678\ndaniel@timberandco.com.au\ntimberandco.com.au', size: 6.5, font: 'Lato', color: '#3f3a33', lineHeight: 1.55 })
    .build();

const timberBack = () =>
  templatePage({ ...CARD, background: FOREST })
    .libraryShape({ name: 'Triangle', x: 38, y: 9, width: 14, fill: '#d9c7a3' })
    .text({ x: 8, y: 23, width: 74, text: 'TIMBER & CO', size: 14, font: 'Alfa Slab One', bold: true, color: KRAFT, align: 'center', spacing: 1.5, lineHeight: 1.2 })
    .text({ x: 8, y: 31, width: 74, text: 'BUILDING · CARPENTRY · RENOVATIONS', size: 5.5, font: 'Lato Bold', bold: true, color: '#d9c7a3', align: 'center', spacing: 1.2 })
    .text({ x: 8, y: 41.5, width: 74, text: 'Quality workmanship since 1998', size: 8, font: 'Caveat', italic: true, color: KRAFT, align: 'center' })
    .build();

// ---------------------------------------------------------------- flyers, A4 portrait
const A4 = { width: 210, height: 297, margin: 10, columns: { number: 2, gutter: 10 } };

const grandOpening = () =>
  templatePage({ ...A4, background: NAVY })
    .circle({ x: 118, y: -62, size: 164, fill: CYAN, opacity: 0.14 })
    .circle({ x: -52, y: 196, size: 132, fill: CYAN, opacity: 0.09 })
    .text({ x: 15, y: 36, width: 180, text: 'YOU ARE INVITED TO OUR', size: 13, font: 'Montserrat', color: CYAN, align: 'center', spacing: 5 })
    .text({ x: 15, y: 48, width: 180, text: 'GRAND\nOPENING', size: 104, font: 'Bebas Neue', bold: true, color: '#ffffff', align: 'center', lineHeight: 1, spacing: 2 })
    .libraryShape({ name: 'Ribbon banner', x: 45, y: 121, width: 120, fill: CYAN })
    .text({ x: 62, y: 132.3, width: 86, text: 'SATURDAY 14 MARCH', size: 15, font: 'Montserrat ExtraBold', bold: true, color: NAVY, align: 'center', spacing: 1 })
    .text({
      x: 15,
      y: 168,
      width: 180,
      text: '10am till late · live music · opening-day specials',
      size: 14,
      font: 'Montserrat Bold',
      bold: true,
      color: '#ffffff',
      align: 'center',
    })
    .text({
      x: 35,
      y: 180,
      width: 140,
      text: 'Join us for coffee, live music and opening-day specials as we open the doors of our new store. Bring your friends and your family.',
      size: 12,
      font: 'Lato',
      color: '#c9d3e6',
      align: 'center',
      lineHeight: 1.55,
      wrap: true,
    })
    .text({
      x: 70,
      y: 212,
      width: 70,
      text: 'FREE ENTRY',
      size: 17,
      font: 'Montserrat ExtraBold',
      bold: true,
      color: NAVY,
      align: 'center',
      spacing: 2,
      box: { color: '#ffd43b', padding: 12, radius: 8 },
    })
    .rect({ x: -BLEED, y: 258, width: 210 + 2 * BLEED, height: 39 + BLEED, fill: CYAN })
    .text({ x: 15, y: 268, width: 180, text: '42 Market Lane, Brisbane', size: 16, font: 'Montserrat ExtraBold', bold: true, color: NAVY, align: 'center' })
    .text({ x: 15, y: 277.5, width: 180, text: 'citizenco.com.au  ·  (07) 3000 1234', size: 11, font: 'Montserrat', color: NAVY, align: 'center', spacing: 1 })
    .build();

const BLUE = '#1c5d99';

const openHouse = () =>
  templatePage({ ...A4, background: '#ffffff' })
    .rect({ x: -BLEED, y: -BLEED, width: 210 + 2 * BLEED, height: 133 + BLEED, fill: BLUE })
    .circle({ x: 150, y: -40, size: 110, fill: '#ffffff', opacity: 0.06 })
    .libraryShape({ name: 'Triangle', x: 77, y: 12, width: 56, fill: '#ffffff' })
    .rect({ x: 82, y: 56, width: 46, height: 28, fill: '#ffffff' })
    .rect({ x: 99, y: 67, width: 12, height: 17, fill: BLUE })
    .rect({ x: 87, y: 62, width: 8, height: 8, fill: '#9cc3e6' })
    .rect({ x: 115, y: 62, width: 8, height: 8, fill: '#9cc3e6' })
    .text({ x: 15, y: 90, width: 180, text: 'Open House', size: 50, font: 'Playfair Display Bold', bold: true, color: '#ffffff', align: 'center', lineHeight: 1.1 })
    .text({ x: 15, y: 114, width: 180, text: 'YOU’RE WELCOME TO INSPECT', size: 10, font: 'Lato Bold', bold: true, color: '#cfe2f3', align: 'center', spacing: 4 })
    .text({ x: 15, y: 143, width: 180, text: '27 Wattle Grove, Paddington', size: 24, font: 'Playfair Display Bold', bold: true, color: INK, align: 'center', lineHeight: 1.2 })
    .text({ x: 15, y: 156, width: 180, text: 'Sunday 22 March · 11:00 – 11:45am', size: 14, font: 'Lato', color: BLUE, align: 'center' })
    .libraryShape({ name: 'Diamond divider', x: 70, y: 168, width: 70, fill: BLUE })
    .text({ x: 22, y: 182, width: 80, text: '4 bedrooms\n2 bathrooms\n2 car spaces\n650 m² block', size: 13, font: 'Lato Bold', bold: true, color: INK, lineHeight: 1.6 })
    .text({
      x: 108,
      y: 182,
      width: 82,
      text: 'A light-filled family home with a north-facing garden, renovated kitchen and open living, a short walk to schools, parks and cafés.',
      size: 11,
      font: 'Lato',
      color: GREY,
      lineHeight: 1.55,
      wrap: true,
    })
    .text({
      x: 50,
      y: 226,
      width: 110,
      text: 'Offers over $1,250,000',
      size: 17,
      font: 'Playfair Display Bold',
      bold: true,
      color: '#ffffff',
      align: 'center',
      box: { color: INK, padding: 12, radius: 4 },
    })
    .line({ x: 22, y: 256, length: 166, color: '#dbe4f0', width: 1 })
    .text({ x: 15, y: 262, width: 180, text: 'Chris Taylor  ·  0400 111 222  ·  harbourrealty.com.au', size: 11, font: 'Lato', color: INK, align: 'center' })
    .text({ x: 15, y: 271, width: 180, text: 'HARBOUR REALTY', size: 9, font: 'Lato Bold', bold: true, color: BLUE, align: 'center', spacing: 4 })
    .build();

const RED = '#e03131';

const summerSale = () =>
  templatePage({ ...A4, background: '#ffd43b' })
    .libraryShape({ name: 'Seal', x: 128, y: 14, width: 68, fill: RED })
    .text({ x: 134, y: 35.5, width: 56, text: 'UP TO\n50% OFF', size: 24, font: 'Anton', bold: true, color: '#ffffff', align: 'center', lineHeight: 1.05 })
    .text({ x: 15, y: 96, width: 180, text: 'SUMMER', size: 42, font: 'Montserrat ExtraBold', bold: true, color: INK, spacing: 8 })
    .text({ x: 13, y: 110, width: 190, text: 'SALE', size: 180, font: 'Anton', bold: true, color: RED, lineHeight: 1 })
    .text({
      x: 15,
      y: 185,
      width: 175,
      text: 'Everything in store must go: swimwear, sandals, hats and beach gear at prices this low only once a year.',
      size: 14,
      font: 'Poppins',
      color: INK,
      lineHeight: 1.5,
      wrap: true,
    })
    .line({ x: 15, y: 222, length: 180, color: INK, width: 2, dash: 'dashed' })
    .text({ x: 15, y: 229, width: 180, text: '1 – 31 JANUARY', size: 26, font: 'Anton', bold: true, color: INK, spacing: 2 })
    .text({ x: 15, y: 245, width: 180, text: 'Shop 3, Beach Road, Manly · open 9am – 6pm daily', size: 12, font: 'Poppins', color: INK })
    .rect({ x: -BLEED, y: 266, width: 210 + 2 * BLEED, height: 31 + BLEED, fill: RED })
    .text({ x: 15, y: 276, width: 180, text: 'beachsidesurf.com.au', size: 15, font: 'Poppins SemiBold', bold: true, color: '#ffffff', align: 'center', spacing: 1 })
    .build();

// ---------------------------------------------------------------- greeting cards, A6 portrait
const A6 = { width: 105, height: 148, margin: 6 };
const CONFETTI = ['#e03131', '#f08c00', '#fcc419', '#2f9e44', '#1971c2', '#7048e8', '#c2255c', CYAN];

const birthday = () => {
  const page = templatePage({ ...A6, background: '#ffffff' });
  // A fixed scatter (not random) so every start seeds the same card; every dot is 5 mm inside.
  const dots: [number, number, number][] = [
    [8, 8, 5],
    [21, 14, 3],
    [34, 7, 4],
    [52, 12, 3],
    [66, 6, 5],
    [82, 13, 4],
    [94, 7, 3],
    [12, 26, 3],
    [88, 27, 5],
    [50, 24, 2.5],
    [7, 115, 4],
    [20, 132, 5],
    [37, 122, 3],
    [52, 136, 3],
    [64, 120, 5],
    [79, 134, 3],
    [93, 117, 4],
    [30, 106, 2.5],
    [77, 104, 2.5],
    [92, 133, 3],
  ];
  for (const [i, [x, y, size]] of dots.entries()) {
    if (i % 3 === 2) page.star({ x, y, size: size + 1, fill: CONFETTI[i % CONFETTI.length]! });
    else page.circle({ x, y, size, fill: CONFETTI[i % CONFETTI.length]! });
  }
  return page
    .text({ x: 8, y: 44, width: 89, text: 'Happy', size: 32, font: 'Pacifico', italic: true, color: '#c2255c', align: 'center', lineHeight: 1.2 })
    .text({ x: 8, y: 61, width: 89, text: 'BIRTHDAY', size: 24, font: 'Montserrat ExtraBold', bold: true, color: INK, align: 'center', spacing: 3 })
    .libraryShape({ name: 'Twinkle divider', x: 30, y: 75, width: 45, fill: '#f08c00' })
    .text({ x: 8, y: 82, width: 89, text: 'Wishing you a year of good things', size: 9, font: 'Lato', color: GREY, align: 'center' })
    .build();
};

const thankYou = () =>
  templatePage({ ...A6, background: CREAM })
    .ellipse({ x: 33, y: 20, width: 13, height: 30, fill: '#2b8a3e', rotation: -30, opacity: 0.9 })
    .ellipse({ x: 46, y: 14, width: 13, height: 32, fill: '#37b24d', opacity: 0.95 })
    .ellipse({ x: 62, y: 17, width: 13, height: 30, fill: '#2b8a3e', rotation: 30, opacity: 0.9 })
    .text({ x: 8, y: 58, width: 89, text: 'Thank you', size: 40, font: 'Great Vibes', italic: true, color: '#1b4332', align: 'center', lineHeight: 1.2 })
    .libraryShape({ name: 'Wave divider', x: 37.5, y: 80, width: 30, fill: '#2b8a3e' })
    .text({ x: 8, y: 87, width: 89, text: 'FOR EVERYTHING', size: 8, font: 'Lato Bold', bold: true, color: '#2b8a3e', align: 'center', spacing: 4 })
    .build();

const GOLD = '#fcc419';

const christmas = () =>
  templatePage({ ...A6, background: '#1b4332' })
    .star({ x: 41, y: 13, size: 23, fill: GOLD })
    .star({ x: 16, y: 34, size: 8, fill: GOLD, opacity: 0.8 })
    .star({ x: 82, y: 29, size: 10, fill: GOLD, opacity: 0.8 })
    .star({ x: 78, y: 112, size: 8, fill: GOLD, opacity: 0.6 })
    .star({ x: 18, y: 120, size: 7, fill: GOLD, opacity: 0.6 })
    .star({ x: 50, y: 128, size: 5, fill: GOLD, opacity: 0.5 })
    .text({ x: 8, y: 50, width: 89, text: 'Merry', size: 38, font: 'Great Vibes', italic: true, color: '#ffffff', align: 'center', lineHeight: 1.2 })
    .text({ x: 8, y: 68, width: 89, text: 'CHRISTMAS', size: 20, font: 'Playfair Display Bold', bold: true, color: GOLD, align: 'center', spacing: 3 })
    .libraryShape({ name: 'Diamond divider', x: 32.5, y: 80, width: 40, fill: GOLD })
    .text({ x: 8, y: 86, width: 89, text: '& a happy new year', size: 10, font: 'Lato', color: '#d3f9d8', align: 'center', spacing: 0.5 })
    .build();

/** The back of a greeting card: quiet, a small mark and a line, where the card is signed off. */
const birthdayBack = () => {
  const page = templatePage({ ...A6, background: '#ffffff' });
  [
    [40, 112, 3],
    [48, 109, 2.5],
    [56, 112, 3],
    [64, 109, 2.5],
  ].forEach(([x, y, size], i) => void page.circle({ x: x!, y: y!, size: size!, fill: CONFETTI[i * 2]! }));
  return page.text({ x: 8, y: 118, width: 89, text: 'made with love', size: 12, font: 'Caveat', italic: true, color: GREY, align: 'center', lineHeight: 1.1 }).build();
};

const thankYouBack = () =>
  templatePage({ ...A6, background: CREAM })
    .ellipse({ x: 47, y: 108, width: 5, height: 11, fill: '#2b8a3e', rotation: -30, opacity: 0.9 })
    .ellipse({ x: 51.5, y: 106, width: 5, height: 12, fill: '#37b24d', opacity: 0.95 })
    .ellipse({ x: 56, y: 107, width: 5, height: 11, fill: '#2b8a3e', rotation: 30, opacity: 0.9 })
    .text({ x: 8, y: 123, width: 89, text: 'WITH GRATITUDE', size: 6.5, font: 'Lato Bold', bold: true, color: '#2b8a3e', align: 'center', spacing: 3 })
    .build();

const christmasBack = () =>
  templatePage({ ...A6, background: '#1b4332' })
    .star({ x: 48.5, y: 104, size: 8, fill: GOLD })
    .text({ x: 8, y: 115, width: 89, text: 'Season’s greetings', size: 16, font: 'Great Vibes', italic: true, color: '#ffffff', align: 'center', lineHeight: 1.2 })
    .build();

// ---------------------------------------------------------------- stickers
const STICKER = { width: 50, height: 50, margin: 4 };

const thankYouBadge = () =>
  templatePage({ ...STICKER, background: NAVY })
    .libraryShape({ name: 'Round badge', x: 5.5, y: 5.5, width: 39, fill: '#ffffff' })
    .star({ x: 21.5, y: 11, size: 7, fill: CYAN })
    .text({ x: 9, y: 19.5, width: 32, text: 'THANK YOU', size: 9, font: 'Montserrat ExtraBold', bold: true, color: NAVY, align: 'center', spacing: 0.5 })
    .text({ x: 9, y: 25.5, width: 32, text: 'for your order', size: 9.5, font: 'Dancing Script', italic: true, color: '#1a9dbd', align: 'center', lineHeight: 1.1 })
    .build();

const PINK = '#c2255c';

const handmade = () =>
  templatePage({ ...STICKER, background: '#fff5f7' })
    .libraryShape({ name: 'Round frame', x: 5.5, y: 5.5, width: 39, fill: PINK })
    .text({ x: 8, y: 14, width: 34, text: 'handmade', size: 10, font: 'Pacifico', italic: true, color: PINK, align: 'center', lineHeight: 1.2 })
    .text({ x: 8, y: 23, width: 34, text: 'WITH LOVE', size: 7, font: 'Montserrat Bold', bold: true, color: INK, align: 'center', spacing: 2 })
    .libraryShape({ name: 'Heart', x: 21.5, y: 30, width: 7, fill: PINK })
    .build();

const saleRound = () =>
  templatePage({ ...STICKER, background: RED })
    .libraryShape({ name: 'Seal', x: 5.5, y: 5.5, width: 39, fill: '#ffd43b' })
    .text({ x: 9, y: 13.5, width: 32, text: 'SALE', size: 20, font: 'Anton', bold: true, color: '#c92a2a', align: 'center', spacing: 1, lineHeight: 1.05 })
    .text({ x: 9, y: 26.5, width: 32, text: '20% OFF', size: 9, font: 'Montserrat ExtraBold', bold: true, color: INK, align: 'center' })
    .build();

const freshLocal = () =>
  templatePage({ ...STICKER, background: '#ebfbee' })
    .libraryShape({ name: 'Rounded frame', x: 5.5, y: 5.5, width: 39, fill: '#2b8a3e' })
    .ellipse({ x: 19.5, y: 11.5, width: 5.5, height: 11, fill: '#37b24d', rotation: -25 })
    .ellipse({ x: 25, y: 10.5, width: 5.5, height: 11, fill: '#2b8a3e', rotation: 25 })
    .text({ x: 9, y: 24, width: 32, text: 'FRESH & LOCAL', size: 8, font: 'Oswald SemiBold', bold: true, color: '#1b4332', align: 'center', spacing: 1 })
    .text({ x: 9, y: 29.5, width: 32, text: 'from our farm', size: 9, font: 'Caveat', italic: true, color: '#2b8a3e', align: 'center', lineHeight: 1.1 })
    .build();

const organic = () =>
  templatePage({ ...STICKER, background: '#2b8a3e' })
    .circle({ x: 8, y: 8, size: 34, fill: '#ffffff', opacity: 0.14 })
    .text({ x: 9, y: 15, width: 32, text: '100%', size: 10, font: 'Montserrat ExtraBold', bold: true, color: '#d3f9d8', align: 'center' })
    .text({ x: 9, y: 20.5, width: 32, text: 'ORGANIC', size: 19, font: 'Bebas Neue', bold: true, color: '#ffffff', align: 'center', spacing: 1, lineHeight: 1.05 })
    .libraryShape({ name: 'Wave divider', x: 17, y: 30, width: 16, fill: '#d3f9d8' })
    .build();

const limitedEdition = () =>
  templatePage({ ...STICKER, background: INK })
    .libraryShape({ name: 'Double frame', x: 5.5, y: 5.5, width: 39, fill: GOLD })
    .text({ x: 9, y: 14.5, width: 32, text: 'LIMITED', size: 9, font: 'Playfair Display Bold', bold: true, color: GOLD, align: 'center', spacing: 2 })
    .text({ x: 9, y: 20.5, width: 32, text: 'EDITION', size: 9, font: 'Playfair Display Bold', bold: true, color: '#ffffff', align: 'center', spacing: 2 })
    .text({ x: 9, y: 29, width: 32, text: 'No. ___ / 100', size: 6, font: 'Space Mono', color: '#c9ced8', align: 'center' })
    .build();

const card = (name: string, group: string, built: () => BuiltTemplate, order: number): SeedTemplate => ({
  name,
  theme: group,
  product: 'Single Sided Business Cards',
  size: 'Business Card 90 x 55 mm',
  group,
  side: 'front',
  order,
  built: built(),
});

const doubleCard = (name: string, group: string, front: () => BuiltTemplate, back: () => BuiltTemplate, order: number): SeedTemplate[] =>
  (['front', 'back'] as const).map((side) => ({
    name: `${name} ${side === 'front' ? 'Front' : 'Back'}`,
    theme: group,
    product: 'Double Sided Business Cards',
    size: 'Business Card 90 x 55 mm',
    group,
    side,
    order,
    designSet: name,
    built: (side === 'front' ? front : back)(),
  }));

const one = (name: string, theme: string, product: string, size: string, order: number, built: () => BuiltTemplate): SeedTemplate => ({
  name,
  theme,
  product,
  size,
  group: theme,
  side: 'front',
  order,
  built: built(),
});

/** A greeting card's front (named as the card) and back, in a design set of the card's name. */
const greetingCard = (name: string, theme: string, order: number, front: () => BuiltTemplate, back: () => BuiltTemplate): SeedTemplate[] => [
  { ...one(name, theme, 'Greeting Cards', 'Greeting Card A6 Portrait', order, front), designSet: name },
  { ...one(`${name} Back`, theme, 'Greeting Cards', 'Greeting Card A6 Portrait', order, back), side: 'back', designSet: name },
];

export function seedTemplates(): SeedTemplate[] {
  return [
    card('Navy Corporate', 'Corporate', navyFront, 1),
    card('Minimal Studio', 'Creative', minimalFront, 2),
    card('Sunset Creative', 'Creative', sunsetFront, 3),
    card('Bright Spark Trades', 'Trades', tradesFront, 4),
    card('Timber & Co', 'Trades', timberFront, 5),
    ...doubleCard('Navy Corporate Card', 'Corporate', navyFront, navyBack, 1),
    ...doubleCard('Minimal Studio Card', 'Creative', minimalFront, minimalBack, 2),
    ...doubleCard('Sunset Creative Card', 'Creative', sunsetFront, sunsetBack, 3),
    ...doubleCard('Timber & Co Card', 'Trades', timberFront, timberBack, 4),
    one('Grand Opening', 'Events', 'Flyers', 'A4 Portrait', 1, grandOpening),
    one('Open House', 'Real Estate', 'Flyers', 'A4 Portrait', 2, openHouse),
    one('Summer Sale', 'Sales', 'Flyers', 'A4 Portrait', 3, summerSale),
    ...greetingCard('Birthday Confetti', 'Birthday', 1, birthday, birthdayBack),
    ...greetingCard('Thank You Leaves', 'Thank You', 2, thankYou, thankYouBack),
    ...greetingCard('Starry Christmas', 'Christmas', 3, christmas, christmasBack),
    one('Thank You Badge', 'Labels', 'Round Stickers', 'Round Sticker 50 mm', 1, thankYouBadge),
    one('Handmade With Love', 'Labels', 'Round Stickers', 'Round Sticker 50 mm', 2, handmade),
    one('Sale 20% Off', 'Promotional', 'Round Stickers', 'Round Sticker 50 mm', 3, saleRound),
    one('Fresh & Local', 'Labels', 'Square Stickers', 'Square Sticker 50 x 50 mm', 1, freshLocal),
    one('Organic Label', 'Labels', 'Square Stickers', 'Square Sticker 50 x 50 mm', 2, organic),
    one('Limited Edition', 'Promotional', 'Square Stickers', 'Square Sticker 50 x 50 mm', 3, limitedEdition),
  ];
}
