import {
  type Asset,
  DEFAULT_FONT_FAMILY,
  DEFAULT_LINE_HEIGHT,
  LINE_CONFIG_DEFAULTS,
  type LayoutDimensions,
  type TemplateContentInput,
  defaultTextConfig,
  mmToPx,
  ptToPx,
} from '@layout/model';

/**
 * A small drawing vocabulary for the templates Layout ships: positions and sizes in millimetres
 * on the finished page (0, 0 is the trim's top-left corner; negative or past the edge reaches
 * into the bleed), type sizes in points. It produces the same assets the editor makes, with two
 * things left for installing (resolve.ts), because they are known only then:
 * - a text names its font by the seeded face name ('Montserrat Bold') in `fontFamily`, with
 *   fontId 0; installing gives it that font's id, or the default font in the text's `bold` /
 *   `italic` style where the font library is not installed; its height is measured then too;
 * - a shapes-library item names its shape in `link` as `seed-shape:<name>`; installing points it
 *   at the stored file, or leaves it out where the shape library is not installed.
 */
export interface PageSpec {
  width: number;
  height: number;
  background: string;
  margin?: number;
  columns?: { number: number; gutter: number };
}

export interface TextSpec {
  x: number;
  y: number;
  width: number;
  text: string;
  size: number;
  /** A seeded face ('Playfair Display Bold'); the default font when left out. */
  font?: string;
  color?: string;
  /** The default font's bold: for a text without `font`, or where its font is not installed. */
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center' | 'right' | 'justify';
  upper?: boolean;
  spacing?: number;
  lineHeight?: number;
  /** Boxed text: a filled box around the text. */
  box?: { color: string; padding?: number; radius?: number };
  opacity?: number;
  rotation?: number;
  /** The text wraps within its width (a paragraph); others must fit their width line by line. */
  wrap?: boolean;
}

export interface ShapeSpec {
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: string;
  /** A border, `width` in points. */
  stroke?: { color: string; width: number };
  /** Corner radius in mm. */
  radius?: number;
  opacity?: number;
  rotation?: number;
}

/** How a seeded shape is named in a built template until it is installed. */
export const SEED_SHAPE_LINK = 'seed-shape:';

/** What the built template says about its texts beyond the assets: which ones may wrap. */
export interface BuiltTemplate {
  content: TemplateContentInput;
  /** Ids of the texts that wrap within their width (paragraphs). */
  wrapping: ReadonlySet<string>;
}

export class TemplatePage {
  private readonly assets: Asset[] = [];
  private readonly wrapping = new Set<string>();
  private z = 0;
  private readonly pageId = 'template-page';

  constructor(private readonly spec: PageSpec) {}

  private base(id: string, box: { x: number; y: number; width: number; height: number }, opacity = 1, rotation = 0) {
    return {
      id,
      pageId: this.pageId,
      zIndex: ++this.z,
      x: mmToPx(box.x),
      y: mmToPx(box.y),
      width: mmToPx(box.width),
      height: mmToPx(box.height),
      scaleX: 1,
      scaleY: 1,
      rotation,
      opacity,
    };
  }

  private nextId(kind: string): string {
    return `${kind}-${this.assets.length + 1}`;
  }

  text(spec: TextSpec): this {
    const lineHeight = spec.lineHeight ?? DEFAULT_LINE_HEIGHT;
    const lines = spec.text.split('\n').length;
    const padding = spec.box ? (spec.box.padding ?? 2) : 0;
    // A first estimate: each line is the size times the line height. Installing measures it.
    const heightPx = ptToPx(spec.size) * lineHeight * lines + 2 * padding;
    const fontStyle = [...(spec.bold ? (['bold'] as const) : []), ...(spec.italic ? (['italic'] as const) : [])];
    const id = this.nextId('text');
    if (spec.wrap) this.wrapping.add(id);
    this.assets.push({
      ...this.base(id, { x: spec.x, y: spec.y, width: spec.width, height: 0 }, spec.opacity, spec.rotation),
      height: heightPx,
      type: 'text',
      textConfig: defaultTextConfig({
        text: spec.text,
        fontFamily: spec.font ?? DEFAULT_FONT_FAMILY,
        fontSize: spec.size,
        fontStyle,
        fill: spec.color ?? '#263147',
        align: spec.align ?? 'left',
        isUpperCase: spec.upper ?? false,
        letterSpacing: spec.spacing ?? 0,
        lineHeight,
        isBoxed: spec.box !== undefined,
        padding,
        cornerRadius: spec.box?.radius ?? 0,
        backgroundColor: spec.box?.color ?? '',
      }),
    });
    return this;
  }

