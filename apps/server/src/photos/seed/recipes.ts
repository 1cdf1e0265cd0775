/**
 * How each picture of the starter photo library is drawn: an SVG the project writes, plus how
 * generate.ts finishes it (rendered small and enlarged for soft pictures, blurred, with paper
 * grain). Random choices come from a generator seeded by the picture's slug, so running the
 * generator again makes the same pictures.
 */

export interface Recipe {
  /** The drawing, in a viewBox of the picture's full size. */
  svg: (size: { width: number; height: number }) => string;
  /**
   * Rendered at 1/soft of the size and enlarged: free smoothness for gradients and lights, and
   * fast. 1 renders at full size (sharp edges: patterns, lines).
   */
  soft?: number;
  /** Gaussian blur (sigma, in pixels of the rendered size) before enlarging: bokeh, watercolour. */
  blur?: number;
  /** Strength of fine grain laid over the result (0 to 1): paper, fabric, film. */
  grain?: number;
}

/** A small, fast generator of numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
type Size = { width: number; height: number };
type Stop = [offset: number, colour: string, opacity?: number];

const stops = (list: Stop[]) => list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
/** A linear gradient from top to bottom, or at `angle` degrees (0 = left to right). */
const linear = (id: string, list: Stop[], angle = 90) => {
  const r = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(r) / 2, Math.sin(r) / 2];
  return `<linearGradient id="${id}" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}">${stops(list)}</linearGradient>`;
};
const radial = (id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
const rect = (fill: string, extra = '') => `<rect width="100%" height="100%" fill="${fill}" ${extra}/>`;
const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const between = (random: Random, a: number, b: number) => a + (b - a) * random();

/** Soft coloured light blobs on a base: the mesh-gradient look. */
function blobs(random: Random, s: Size, base: string, colours: string[], count = 6): string {
  const defs = colours
    .map((c, i) =>
      radial(`b${i}`, [
        [0, c],
        [1, c, 0],
      ]),
    )
    .join('');
  const shapes = Array.from({ length: count }, (_, i) => {
    const r = between(random, 0.35, 0.7) * Math.max(s.width, s.height);
    return `<circle cx="${between(random, 0, s.width)}" cy="${between(random, 0, s.height)}" r="${r}" fill="url(#b${i % colours.length})"/>`;
  }).join('');
  return `<defs>${defs}</defs>${rect(base)}${shapes}`;
}

/** Out-of-focus lights: discs of light, brighter in the middle, some overlapping. */
function bokeh(random: Random, s: Size, background: Stop[], colours: string[], count: number, sizes: [number, number]): string {
  const unit = Math.min(s.width, s.height);
  const defs =
    linear('bg', background, 90) +
    colours
      .map((c, i) =>
        radial(`l${i}`, [
          [0, c, 0.9],
          [0.7, c, 0.55],
          [0.93, c, 0.7],
          [1, c, 0],
        ]),
      )
      .join('');
  const lights = Array.from({ length: count }, (_, i) => {
    const r = between(random, sizes[0], sizes[1]) * unit;
    return `<circle cx="${between(random, -0.05, 1.05) * s.width}" cy="${between(random, -0.05, 1.05) * s.height}" r="${r}" fill="url(#l${i % colours.length})" opacity="${between(random, 0.25, 0.85).toFixed(2)}"/>`;
  }).join('');
  return `<defs>${defs}</defs>${rect('url(#bg)')}${lights}`;
}

/** A wave path across the width at height y. */
function wave(random: Random, s: Size, y: number, amplitude: number, closeDown = true): string {
  const steps = 6;
  const points = Array.from({ length: steps + 1 }, (_, i) => [(s.width * i) / steps, y + between(random, -amplitude, amplitude)] as const);
  let d = `M0 ${points[0]![1]}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const mid = (x0 + x1) / 2;
    d += ` C${mid} ${y0} ${mid} ${y1} ${x1} ${y1}`;
  }
  return closeDown ? `${d} L${s.width} ${s.height} L0 ${s.height} Z` : d;
}

/** Fibres on paper: short, faint, slightly curved strokes. */
function fibres(random: Random, s: Size, colour: string, count: number): string {
  return Array.from({ length: count }, () => {
    const x = random() * s.width;
    const y = random() * s.height;
    const length = between(random, 20, 90);
    const angle = random() * Math.PI * 2;
    const [x2, y2] = [x + Math.cos(angle) * length, y + Math.sin(angle) * length];
    return `<path d="M${x.toFixed(1)} ${y.toFixed(1)} Q${(x + x2) / 2 + between(random, -10, 10)} ${(y + y2) / 2 + between(random, -10, 10)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${colour}" stroke-width="${between(random, 0.8, 2).toFixed(2)}" fill="none" opacity="${between(random, 0.08, 0.3).toFixed(2)}"/>`;
  }).join('');
}

/** Threads of a weave: lines across and down, each a little lighter or darker. */
function weave(random: Random, s: Size, light: string, dark: string, pitch: number, diagonal = false): string {
  const lines: string[] = [];
  const span = s.width + s.height;
  for (let p = 0; p < span; p += pitch) {
    const colour = random() < 0.5 ? light : dark;
    const opacity = between(random, 0.12, 0.4).toFixed(2);
    if (diagonal) lines.push(`<line x1="${p}" y1="0" x2="${p - s.height}" y2="${s.height}" stroke="${colour}" stroke-width="${pitch * 0.55}" opacity="${opacity}"/>`);
    else {
      if (p < s.height) lines.push(`<rect x="0" y="${p}" width="${s.width}" height="${pitch * 0.5}" fill="${colour}" opacity="${opacity}"/>`);
      if (p < s.width)
        lines.push(`<rect x="${p}" y="0" width="${pitch * 0.5}" height="${s.height}" fill="${random() < 0.5 ? light : dark}" opacity="${between(random, 0.1, 0.3).toFixed(2)}"/>`);
    }
  }
  return lines.join('');
}

const svg = (s: Size, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s.width} ${s.height}" width="${s.width}" height="${s.height}">${body}</svg>`;

/** Every recipe by slug (library.ts names the same slugs). */
export function recipeFor(slug: string): Recipe {
  const random = seededRandom(slug);
  const make = RECIPES[slug];
  if (!make) throw new Error(`No recipe for ${slug}`);
  return make(random);
}

const RECIPES: Record<string, (random: Random) => Recipe> = {
  // Skies and sunsets
  'sunset-glow': () => ({
    soft: 4,
    svg: (s) =>
      svg(
        s,
        `<defs>${linear('sky', [
          [0, '#2b1a4a'],
          [0.45, '#a3416b'],
          [0.72, '#f0824f'],
          [1, '#fcd08a'],
        ])}${radial(
          'sun',
          [
            [0, '#fff6d8'],
            [0.25, '#ffe2a0', 0.9],
            [1, '#ffb070', 0],
          ],
          0.5,
          0.78,
          0.35,
        )}${linear('sea', [
          [0, '#5a2f4f'],
          [1, '#1d1530'],
        ])}</defs>${rect('url(#sky)')}${rect('url(#sun)')}<circle cx="${s.width / 2}" cy="${s.height * 0.76}" r="${s.height * 0.09}" fill="#fff1c9"/><rect y="${s.height * 0.8}" width="${s.width}" height="${s.height * 0.2}" fill="url(#sea)"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${s.width / 2 - (s.width * 0.2 * (14 - i)) / 14}" y="${s.height * (0.81 + i * 0.013)}" width="${(s.width * 0.4 * (14 - i)) / 14}" height="${s.height * 0.004}" fill="#ffd9a0" opacity="${(0.5 - i * 0.03).toFixed(2)}"/>`).join('')}`,
      ),
  }),
  'dawn-pastel': (random) => ({
    soft: 4,
    blur: 3,
    svg: (s) =>
      svg(
        s,
        `<defs>${linear('sky', [
          [0, '#8fa6d8'],
          [0.5, '#e7b7d0'],
          [1, '#fde3d0'],
        ])}</defs>${rect('url(#sky)')}${Array.from({ length: 9 }, () => `<ellipse cx="${random() * s.width}" cy="${between(random, 0.2, 0.85) * s.height}" rx="${between(random, 0.25, 0.6) * s.width}" ry="${between(random, 0.008, 0.02) * s.height}" fill="#fff4f0" opacity="${between(random, 0.35, 0.7).toFixed(2)}"/>`).join('')}`,
      ),
  }),
  'starry-night': (random) => ({
    soft: 1,
    svg: (s) =>
      svg(
        s,
        `<defs>${linear('sky', [
          [0, '#050816'],
          [0.6, '#14224a'],
          [1, '#2c3e74'],
        ])}${radial(
          'glow',
          [
            [0, '#8fb3ff', 0.35],
            [1, '#8fb3ff', 0],
          ],
          0.7,
          0.3,
          0.5,
        )}</defs>${rect('url(#sky)')}${rect('url(#glow)')}${Array.from({ length: 700 }, () => `<circle cx="${(random() * s.width).toFixed(1)}" cy="${(random() * s.height * 0.8).toFixed(1)}" r="${(random() ** 4 * 3.2 + 0.6).toFixed(2)}" fill="#fff" opacity="${between(random, 0.35, 1).toFixed(2)}"/>`).join('')}<path d="${wave(random, s, s.height * 0.8, s.height * 0.05)}" fill="#0b1024"/><path d="${wave(random, s, s.height * 0.88, s.height * 0.03)}" fill="#04060f"/>`,
      ),
  }),
  'blue-sky-clouds': (random) => ({
    soft: 4,
    blur: 6,
    svg: (s) =>
      svg(
        s,
        `<defs>${linear('sky', [
          [0, '#2f7fd8'],
          [1, '#a9d6f5'],
        ])}</defs>${rect('url(#sky)')}${Array.from({ length: 7 }, () => {
          const [cx, cy] = [random() * s.width, between(random, 0.3, 0.9) * s.height];
          return Array.from(
            { length: 7 },
            () =>
              `<circle cx="${cx + between(random, -0.12, 0.12) * s.width}" cy="${cy + between(random, -0.03, 0.03) * s.height}" r="${between(random, 0.04, 0.09) * s.width}" fill="#ffffff" opacity="0.85"/>`,
          ).join('');
        }).join('')}`,
      ),
  }),
  'mountain-twilight': (random) => ({
    soft: 2,
    svg: (s) => {
      const layers = ['#5b4a8a', '#483b74', '#362c5c', '#251e43', '#15112a'];
      return svg(
        s,
        `<defs>${linear('sky', [
          [0, '#1f2a5a'],
          [0.5, '#7d5ea8'],
          [1, '#f2a6a0'],
        ])}</defs>${rect('url(#sky)')}<circle cx="${s.width * 0.7}" cy="${s.height * 0.3}" r="${s.width * 0.05}" fill="#fdf1dc" opacity="0.9"/>${layers.map((c, i) => `<path d="${wave(random, s, s.height * (0.5 + i * 0.1), s.height * 0.06)}" fill="${c}"/>`).join('')}`,
      );
    },
  }),
  'golden-sea': (random) => ({
    soft: 2,
    svg: (s) =>
      svg(
        s,
        `<defs>${linear('sky', [
          [0, '#f6c46a'],
          [0.55, '#f8e2a8'],
          [0.56, '#c98b3c'],
          [1, '#5b3a1c'],
        ])}${radial(
          'sun',
          [
            [0, '#fffbe8'],
            [0.3, '#ffe9a8', 0.8],
            [1, '#ffd070', 0],
          ],
          0.5,
          0.5,
          0.4,
        )}</defs>${rect('url(#sky)')}${rect('url(#sun)')}${Array.from({ length: 160 }, () => {
          const y = between(random, 0.57, 1) * s.height;
          const spread = ((y - s.height * 0.55) / (s.height * 0.45)) * s.width * 0.5;
          return `<rect x="${s.width / 2 + between(random, -1, 1) * spread}" y="${y}" width="${between(random, 20, 90) * (y / s.height)}" height="${between(random, 2, 5)}" fill="#fff3c4" opacity="${between(random, 0.2, 0.7).toFixed(2)}"/>`;
        }).join('')}`,
      ),
  }),

  // Soft gradients
  'gradient-peach': (random) => ({ soft: 8, blur: 10, grain: 0.05, svg: (s) => svg(s, blobs(random, s, '#ffb199', ['#ff8a80', '#ffd3a5', '#fd6585', '#ffe9d6'])) }),
  'gradient-mint': (random) => ({ soft: 8, blur: 10, grain: 0.05, svg: (s) => svg(s, blobs(random, s, '#a8edea', ['#5ee7c4', '#d4fc79', '#96e6f7', '#ffffff'])) }),
  'gradient-lavender': (random) => ({ soft: 8, blur: 10, grain: 0.05, svg: (s) => svg(s, blobs(random, s, '#c3b1e1', ['#a18cd1', '#fbc2eb', '#a6c1ee', '#e0d7f5'])) }),
  'gradient-ocean': (random) => ({ soft: 8, blur: 10, grain: 0.05, svg: (s) => svg(s, blobs(random, s, '#0b2a5b', ['#1e6fa8', '#2ec4c4', '#0f1c3f', '#49a6e9'])) }),
  'gradient-citrus': (random) => ({ soft: 8, blur: 10, grain: 0.05, svg: (s) => svg(s, blobs(random, s, '#ffd36e', ['#ff9a3c', '#fff27a', '#ff6f3c', '#ffe7a0'])) }),
  'gradient-rose-gold': (random) => ({ soft: 8, blur: 10, grain: 0.05, svg: (s) => svg(s, blobs(random, s, '#e8b4a6', ['#f7d7c4', '#c98b7a', '#fbe7dc', '#b76e79'])) }),

  // Paper and fabric
  'paper-cream': (random) => ({ soft: 1, grain: 0.35, svg: (s) => svg(s, `${rect('#f4ecdb')}${fibres(random, s, '#a89a7c', 900)}`) }),
  'paper-kraft': (random) => ({
    soft: 1,
    grain: 0.45,
    svg: (s) =>
      svg(
        s,
        `<defs>${radial(
          'v',
          [
            [0, '#c49a68'],
            [1, '#a57a4c'],
          ],
          0.5,
          0.5,
          0.8,
        )}</defs>${rect('url(#v)')}${fibres(random, s, '#5d3f1e', 1600)}${fibres(random, s, '#e6c79a', 700)}`,
      ),
  }),
  'fabric-linen': (random) => ({ soft: 1, grain: 0.3, svg: (s) => svg(s, `${rect('#dccfb8')}${weave(random, s, '#f3eadb', '#9c8b6e', 6)}`) }),
  'fabric-denim': (random) => ({ soft: 1, grain: 0.35, svg: (s) => svg(s, `${rect('#2d4a7a')}${weave(random, s, '#8fa7cf', '#142a4f', 7, true)}`) }),
  'watercolour-wash': (random) => ({
    soft: 4,
    blur: 8,
    grain: 0.25,
    svg: (s) =>
      svg(
        s,
        `${rect('#f7f2e8')}${Array.from({ length: 14 }, () => `<ellipse cx="${random() * s.width}" cy="${random() * s.height}" rx="${between(random, 0.1, 0.3) * s.width}" ry="${between(random, 0.06, 0.18) * s.height}" fill="${pick(random, ['#4fb3b0', '#e58fa1', '#7fc8c0', '#f2b8c0', '#3d8f9f'])}" opacity="${between(random, 0.15, 0.4).toFixed(2)}" transform="rotate(${between(random, -30, 30).toFixed(1)} ${s.width / 2} ${s.height / 2})"/>`).join('')}`,
      ),
  }),
  'canvas-grey': (random) => ({ soft: 1, grain: 0.3, svg: (s) => svg(s, `${rect('#9a9c9e')}${weave(random, s, '#c9cbcd', '#6c6e70', 9)}`) }),

  // Bokeh
  'bokeh-gold': (random) => ({
    soft: 4,
    blur: 2,
    grain: 0.04,
    svg: (s) =>
      svg(
        s,
        bokeh(
          random,
          s,
          [
            [0, '#1c1208'],
            [1, '#3a250d'],
          ],
          ['#ffd37a', '#ffb347', '#fff0c0'],
          90,
          [0.03, 0.09],
        ),
      ),
  }),
  'bokeh-city-blue': (random) => ({
    soft: 4,
    blur: 2,
    grain: 0.04,
    svg: (s) =>
      svg(
        s,
        bokeh(
          random,
          s,
          [
            [0, '#050b1e'],
            [1, '#0d1f45'],
          ],
          ['#5fa8ff', '#c8e1ff', '#ffd9a0'],
          110,
          [0.025, 0.08],
        ),
      ),
  }),
  'bokeh-pink': (random) => ({
    soft: 4,
    blur: 2,
    grain: 0.04,
    svg: (s) =>
      svg(
        s,
        bokeh(
          random,
          s,
          [
            [0, '#25061f'],
            [1, '#4a0f3d'],
          ],
          ['#ff7ac6', '#c58bff', '#ffd1ec'],
          90,
          [0.03, 0.09],
        ),
      ),
  }),
  'bokeh-festive': (random) => ({
    soft: 4,
    blur: 2,
    grain: 0.04,
    svg: (s) =>
      svg(
        s,
        bokeh(
          random,
          s,
          [
            [0, '#07140b'],
            [1, '#1a0b0b'],
          ],
          ['#ff4d4d', '#4ddb7a', '#ffd27a'],
          100,
          [0.03, 0.08],
        ),
      ),
  }),
  'bokeh-snow': (random) => ({
    soft: 4,
    blur: 2,
    grain: 0.04,
    svg: (s) =>
      svg(
        s,
        bokeh(
          random,
          s,
          [
            [0, '#2b4f86'],
            [1, '#8fb5e0'],
          ],
          ['#ffffff', '#e6f2ff'],
          140,
          [0.01, 0.05],
        ),
      ),
  }),
  'bokeh-sunset': (random) => ({
    soft: 4,
    blur: 2,
    grain: 0.04,
    svg: (s) =>
      svg(
        s,
        bokeh(
          random,
          s,
          [
            [0, '#3a1226'],
            [1, '#a34a2a'],
          ],
          ['#ffb36b', '#ff7a8a', '#ffe0a8'],
          90,
          [0.03, 0.09],
        ),
      ),
  }),

  // Geometric
  'geo-triangles': (random) => ({
    svg: (s) => {
      const step = s.width / 12;
      const colours = ['#0f3057', '#00587a', '#008891', '#1f9ea8', '#4fc1c5', '#e7f6f7'];
      const tiles: string[] = [];
      for (let y = 0; y < s.height + step; y += step)
        for (let x = 0; x < s.width + step; x += step) {
          tiles.push(`<path d="M${x} ${y} L${x + step} ${y} L${x} ${y + step} Z" fill="${pick(random, colours)}"/>`);
          tiles.push(`<path d="M${x + step} ${y} L${x + step} ${y + step} L${x} ${y + step} Z" fill="${pick(random, colours)}"/>`);
        }
      return svg(s, tiles.join(''));
    },
  }),
  'geo-stripes': () => ({
    svg: (s) => {
      const colours = ['#1d2d50', '#f6e7cb', '#e8735a', '#f6e7cb'];
      const pitch = s.width / 10;
      const stripes = Array.from(
        { length: 40 },
        (_, i) => `<rect x="${i * pitch - s.height}" y="-10" width="${pitch}" height="${s.height * 2}" fill="${colours[i % colours.length]}" transform="skewX(-35)"/>`,
      );
      return svg(s, `${rect('#f6e7cb')}${stripes.join('')}`);
    },
  }),
  'geo-terrazzo': (random) => ({
    grain: 0.1,
    svg: (s) => {
      const chips = Array.from({ length: 420 }, () => {
        const [cx, cy, r] = [random() * s.width, random() * s.height, between(random, 6, 34)];
        const points = Array.from({ length: 5 }, (_, i) => {
          const a = (i / 5) * Math.PI * 2 + between(random, -0.4, 0.4);
          const d = r * between(random, 0.6, 1.2);
          return `${(cx + Math.cos(a) * d).toFixed(1)},${(cy + Math.sin(a) * d).toFixed(1)}`;
        });
        return `<polygon points="${points.join(' ')}" fill="${pick(random, ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#c9ada7', '#264653'])}"/>`;
      });
      return svg(s, `${rect('#f4efe6')}${chips.join('')}`);
    },
  }),
  'geo-hexagons': (random) => ({
    svg: (s) => {
      const r = s.width / 16;
      const h = Math.sqrt(3) * r;
      const cells: string[] = [];
      for (let row = -1; row * h * 0.5 < s.height + h; row++)
        for (let col = -1; col * r * 3 < s.width + r * 3; col++) {
          const cx = col * r * 3 + (row % 2 ? r * 1.5 : 0);
          const cy = (row * h) / 2;
          const points = Array.from(
            { length: 6 },
            (_, i) => `${(cx + Math.cos((i * Math.PI) / 3) * r * 0.94).toFixed(1)},${(cy + Math.sin((i * Math.PI) / 3) * r * 0.94).toFixed(1)}`,
          );
          cells.push(
            `<polygon points="${points.join(' ')}" fill="${random() < 0.22 ? pick(random, ['#d4a537', '#e8c15a', '#b8862b']) : pick(random, ['#2b2b2e', '#323236', '#26262a'])}"/>`,
          );
        }
      return svg(s, `${rect('#1a1a1c')}${cells.join('')}`);
    },
  }),
  'geo-art-deco': () => ({
    svg: (s) => {
      const r = s.width / 8;
      const fans: string[] = [];
      for (let row = 0; row * r * 0.5 < s.height + r; row++)
        for (let col = -1; col * r * 2 < s.width + r * 2; col++) {
          const cx = col * r * 2 + (row % 2 ? r : 0);
          const cy = row * r * 0.5 + r;
          for (let k = 5; k >= 1; k--)
            fans.push(
              `<path d="M${cx - (r * k) / 5} ${cy} A${(r * k) / 5} ${(r * k) / 5} 0 0 1 ${cx + (r * k) / 5} ${cy} Z" fill="${k % 2 ? '#111' : '#c9a24b'}" stroke="#c9a24b" stroke-width="3"/>`,
            );
        }
      return svg(s, `${rect('#111')}${fans.join('')}`);
    },
  }),
  'geo-memphis': (random) => ({
    svg: (s) => {
      const colours = ['#ff6b6b', '#feca57', '#48dbfb', '#1dd1a1', '#5f27cd', '#222f3e'];
      const items = Array.from({ length: 46 }, () => {
        const [x, y, size, c] = [random() * s.width, random() * s.height, between(random, 90, 220), pick(random, colours)];
        const rotate = `transform="rotate(${(random() * 360).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"`;
        switch (Math.floor(random() * 4)) {
          case 0:
            return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${c}"/>`;
          case 1:
            return `<path d="M${x - size} ${y} q${size / 4} ${-size / 2} ${size / 2} 0 t${size / 2} 0 t${size / 2} 0 t${size / 2} 0" stroke="${c}" stroke-width="22" fill="none" stroke-linecap="round" ${rotate}/>`;
          case 2:
            return `<path d="M${x} ${y - size / 2} L${x + size / 2} ${y + size / 2} L${x - size / 2} ${y + size / 2} Z" fill="none" stroke="${c}" stroke-width="20" ${rotate}/>`;
          default:
            return `<rect x="${x}" y="${y}" width="${size}" height="${size / 3}" fill="${c}" ${rotate}/>`;
        }
      });
      const dots = Array.from({ length: 260 }, () => `<circle cx="${random() * s.width}" cy="${random() * s.height}" r="11" fill="#222f3e" opacity="0.5"/>`);
      return svg(s, `${rect('#fdf6ec')}${dots.join('')}${items.join('')}`);
    },
  }),

  // Abstract
  'waves-layers': (random) => ({
    soft: 2,
    svg: (s) => {
      const colours = ['#caf0f8', '#90e0ef', '#48cae4', '#00b4d8', '#0096c7', '#0077b6', '#023e8a'];
      return svg(s, `${rect('#e8f8fc')}${colours.map((c, i) => `<path d="${wave(random, s, s.height * (0.2 + i * 0.11), s.height * 0.07)}" fill="${c}"/>`).join('')}`);
    },
  }),
  'waves-topographic': (random) => ({
    svg: (s) => {
      const centres = Array.from({ length: 4 }, () => [random() * s.width, random() * s.height] as const);
      const rings = centres.flatMap(([cx, cy]) =>
        Array.from({ length: 22 }, (_, k) => {
          const r = (k + 1) * s.width * 0.035;
          const points = Array.from({ length: 24 }, (_, i) => {
            const a = (i / 24) * Math.PI * 2;
            const d = r * (1 + 0.12 * Math.sin(a * 3 + k * 0.3) + 0.06 * Math.cos(a * 5));
            return `${(cx + Math.cos(a) * d).toFixed(1)},${(cy + Math.sin(a) * d * 1.2).toFixed(1)}`;
          });
          return `<polygon points="${points.join(' ')}" fill="none" stroke="#8a6f4d" stroke-width="3" opacity="0.55" stroke-linejoin="round"/>`;
        }),
      );
      return svg(s, `${rect('#efe3cc')}${rings.join('')}`);
    },
  }),
  'waves-ribbons': (random) => ({
    soft: 4,
    blur: 1,
    svg: (s) => {
      const defs = ['#ff006e', '#fb5607', '#ffbe0b', '#8338ec']
        .map((c, i) =>
          linear(
            `r${i}`,
            [
              [0, c],
              [1, '#ffffff', 0.2],
            ],
            30 + i * 20,
          ),
        )
        .join('');
      const ribbons = Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="${wave(random, s, s.height * (0.1 + i * 0.1), s.height * 0.18, false)}" stroke="url(#r${i % 4})" stroke-width="${s.height * between(random, 0.05, 0.12)}" fill="none" opacity="0.85" stroke-linecap="round"/>`,
      ).join('');
      return svg(
        s,
        `<defs>${defs}${linear('bg', [
          [0, '#240046'],
          [1, '#3c096c'],
        ])}</defs>${rect('url(#bg)')}${ribbons}`,
      );
    },
  }),
  'waves-halftone': () => ({
    svg: (s) => {
      const step = s.width / 60;
      const dots: string[] = [];
      for (let y = step / 2; y < s.height; y += step)
        for (let x = step / 2; x < s.width; x += step) {
          const t = x / s.width;
          const r = (step / 2) * 0.95 * Math.max(0.05, 1 - t) * (0.75 + 0.25 * Math.sin(y / (step * 4)));
          dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}"/>`);
        }
      return svg(s, `${rect('#ffe45e')}<g fill="#e63946">${dots.join('')}</g>`);
    },
  }),
  'waves-ripples': (random) => ({
    soft: 2,
    svg: (s) => {
      const [cx, cy] = [s.width * between(random, 0.35, 0.65), s.height * between(random, 0.35, 0.65)];
      const rings = Array.from(
        { length: 40 },
        (_, k) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${(k + 1) * s.width * 0.03}" ry="${(k + 1) * s.width * 0.022}" fill="none" stroke="${k % 2 ? '#e0fbfc' : '#3d9ca8'}" stroke-width="${Math.max(2, 12 - k * 0.25)}" opacity="${(0.55 - k * 0.012).toFixed(2)}"/>`,
      ).join('');
      return svg(
        s,
        `<defs>${radial(
          'w',
          [
            [0, '#5fc3c7'],
            [1, '#12606b'],
          ],
          0.5,
          0.5,
          0.75,
        )}</defs>${rect('url(#w)')}${rings}`,
      );
    },
  }),
  'waves-marble': (random) => ({
    soft: 2,
    blur: 1.5,
    grain: 0.08,
    svg: (s) => {
      // Near-parallel veins across the stone: a few broad soft clouds, many fine grey lines, a little gold.
      const vein = (width: number, colour: string, opacity: number) =>
        `<path d="${wave(random, { width: s.width * 2, height: s.height }, between(random, -0.3, 1.3) * s.height, s.height * 0.07, false)}" stroke="${colour}" stroke-width="${width.toFixed(1)}" fill="none" opacity="${opacity.toFixed(2)}"/>`;
      const clouds = Array.from({ length: 6 }, () => vein(between(random, 80, 200), '#c8ccd0', between(random, 0.12, 0.25))).join('');
      const fine = Array.from({ length: 22 }, () => vein(between(random, 1.5, 6), '#8d939a', between(random, 0.3, 0.7))).join('');
      const gold = Array.from({ length: 3 }, () => vein(between(random, 2, 5), '#c9a24b', 0.75)).join('');
      return svg(
        s,
        `<defs>${radial(
          'm',
          [
            [0, '#ffffff'],
            [1, '#ebe9e5'],
          ],
          0.4,
          0.4,
          0.9,
        )}</defs>${rect('url(#m)')}<g transform="rotate(-28 ${s.width / 2} ${s.height / 2}) translate(${-s.width / 2} 0)">${clouds}${fine}${gold}</g>`,
      );
    },
  }),
};
