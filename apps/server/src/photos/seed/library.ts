/**
 * Layout's starter photo library: pictures the project makes itself (recipes.ts renders each
 * from SVG it writes, generate.ts writes them once into pictures/), so it can ship them with no
 * third-party licence. Each collection holds landscape, portrait and square pictures that print
 * well as backgrounds and photo fills.
 */

/** The three sizes the library is made in: landscape 3:2, portrait 2:3, square. */
export const SEED_SIZES = {
  landscape: { width: 2400, height: 1600 },
  portrait: { width: 1600, height: 2400 },
  square: { width: 2000, height: 2000 },
} as const;
export type SeedShape = keyof typeof SEED_SIZES;

export interface SeedPhoto {
  /** File name in pictures/ without the extension, and the recipe that draws it. */
  slug: string;
  shape: SeedShape;
  title: string;
  description: string;
  keywords: string[];
}

export interface SeedCollection {
  title: string;
  description: string;
  photos: SeedPhoto[];
}

/** Who the seeded pictures are credited to. */
export const SEED_AUTHOR = 'Layout';

const photo = (slug: string, shape: SeedShape, title: string, description: string, keywords: string) => ({
  slug,
  shape,
  title,
  description,
  keywords: keywords.split(' '),
});

export const SEED_COLLECTIONS: SeedCollection[] = [
  {
    title: 'Skies and Sunsets',
    description: 'Open skies from dawn to starry night.',
    photos: [
      photo('sunset-glow', 'landscape', 'Sunset glow', 'A low sun glowing over a calm horizon in orange and violet', 'sunset sun sky orange evening warm horizon'),
      photo('dawn-pastel', 'portrait', 'Pastel dawn', 'Soft pink and lilac dawn sky with thin clouds', 'dawn morning sky pink pastel clouds soft'),
      photo('starry-night', 'landscape', 'Starry night', 'A deep blue night sky full of stars above dark hills', 'night stars sky dark blue hills space'),
      photo('blue-sky-clouds', 'square', 'Blue sky', 'Bright blue summer sky with soft white clouds', 'sky blue clouds summer day bright'),
      photo('mountain-twilight', 'portrait', 'Mountain twilight', 'Layered mountain ridges fading into a twilight sky', 'mountains twilight dusk sky landscape ridges purple'),
      photo('golden-sea', 'square', 'Golden sea', 'Golden hour light over a quiet sea', 'sea ocean golden hour sunset water calm'),
    ],
  },
  {
    title: 'Soft Gradients',
    description: 'Smooth colour blends for calm backgrounds.',
    photos: [
      photo('gradient-peach', 'landscape', 'Peach blend', 'A warm peach and coral gradient', 'gradient peach coral warm soft background'),
      photo('gradient-mint', 'portrait', 'Mint blend', 'Fresh mint and aqua gradient', 'gradient mint aqua green fresh background'),
      photo('gradient-lavender', 'square', 'Lavender blend', 'Lavender fading into pale blue', 'gradient lavender purple blue soft background'),
      photo('gradient-ocean', 'landscape', 'Ocean blend', 'Deep navy flowing into turquoise', 'gradient ocean navy turquoise blue background'),
      photo('gradient-citrus', 'portrait', 'Citrus blend', 'Lemon and tangerine gradient', 'gradient citrus yellow orange bright background'),
      photo('gradient-rose-gold', 'square', 'Rose gold blend', 'Rose gold and blush gradient with a soft sheen', 'gradient rose gold pink blush wedding background'),
    ],
  },
  {
    title: 'Paper and Fabric Textures',
    description: 'Natural surfaces with fine grain that print with depth.',
    photos: [
      photo('paper-cream', 'landscape', 'Cream paper', 'Cream writing paper with fine fibres', 'paper texture cream white fibres stationery'),
      photo('paper-kraft', 'portrait', 'Kraft paper', 'Brown kraft paper with visible fibres', 'paper texture kraft brown recycled rustic'),
      photo('fabric-linen', 'square', 'Natural linen', 'Woven natural linen fabric', 'fabric texture linen woven natural beige'),
      photo('fabric-denim', 'landscape', 'Denim', 'Blue denim twill weave', 'fabric texture denim blue twill jeans'),
      photo('watercolour-wash', 'portrait', 'Watercolour wash', 'Soft watercolour washes in teal and rose on paper', 'watercolour watercolor paint texture wash artistic'),
      photo('canvas-grey', 'square', 'Grey canvas', 'Fine grey artist canvas', 'canvas texture grey fabric artist'),
    ],
  },
  {
    title: 'Bokeh Lights',
    description: 'Out-of-focus lights for festive and night designs.',
    photos: [
      photo('bokeh-gold', 'landscape', 'Golden bokeh', 'Warm golden lights out of focus', 'bokeh lights gold warm festive christmas party'),
      photo('bokeh-city-blue', 'portrait', 'City lights', 'Blue and white city lights at night, out of focus', 'bokeh lights city night blue urban'),
      photo('bokeh-pink', 'square', 'Pink bokeh', 'Pink and violet sparkles', 'bokeh lights pink violet sparkle celebration'),
      photo('bokeh-festive', 'landscape', 'Festive bokeh', 'Red and green festive lights', 'bokeh lights christmas red green festive holiday'),
      photo('bokeh-snow', 'portrait', 'Snowy bokeh', 'Soft white lights like falling snow on blue', 'bokeh snow winter white blue lights'),
      photo('bokeh-sunset', 'square', 'Sunset bokeh', 'Amber and rose lights at sunset', 'bokeh lights sunset amber warm evening'),
    ],
  },
  {
    title: 'Geometric Patterns',
    description: 'Bold shapes and repeats with clean edges.',
    photos: [
      photo('geo-triangles', 'landscape', 'Triangle mosaic', 'A mosaic of triangles in blues and teals', 'geometric pattern triangles mosaic blue modern'),
      photo('geo-stripes', 'portrait', 'Bold stripes', 'Diagonal stripes in navy, cream and coral', 'geometric pattern stripes diagonal retro'),
      photo('geo-terrazzo', 'square', 'Terrazzo', 'Terrazzo chips on a warm white ground', 'terrazzo pattern speckles stone modern'),
      photo('geo-hexagons', 'landscape', 'Honeycomb', 'Honeycomb hexagons in gold and charcoal', 'geometric pattern hexagons honeycomb gold'),
      photo('geo-art-deco', 'portrait', 'Art deco fans', 'Art deco fan pattern in gold on black', 'art deco pattern fans gold black vintage elegant'),
      photo('geo-memphis', 'square', 'Memphis shapes', 'Playful memphis shapes, squiggles and dots', 'memphis pattern shapes playful colourful fun'),
    ],
  },
  {
    title: 'Abstract Waves and Lines',
    description: 'Flowing layers, contours and ripples.',
    photos: [
      photo('waves-layers', 'landscape', 'Layered waves', 'Layered waves in sea blues', 'abstract waves layers blue flowing'),
      photo('waves-topographic', 'portrait', 'Contour lines', 'Topographic contour lines on sand', 'abstract topographic contour lines map'),
      photo('waves-ribbons', 'square', 'Liquid ribbons', 'Smooth liquid ribbons in magenta and orange', 'abstract ribbons liquid flowing colourful'),
      photo('waves-halftone', 'landscape', 'Halftone dots', 'Halftone dots fading across the page', 'abstract halftone dots pop art print'),
      photo('waves-ripples', 'portrait', 'Ripples', 'Concentric ripples on teal water', 'abstract ripples water circles teal calm'),
      photo('waves-marble', 'square', 'Marble', 'White marble with grey and gold veins', 'marble stone texture white gold luxury'),
    ],
  },
];
