import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { KEYWORDS_MAX_LENGTH } from '@layout/model';

/**
 * The icon library's selection from Tabler Icons (@tabler/icons, MIT; docs/credits.md): the
 * outline icons of the categories a print design has use for, the most general first (fewest
 * words in the name), at most ICONS_PER_CATEGORY each, plus a set of solid (filled) icons. Brand
 * logos are left out (trademarks), and so are the "-off" variants (struck-through copies).
 */

const require = createRequire(import.meta.url);

/** Tabler's category -> the Icons panel's category, in the panel's order. */
export const ICON_CATEGORIES: readonly { name: string; tabler: string | null }[] = [
  { name: 'Contact', tabler: 'Communication' },
  { name: 'Maps and places', tabler: 'Map' },
  { name: 'Solid icons', tabler: null },
  { name: 'Arrows', tabler: 'Arrows' },
  { name: 'Shapes', tabler: 'Shapes' },
  { name: 'Badges', tabler: 'Badges' },
  { name: 'Symbols', tabler: 'Symbols' },
  { name: 'Shopping', tabler: 'E-commerce' },
  { name: 'Currencies', tabler: 'Currencies' },
  { name: 'Buildings', tabler: 'Buildings' },
  { name: 'Food', tabler: 'Food' },
  { name: 'Nature', tabler: 'Nature' },
  { name: 'Animals', tabler: 'Animals' },
  { name: 'Weather', tabler: 'Weather' },
  { name: 'Health', tabler: 'Health' },
  { name: 'Sport', tabler: 'Sport' },
  { name: 'Vehicles', tabler: 'Vehicles' },
  { name: 'Media', tabler: 'Media' },
  { name: 'Photography', tabler: 'Photography' },
  { name: 'Design', tabler: 'Design' },
  { name: 'Document', tabler: 'Document' },
  { name: 'Text', tabler: 'Text' },
  { name: 'Charts', tabler: 'Charts' },
  { name: 'Math', tabler: 'Math' },
  { name: 'Devices', tabler: 'Devices' },
  { name: 'Interface', tabler: 'System' },
  { name: 'Faces and moods', tabler: 'Mood' },
  { name: 'Gestures', tabler: 'Gestures' },
  { name: 'Games', tabler: 'Games' },
  { name: 'Zodiac', tabler: 'Zodiac' },
];

/** Outline icons taken per category. */
export const ICONS_PER_CATEGORY = 40;

/** Solid icons most used on cards, flyers and stickers (each also exists in outline). */
const SOLID = [
  'heart',
  'star',
  'phone',
  'mail',
  'map-pin',
  'home',
  'user',
  'camera',
  'calendar',
  'clock',
  'circle-check',
  'info-circle',
  'alert-triangle',
  'bell',
  'bookmark',
  'cloud',
  'sun',
  'moon',
  'flame',
  'shopping-cart',
  'gift',
  'award',
  'crown',
  'diamond',
  'thumb-up',
  'message',
  'message-circle',
  'location',
  'device-mobile',
  'world',
  'building-store',
  'briefcase',
  'bulb',
  'leaf',
  'music',
  'paw',
  'rosette',
  'shield',
  'flag',
  'tag',
  'ticket',
  'coffee',
  'car',
  'plane',
  'truck',
  'key',
  'lock',
  'cake',
  'mood-smile',
  'circle',
  'square',
  'triangle',
  'hexagon',
  'pentagon',
  'octagon',
  'droplet',
  'bolt',
  'sparkles',
  'pin',
  'rocket',
];

interface TablerIcon {
  name: string;
  category?: string;
  tags?: (string | number)[];
  styles: { outline?: unknown; filled?: unknown };
}

/** One icon to install: its name, category, search words and the file's text. */
export interface SeedIcon {
  name: string;
  category: string;
  keyWords: string[];
  svg: string;
}

const folder = () => dirname(require.resolve('@tabler/icons/package.json'));

/** 'arrow-big-right' -> 'Arrow big right'. */
const display = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

/** The name's words, the category's and the tags, lowercased, once each, within the keyword limit. */
function keyWordsOf(icon: TablerIcon, category: string): string[] {
  const words = [
    ...icon.name.split('-'),
    ...category.toLowerCase().split(/\s+/),
    ...(icon.tags ?? []).flatMap((tag) =>
      String(tag)
        .toLowerCase()
        .split(/[\s-]+/),
    ),
  ];
  const kept: string[] = [];
  let length = 0;
  for (const word of new Set(words.filter((w) => /^[a-z0-9]+$/.test(w)))) {
    if (length + word.length + 1 > KEYWORDS_MAX_LENGTH) break;
    kept.push(word);
    length += word.length + 1;
  }
  return kept;
}

/**
 * A Tabler file as stored: currentColor (which an <img> draws black anyway) becomes black, so the
 * editor's colour tools find a colour to change; Tabler's class names go.
 */
export function tablerSvg(text: string): string {
  return text.replace(/currentColor/g, '#000000').replace(/\s+class="[^"]*"/, '');
}

/** Which icons the library installs, and their files. */
export async function selectIcons(): Promise<SeedIcon[]> {
  const root = folder();
  const all = JSON.parse(await readFile(join(root, 'icons.json'), 'utf8')) as Record<string, TablerIcon>;
  const usable = Object.values(all).filter((icon) => !/(^|-)off($|-)/.test(icon.name));
  const picked: { icon: TablerIcon; category: string; style: 'outline' | 'filled' }[] = [];
  for (const { name, tabler } of ICON_CATEGORIES) {
    if (tabler === null) {
      for (const solid of SOLID) if (all[solid]?.styles.filled) picked.push({ icon: all[solid]!, category: name, style: 'filled' });
      continue;
    }
    const inCategory = usable
      .filter((icon) => icon.category === tabler && icon.styles.outline)
      .sort((a, b) => a.name.split('-').length - b.name.split('-').length || a.name.localeCompare(b.name))
      .slice(0, ICONS_PER_CATEGORY);
    for (const icon of inCategory) picked.push({ icon, category: name, style: 'outline' });
  }
  return Promise.all(
    picked.map(async ({ icon, category, style }) => ({
      name: style === 'filled' ? `${display(icon.name)} solid` : display(icon.name),
      category,
      keyWords: [...keyWordsOf(icon, category), ...(style === 'filled' ? ['solid', 'filled'] : [])],
      svg: tablerSvg(await readFile(join(root, 'icons', style, `${icon.name}.svg`), 'utf8')),
    })),
  );
}