  private shape(type: 'rect' | 'circle' | 'ellipse' | 'star' | 'polygon', spec: ShapeSpec, extra: Record<string, number> = {}): this {
    this.assets.push({
      ...this.base(this.nextId(type), spec, spec.opacity, spec.rotation),
      type: 'shape',
      shapeProps: {
        type,
        fill: spec.fill ?? '#000000',
        fillEnabled: spec.fill !== undefined,
        stroke: spec.stroke?.color ?? '#000000',
        strokeWidth: spec.stroke ? ptToPx(spec.stroke.width) : 0,
        strokeEnabled: spec.stroke !== undefined,
        ...(spec.radius !== undefined ? { cornerRadius: mmToPx(spec.radius) } : {}),
        ...extra,
      },
    });
    return this;
  }

  rect(spec: ShapeSpec): this {
    return this.shape('rect', spec);
  }

  /** A circle of diameter `size` whose top-left corner is (x, y). */
  circle(spec: Omit<ShapeSpec, 'width' | 'height'> & { size: number }): this {
    return this.shape('circle', { ...spec, width: spec.size, height: spec.size });
  }

  ellipse(spec: ShapeSpec): this {
    return this.shape('ellipse', spec);
  }

  star(spec: Omit<ShapeSpec, 'width' | 'height'> & { size: number; points?: number; inner?: number }): this {
    return this.shape('star', { ...spec, width: spec.size, height: spec.size }, { numPoints: spec.points ?? 5, innerRadiusRatio: spec.inner ?? 0.45 });
  }

  polygon(spec: ShapeSpec & { sides: number }): this {
    return this.shape('polygon', spec, { sides: spec.sides });
  }

  /**
   * A shape of the seeded shapes library (an svg_image, as the Shapes panel adds it), filled in
   * one colour. `height` follows the shape's own proportions when installed, from the top.
   */
  libraryShape(spec: { name: string; x: number; y: number; width: number; height?: number; fill: string; opacity?: number; rotation?: number }): this {
    this.assets.push({
      ...this.base(this.nextId('svg'), { x: spec.x, y: spec.y, width: spec.width, height: spec.height ?? spec.width }, spec.opacity, spec.rotation),
      type: 'svg_image',
      link: `${SEED_SHAPE_LINK}${spec.name}`,
      shapeProps: { fill: spec.fill, fillEnabled: true },
    });
    return this;
  }

  /** A horizontal line from (x, y) `length` long; `width` in points. */
  line(spec: { x: number; y: number; length: number; color: string; width?: number; dash?: 'dashed' | 'dotted'; opacity?: number }): this {
    const box = { x: spec.x, y: spec.y - 2.5, width: spec.length, height: 5 };
    const mid = mmToPx(2.5);
    const dash = spec.dash === 'dashed' ? [16, 16] : spec.dash === 'dotted' ? [3, 3] : [];
    this.assets.push({
      ...this.base(this.nextId('line'), box, spec.opacity),
      type: 'line',
      lineConfig: {
        ...LINE_CONFIG_DEFAULTS,
        points: [0, mid, mmToPx(spec.length), mid],
        stroke: spec.color,
        strokeWidth: ptToPx(spec.width ?? 1),
        dash,
        dashEnabled: dash.length > 0,
      },
    });
    return this;
  }

  build(): BuiltTemplate {
    const margin = this.spec.margin ?? 5;
    const layoutDimensions: LayoutDimensions = {
      flatWidth: this.spec.width,
      flatHeight: this.spec.height,
      marginTop: margin,
      marginBottom: margin,
      marginLeft: margin,
      marginRight: margin,
      columnNumber: this.spec.columns?.number ?? 1,
      columnGutter: this.spec.columns?.gutter ?? 0,
      zoomRatio: 1,
      units: 'mm',
      guideLines: false,
    };
    return { content: { layoutDimensions, backgroundColor: this.spec.background, assets: this.assets }, wrapping: this.wrapping };
  }
}

export const templatePage = (spec: PageSpec) => new TemplatePage(spec);
