/**
 * Layout's starter illustrations: flat SVG artwork drawn for the project (the files in ./art,
 * MIT like the rest of Layout), in six categories, with four collections. Most items are free;
 * the priced ones and the priced collections show the price labels and the collection offer.
 * Prices are the creator's (the stock fee is added when shown).
 */

export const SEED_CATEGORIES = [
  { name: 'Celebrations', order: 1 },
  { name: 'Nature', order: 2 },
  { name: 'Food and drink', order: 3 },
  { name: 'Business', order: 4 },
  { name: 'Animals', order: 5 },
  { name: 'Seasons', order: 6 },
] as const;

type CategoryName = (typeof SEED_CATEGORIES)[number]['name'];

/** Collections: a price for all their items (0: not sold whole). */
export const SEED_COLLECTIONS: { name: string; category: CategoryName; cost: number }[] = [
  { name: 'Party Pack', category: 'Celebrations', cost: 6 },
  { name: 'Sweet Treats', category: 'Food and drink', cost: 3.5 },
  { name: 'Woodland Friends', category: 'Animals', cost: 4 },
  { name: 'Winter', category: 'Seasons', cost: 0 },
];

export interface SeedIllustration {
  /** The file in ./art, without '.svg'. */
  file: string;
  name: string;
  category: CategoryName;
  collection?: string;
  cost: number;
  keyWords: string;
}

/** The items in the order they show within their group. */
export const SEED_ILLUSTRATIONS: SeedIllustration[] = [
  { file: 'birthday-cake', name: 'Birthday cake', category: 'Celebrations', collection: 'Party Pack', cost: 2, keyWords: 'birthday cake candles party anniversary' },
  { file: 'balloons', name: 'Balloons', category: 'Celebrations', collection: 'Party Pack', cost: 2, keyWords: 'balloons party birthday celebration' },
  { file: 'gift-box', name: 'Gift box', category: 'Celebrations', collection: 'Party Pack', cost: 2, keyWords: 'gift present box ribbon birthday christmas' },
  { file: 'party-hat', name: 'Party hat', category: 'Celebrations', collection: 'Party Pack', cost: 2, keyWords: 'party hat confetti birthday celebration' },
  { file: 'fireworks', name: 'Fireworks', category: 'Celebrations', cost: 0, keyWords: 'fireworks new year night celebration sparkle' },
  { file: 'love-letter', name: 'Love letter', category: 'Celebrations', cost: 0, keyWords: 'love letter heart wedding valentine envelope' },
  { file: 'mountains', name: 'Mountains', category: 'Nature', cost: 1.5, keyWords: 'mountains landscape sun hills outdoors travel' },
  { file: 'round-tree', name: 'Apple tree', category: 'Nature', cost: 0, keyWords: 'tree apple garden green' },
  { file: 'sunflower', name: 'Sunflower', category: 'Nature', cost: 0, keyWords: 'sunflower flower summer garden yellow' },
  { file: 'cactus', name: 'Cactus', category: 'Nature', cost: 0, keyWords: 'cactus plant pot succulent desert' },
  { file: 'rainbow', name: 'Rainbow', category: 'Nature', cost: 0, keyWords: 'rainbow clouds weather sky colours' },
  { file: 'green-leaf', name: 'Leaf', category: 'Nature', cost: 0, keyWords: 'leaf green plant eco organic' },
  { file: 'coffee-cup', name: 'Coffee cup', category: 'Food and drink', cost: 0, keyWords: 'coffee cup cafe drink mug hot' },
  { file: 'pizza-slice', name: 'Pizza slice', category: 'Food and drink', cost: 0, keyWords: 'pizza slice food restaurant italian' },
  { file: 'avocado', name: 'Avocado', category: 'Food and drink', cost: 0, keyWords: 'avocado fruit healthy food green' },
  { file: 'watermelon', name: 'Watermelon', category: 'Food and drink', cost: 0, keyWords: 'watermelon fruit summer food' },
  { file: 'donut', name: 'Donut', category: 'Food and drink', collection: 'Sweet Treats', cost: 1.5, keyWords: 'donut doughnut sweet bakery dessert' },
  { file: 'ice-cream', name: 'Ice cream', category: 'Food and drink', collection: 'Sweet Treats', cost: 1.5, keyWords: 'ice cream cone dessert summer sweet' },
  { file: 'cupcake', name: 'Cupcake', category: 'Food and drink', collection: 'Sweet Treats', cost: 1.5, keyWords: 'cupcake cake cherry bakery sweet dessert' },
  { file: 'rocket', name: 'Rocket', category: 'Business', cost: 3, keyWords: 'rocket startup launch space growth' },
  { file: 'lightbulb', name: 'Bright idea', category: 'Business', cost: 0, keyWords: 'lightbulb idea light creative innovation' },
  { file: 'growth-chart', name: 'Growth chart', category: 'Business', cost: 0, keyWords: 'chart graph growth presentation statistics' },
  { file: 'briefcase', name: 'Briefcase', category: 'Business', cost: 0, keyWords: 'briefcase office work job business' },
  { file: 'laptop', name: 'Laptop', category: 'Business', cost: 0, keyWords: 'laptop computer office dashboard work' },
  { file: 'megaphone', name: 'Megaphone', category: 'Business', cost: 0, keyWords: 'megaphone announcement marketing sale promotion' },
  { file: 'cat', name: 'Cat', category: 'Animals', cost: 0, keyWords: 'cat kitten pet animal' },
  { file: 'whale', name: 'Whale', category: 'Animals', cost: 0, keyWords: 'whale ocean sea animal' },
  { file: 'bee', name: 'Bee', category: 'Animals', cost: 0, keyWords: 'bee insect honey garden animal' },
  { file: 'penguin', name: 'Penguin', category: 'Animals', cost: 0, keyWords: 'penguin bird winter animal' },
  { file: 'fox', name: 'Fox', category: 'Animals', collection: 'Woodland Friends', cost: 2, keyWords: 'fox forest woodland animal' },
  { file: 'owl', name: 'Owl', category: 'Animals', collection: 'Woodland Friends', cost: 2, keyWords: 'owl bird night forest woodland animal' },
  { file: 'hedgehog', name: 'Hedgehog', category: 'Animals', collection: 'Woodland Friends', cost: 2, keyWords: 'hedgehog forest woodland autumn animal' },
  { file: 'pumpkin', name: 'Pumpkin', category: 'Seasons', cost: 0, keyWords: 'pumpkin autumn fall halloween harvest' },
  { file: 'maple-leaf', name: 'Maple leaf', category: 'Seasons', cost: 0, keyWords: 'maple leaf autumn fall' },
  { file: 'beach-umbrella', name: 'Beach umbrella', category: 'Seasons', cost: 0, keyWords: 'beach umbrella summer holiday sun sand' },
  { file: 'snowman', name: 'Snowman', category: 'Seasons', collection: 'Winter', cost: 0, keyWords: 'snowman winter snow christmas' },
  { file: 'christmas-tree', name: 'Christmas tree', category: 'Seasons', collection: 'Winter', cost: 0, keyWords: 'christmas tree winter holiday star' },
  { file: 'snowflake', name: 'Snowflake', category: 'Seasons', collection: 'Winter', cost: 0, keyWords: 'snowflake winter snow cold' },
];

/** The house studio whose name the starter illustrations carry (spec 000 section 3: user.creatorName). */
export const HOUSE_STUDIO = {
  email: 'studio@layout.invalid',
  firstname: 'Layout',
  lastname: 'Studio',
  creatorName: 'Layout Studio',
} as const;
