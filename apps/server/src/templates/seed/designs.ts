import type { TemplateContentInput, TemplateSide } from '@layout/model';
import { templatePage } from './builder';

/**
 * The templates a fresh Layout ships, designed by the project (docs/decisions.md, "Seeded
 * templates"). Each names its product, size and group by the catalogue's seeded names; a design
 * set ties a card's front to its back.
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
  content: TemplateContentInput;
}

const NAVY = '#263147';
const CYAN = '#4ac6e3';
const INK = '#1f2430';
const GREY = '#6b7280';
const CREAM = '#f7f3ea';

// ---------------------------------------------------------------- business cards, 90 x 55 mm
const CARD = { width: 90, height: 55 };

const navyFront = () =>
  templatePage({ ...CARD, background: '#ffffff' })
    .rect({ x: -3, y: -3, width: 31, height: 61, fill: NAVY })
    .text({ x: 0, y: 18, width: 28, text: 'JC', size: 26, bold: true, color: '#ffffff', align: 'center' })
    .line({ x: 9, y: 33, length: 10, color: CYAN, width: 1.5 })
    .text({ x: 34, y: 9, width: 52, text: 'Jane Citizen', size: 13, bold: true, color: INK })
    .text({ x: 34, y: 16, width: 52, text: 'Managing Director', size: 7, color: CYAN, upper: true, spacing: 1 })
    .line({ x: 34, y: 25, length: 48, color: '#d8dde6', width: 0.75 })
    .text({ x: 34, y: 30, width: 52, text: '+61 400 123 456\njane@citizenco.com.au\ncitizenco.com.au', size: 7, color: GREY, lineHeight: 1.5 })
    .text({ x: 34, y: 45, width: 52, text: '12 Harbour St, Sydney NSW 2000', size: 6, color: GREY })
    .build();

const navyBack = () =>
  templatePage({ ...CARD, background: NAVY })
    .circle({ x: 62, y: -14, size: 42, fill: CYAN, opacity: 0.18 })
    .circle({ x: -12, y: 34, size: 30, fill: CYAN, opacity: 0.12 })
    .text({ x: 5, y: 19, width: 80, text: 'CITIZEN & CO', size: 16, bold: true, color: '#ffffff', align: 'center', spacing: 2 })
    .line({ x: 38, y: 29, length: 14, color: CYAN, width: 1.5 })
    .text({ x: 5, y: 33, width: 80, text: 'citizenco.com.au', size: 7, color: CYAN, align: 'center', spacing: 1 })
    .build();

const minimalFront = () =>
  templatePage({ ...CARD, background: '#ffffff' })
    .text({ x: 8, y: 12, width: 74, text: 'Alex Morgan', size: 14, bold: true, color: INK })
    .text({ x: 8, y: 19.5, width: 74, text: 'Architect', size: 8, color: GREY, italic: true })
    .line({ x: 8, y: 27, length: 8, color: INK, width: 1.5 })
    .text({ x: 8, y: 36, width: 74, text: 'alex@morganstudio.com\n+61 411 222 333', size: 7, color: INK, lineHeight: 1.5 })
    .text({ x: 8, y: 36, width: 74, text: 'MORGAN\nSTUDIO', size: 8, bold: true, color: INK, align: 'right', spacing: 2, lineHeight: 1.2 })
    .build();

const minimalBack = () =>
  templatePage({ ...CARD, background: INK })
    .rect({ x: 37, y: 19.5, width: 16, height: 16, stroke: { color: '#ffffff', width: 1.5 } })
    .text({ x: 37, y: 24, width: 16, text: 'MS', size: 11, bold: true, color: '#ffffff', align: 'center' })
    .text({ x: 5, y: 41, width: 80, text: 'morganstudio.com', size: 6.5, color: '#c9ced8', align: 'center', spacing: 1.5 })
    .build();

const sunsetFront = () =>
  templatePage({ ...CARD, background: '#fff7ed' })
    .circle({ x: 56, y: -20, size: 52, fill: '#f59f00' })
    .circle({ x: 70, y: 22, size: 40, fill: '#e8590c', opacity: 0.9 })
    .text({ x: 7, y: 10, width: 55, text: 'Sam Rivera', size: 14, bold: true, color: '#3b1f0b' })
    .text({ x: 7, y: 17.5, width: 55, text: 'Photographer & Designer', size: 7.5, color: '#e8590c' })
    .text({ x: 7, y: 34, width: 55, text: 'hello@samrivera.co\n+61 422 555 010\n@samrivera.studio', size: 7, color: '#5c3d24', lineHeight: 1.5 })
    .build();

const sunsetBack = () =>
  templatePage({ ...CARD, background: '#e8590c' })
    .circle({ x: -18, y: -18, size: 50, fill: '#f59f00', opacity: 0.85 })
    .text({ x: 5, y: 21, width: 80, text: 'SAM RIVERA', size: 15, bold: true, color: '#ffffff', align: 'center', spacing: 3 })
    .text({ x: 5, y: 30, width: 80, text: 'photography · design', size: 7.5, color: '#fff3e0', align: 'center', italic: true })
    .build();

const tradesFront = () =>
  templatePage({ ...CARD, background: '#ffffff' })
    .rect({ x: -3, y: 38, width: 96, height: 20, fill: '#f08c00' })
    .rect({ x: -3, y: 36, width: 96, height: 2, fill: INK })
    .text({ x: 7, y: 8, width: 76, text: 'BRIGHT SPARK', size: 15, bold: true, color: INK, spacing: 1 })
    .text({ x: 7, y: 15.5, width: 76, text: 'ELECTRICAL', size: 9, color: '#f08c00', bold: true, spacing: 4 })
    .text({ x: 7, y: 24, width: 76, text: 'Licensed electrician · Lic. 123456C', size: 6.5, color: GREY })
    .text({ x: 7, y: 42, width: 40, text: 'Mike Chen\n0400 987 654', size: 8, bold: true, color: '#ffffff', lineHeight: 1.35 })
    .text({ x: 45, y: 43.5, width: 38, text: 'brightspark.com.au', size: 7, color: INK, align: 'right' })
    .build();

// ---------------------------------------------------------------- flyers, A4 portrait
const A4 = { width: 210, height: 297, margin: 10, columns: { number: 2, gutter: 10 } };

const grandOpening = () =>
  templatePage({ ...A4, background: NAVY })
    .circle({ x: 120, y: -60, size: 160, fill: CYAN, opacity: 0.15 })
    .circle({ x: -50, y: 210, size: 130, fill: CYAN, opacity: 0.1 })
    .text({ x: 15, y: 40, width: 180, text: 'YOU ARE INVITED', size: 14, color: CYAN, align: 'center', spacing: 6 })
    .text({ x: 15, y: 58, width: 180, text: 'GRAND\nOPENING', size: 72, bold: true, color: '#ffffff', align: 'center', lineHeight: 1.05 })
    .line({ x: 85, y: 128, length: 40, color: CYAN, width: 3 })
    .text({ x: 15, y: 138, width: 180, text: 'Saturday 14 March · 10am till late', size: 18, color: '#ffffff', align: 'center' })
    .text({ x: 35, y: 160, width: 140, text: 'Join us for coffee, live music and opening-day specials as we open the doors of our new store.', size: 12, color: '#c9d3e6', align: 'center', lineHeight: 1.5 })
    .text({ x: 70, y: 200, width: 70, text: 'FREE ENTRY', size: 16, bold: true, color: NAVY, align: 'center', box: { color: CYAN, padding: 10, radius: 6 } })
    .rect({ x: -3, y: 262, width: 216, height: 38, fill: CYAN })
    .text({ x: 15, y: 272, width: 180, text: '42 Market Lane, Brisbane · citizenco.com.au', size: 12, bold: true, color: NAVY, align: 'center' })
    .build();

const openHouse = () =>
  templatePage({ ...A4, background: '#ffffff' })
    .rect({ x: -3, y: -3, width: 216, height: 128, fill: '#1971c2' })
    .polygon({ x: 75, y: 20, width: 60, height: 34, sides: 3, fill: '#ffffff', opacity: 0.95 })
    .rect({ x: 83, y: 45, width: 44, height: 34, fill: '#ffffff', opacity: 0.95 })
    .rect({ x: 99, y: 60, width: 12, height: 19, fill: '#1971c2' })
    .text({ x: 15, y: 88, width: 180, text: 'OPEN HOUSE', size: 44, bold: true, color: '#ffffff', align: 'center', spacing: 3 })
    .text({ x: 15, y: 140, width: 180, text: '27 Wattle Grove, Paddington', size: 22, bold: true, color: INK, align: 'center' })
    .text({ x: 15, y: 153, width: 180, text: 'Sunday 22 March · 11:00 – 11:45am', size: 14, color: '#1971c2', align: 'center' })
    .line({ x: 20, y: 170, length: 170, color: '#dbe4f0', width: 1 })
    .text({ x: 20, y: 180, width: 80, text: '4 bedrooms\n2 bathrooms\n2 car spaces\n650 m² block', size: 13, color: INK, lineHeight: 1.6 })
    .text({ x: 110, y: 180, width: 80, text: 'Light-filled family home with a north-facing garden, renovated kitchen and a short walk to schools and cafés.', size: 11, color: GREY, lineHeight: 1.5 })
    .text({ x: 55, y: 228, width: 100, text: 'Offers over $1,250,000', size: 16, bold: true, color: '#ffffff', align: 'center', box: { color: INK, padding: 8, radius: 4 } })
    .text({ x: 15, y: 262, width: 180, text: 'Chris Taylor · 0400 111 222 · harbourrealty.com.au', size: 11, color: INK, align: 'center' })
    .build();

const summerSale = () =>
  templatePage({ ...A4, background: '#ffd43b' })
    .star({ x: 120, y: 18, size: 80, points: 16, inner: 0.78, fill: '#e03131', rotation: 0 })
    .text({ x: 120, y: 45, width: 80, text: 'UP TO\n50% OFF', size: 20, bold: true, color: '#ffffff', align: 'center', lineHeight: 1.1 })
    .text({ x: 15, y: 100, width: 180, text: 'SUMMER', size: 40, bold: true, color: INK, spacing: 8 })
    .text({ x: 12, y: 118, width: 190, text: 'SALE', size: 150, bold: true, color: '#e03131', lineHeight: 1 })
    .text({ x: 15, y: 185, width: 170, text: 'Everything in store must go: swimwear, sandals, hats and beach gear at prices this low only once a year.', size: 14, color: INK, lineHeight: 1.5 })
    .line({ x: 15, y: 222, length: 180, color: INK, width: 2, dash: 'dashed' })
    .text({ x: 15, y: 232, width: 180, text: '1 – 31 JANUARY', size: 22, bold: true, color: INK, spacing: 2 })
    .text({ x: 15, y: 248, width: 180, text: 'Shop 3, Beach Road, Manly · open 9am – 6pm daily', size: 12, color: INK })
    .build();

// ---------------------------------------------------------------- greeting cards, A6 portrait
const A6 = { width: 105, height: 148, margin: 6 };
const CONFETTI = ['#e03131', '#f08c00', '#ffd43b', '#2f9e44', '#1971c2', '#7048e8', '#c2255c', CYAN];

const birthday = () => {
  const page = templatePage({ ...A6, background: '#ffffff' });
  // A fixed scatter (not random) so every start seeds the same card.
  const dots: [number, number, number][] = [
    [8, 10, 5], [22, 4, 3], [40, 12, 4], [62, 6, 6], [82, 14, 4], [95, 4, 3], [12, 30, 3], [90, 32, 5],
    [5, 112, 4], [20, 128, 6], [44, 136, 3], [66, 126, 5], [86, 118, 3], [96, 134, 5], [30, 116, 3], [78, 140, 3],
  ];
  dots.forEach(([x, y, size], i) => page.circle({ x, y, size, fill: CONFETTI[i % CONFETTI.length]! }));
  return page
    .text({ x: 8, y: 50, width: 89, text: 'Happy', size: 30, italic: true, color: '#c2255c', align: 'center' })
    .text({ x: 8, y: 63, width: 89, text: 'BIRTHDAY', size: 26, bold: true, color: INK, align: 'center', spacing: 3 })
    .line({ x: 40, y: 80, length: 25, color: '#f08c00', width: 2, dash: 'dotted' })
    .text({ x: 8, y: 86, width: 89, text: 'Wishing you a year of good things', size: 9, color: GREY, align: 'center' })
    .build();
};

const thankYou = () =>
  templatePage({ ...A6, background: CREAM })
    .ellipse({ x: 30, y: 22, width: 14, height: 30, fill: '#2b8a3e', rotation: -30, opacity: 0.9 })
    .ellipse({ x: 50, y: 16, width: 14, height: 32, fill: '#37b24d', opacity: 0.9 })
    .ellipse({ x: 66, y: 20, width: 14, height: 30, fill: '#2b8a3e', rotation: 30, opacity: 0.9 })
    .text({ x: 8, y: 62, width: 89, text: 'Thank you', size: 30, italic: true, color: '#1b4332', align: 'center' })
    .line({ x: 32, y: 82, length: 41, color: '#2b8a3e', width: 1 })
    .text({ x: 8, y: 88, width: 89, text: 'FOR EVERYTHING', size: 9, color: '#2b8a3e', align: 'center', spacing: 4 })
    .build();

const christmas = () =>
  templatePage({ ...A6, background: '#1b4332' })
    .star({ x: 40, y: 14, size: 25, fill: '#fcc419' })
    .star({ x: 14, y: 36, size: 9, fill: '#fcc419', opacity: 0.8 })
    .star({ x: 82, y: 30, size: 11, fill: '#fcc419', opacity: 0.8 })
    .star({ x: 76, y: 112, size: 8, fill: '#fcc419', opacity: 0.6 })
    .star({ x: 18, y: 120, size: 7, fill: '#fcc419', opacity: 0.6 })
    .text({ x: 8, y: 58, width: 89, text: 'Merry', size: 26, italic: true, color: '#ffffff', align: 'center' })
    .text({ x: 8, y: 71, width: 89, text: 'CHRISTMAS', size: 22, bold: true, color: '#fcc419', align: 'center', spacing: 3 })
    .text({ x: 8, y: 90, width: 89, text: '& a happy new year', size: 10, color: '#d3f9d8', align: 'center' })
    .build();

// ---------------------------------------------------------------- stickers
const ROUND = { width: 50, height: 50, margin: 4 };
const SQUARE = { width: 50, height: 50, margin: 4 };

const thankYouBadge = () =>
  templatePage({ ...ROUND, background: NAVY })
    .circle({ x: 4, y: 4, size: 42, stroke: { color: CYAN, width: 2 } })
    .star({ x: 21, y: 8, size: 8, fill: CYAN })
    .text({ x: 5, y: 19, width: 40, text: 'THANK YOU', size: 11, bold: true, color: '#ffffff', align: 'center', spacing: 1 })
    .text({ x: 5, y: 27, width: 40, text: 'for your order', size: 7, italic: true, color: CYAN, align: 'center' })
    .build();

const handmade = () =>
  templatePage({ ...ROUND, background: CREAM })
    .circle({ x: 3, y: 3, size: 44, stroke: { color: '#c2255c', width: 1 } })
    .circle({ x: 6, y: 6, size: 38, stroke: { color: '#c2255c', width: 0.5 } })
    .text({ x: 5, y: 15, width: 40, text: 'handmade', size: 11, italic: true, color: '#c2255c', align: 'center' })
    .text({ x: 5, y: 23, width: 40, text: 'WITH LOVE', size: 8, bold: true, color: INK, align: 'center', spacing: 2 })
    .star({ x: 22, y: 32, size: 6, fill: '#c2255c', points: 5 })
    .build();

const saleRound = () =>
  templatePage({ ...ROUND, background: '#e03131' })
    .text({ x: 3, y: 12, width: 44, text: 'SALE', size: 20, bold: true, color: '#ffffff', align: 'center', spacing: 1 })
    .text({ x: 3, y: 23, width: 44, text: '20% OFF', size: 12, bold: true, color: '#ffd43b', align: 'center' })
    .line({ x: 15, y: 33, length: 20, color: '#ffffff', width: 1 })
    .build();

const freshLocal = () =>
  templatePage({ ...SQUARE, background: '#ebfbee' })
    .rect({ x: 4, y: 4, width: 42, height: 42, stroke: { color: '#2b8a3e', width: 1.5 }, radius: 3 })
    .ellipse({ x: 20, y: 9, width: 10, height: 14, fill: '#37b24d' })
    .text({ x: 5, y: 25, width: 40, text: 'FRESH & LOCAL', size: 8, bold: true, color: '#1b4332', align: 'center', spacing: 1 })
    .text({ x: 5, y: 32, width: 40, text: 'from our farm', size: 6.5, italic: true, color: '#2b8a3e', align: 'center' })
    .build();

const organic = () =>
  templatePage({ ...SQUARE, background: '#2b8a3e' })
    .circle({ x: 7, y: 7, size: 36, fill: '#ffffff', opacity: 0.15 })
    .text({ x: 4, y: 17, width: 42, text: '100%', size: 10, bold: true, color: '#d3f9d8', align: 'center' })
    .text({ x: 4, y: 23, width: 42, text: 'ORGANIC', size: 11, bold: true, color: '#ffffff', align: 'center', spacing: 1 })
    .build();

const limitedEdition = () =>
  templatePage({ ...SQUARE, background: INK })
    .rect({ x: 3, y: 3, width: 44, height: 44, stroke: { color: '#fcc419', width: 0.75 } })
    .text({ x: 4, y: 14, width: 42, text: 'LIMITED', size: 10, bold: true, color: '#fcc419', align: 'center', spacing: 2 })
    .text({ x: 4, y: 21, width: 42, text: 'EDITION', size: 10, bold: true, color: '#ffffff', align: 'center', spacing: 2 })
    .text({ x: 4, y: 31, width: 42, text: 'No. ____ / 100', size: 6.5, color: '#c9ced8', align: 'center' })
    .build();

const card = (name: string, group: string, content: () => TemplateContentInput, order: number): SeedTemplate => ({
  name,
  theme: group,
  product: 'Single Sided Business Cards',
  size: 'Business Card 90 x 55 mm',
  group,
  side: 'front',
  order,
  content: content(),
});

const doubleCard = (name: string, group: string, front: () => TemplateContentInput, back: () => TemplateContentInput, order: number): SeedTemplate[] =>
  (['front', 'back'] as const).map((side) => ({
    name: `${name} ${side === 'front' ? 'Front' : 'Back'}`,
    theme: group,
    product: 'Double Sided Business Cards',
    size: 'Business Card 90 x 55 mm',
    group,
    side,
    order,
    designSet: name,
    content: (side === 'front' ? front : back)(),
  }));

export function seedTemplates(): SeedTemplate[] {
  return [
    card('Navy Corporate', 'Corporate', navyFront, 1),
    card('Minimal Studio', 'Creative', minimalFront, 2),
    card('Sunset Creative', 'Creative', sunsetFront, 3),
    card('Bright Spark Trades', 'Trades', tradesFront, 4),
    ...doubleCard('Navy Corporate Card', 'Corporate', navyFront, navyBack, 1),
    ...doubleCard('Minimal Studio Card', 'Creative', minimalFront, minimalBack, 2),
    ...doubleCard('Sunset Creative Card', 'Creative', sunsetFront, sunsetBack, 3),
    { name: 'Grand Opening', theme: 'Events', product: 'Flyers', size: 'A4 Portrait', group: 'Events', side: 'front', order: 1, content: grandOpening() },
    { name: 'Open House', theme: 'Real Estate', product: 'Flyers', size: 'A4 Portrait', group: 'Real Estate', side: 'front', order: 2, content: openHouse() },
    { name: 'Summer Sale', theme: 'Sales', product: 'Flyers', size: 'A4 Portrait', group: 'Sales', side: 'front', order: 3, content: summerSale() },
    { name: 'Birthday Confetti', theme: 'Birthday', product: 'Greeting Cards', size: 'Greeting Card A6 Portrait', group: 'Birthday', side: 'front', order: 1, content: birthday() },
    { name: 'Thank You Leaves', theme: 'Thank You', product: 'Greeting Cards', size: 'Greeting Card A6 Portrait', group: 'Thank You', side: 'front', order: 2, content: thankYou() },
    { name: 'Starry Christmas', theme: 'Christmas', product: 'Greeting Cards', size: 'Greeting Card A6 Portrait', group: 'Christmas', side: 'front', order: 3, content: christmas() },
    { name: 'Thank You Badge', theme: 'Labels', product: 'Round Stickers', size: 'Round Sticker 50 mm', group: 'Labels', side: 'front', order: 1, content: thankYouBadge() },
    { name: 'Handmade With Love', theme: 'Labels', product: 'Round Stickers', size: 'Round Sticker 50 mm', group: 'Labels', side: 'front', order: 2, content: handmade() },
    { name: 'Sale 20% Off', theme: 'Promotional', product: 'Round Stickers', size: 'Round Sticker 50 mm', group: 'Promotional', side: 'front', order: 3, content: saleRound() },
    { name: 'Fresh & Local', theme: 'Labels', product: 'Square Stickers', size: 'Square Sticker 50 x 50 mm', group: 'Labels', side: 'front', order: 1, content: freshLocal() },
    { name: 'Organic Label', theme: 'Labels', product: 'Square Stickers', size: 'Square Sticker 50 x 50 mm', group: 'Labels', side: 'front', order: 2, content: organic() },
    { name: 'Limited Edition', theme: 'Promotional', product: 'Square Stickers', size: 'Square Sticker 50 x 50 mm', group: 'Promotional', side: 'front', order: 3, content: limitedEdition() },
  ];
}
