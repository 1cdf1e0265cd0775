import { describe, expect, it } from 'vitest';
import { normalizeSvgColor, recolorSvg, replaceSvgColors, strokeSvg, svgWidth, withIntrinsicSize } from './svgColors';
import { svgForVariant, svgVariantOf } from './svgPicture';

describe('colour spellings', () => {
  it('reads hex, short hex, rgb() and common names as one colour', () => {
    expect(normalizeSvgColor('#FFF')).toBe('#ffffff');
    expect(normalizeSvgColor('#ffffffff')).toBe('#ffffff');
    expect(normalizeSvgColor('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(normalizeSvgColor('rgba(255,0,0,0.5)')).toBe('#ff000080');
    expect(normalizeSvgColor('White')).toBe('#ffffff');
    expect(normalizeSvgColor('#12345680')).toBe('#12345680');
  });
});

describe('colour replacement in SVG artwork', () => {
  const svg =
    '<svg viewBox="0 0 10 10"><defs><linearGradient id="abc"><stop stop-color="#FF0000"/></linearGradient></defs>' +
    '<rect fill="#ff0000" stroke="red"/><circle style="fill: rgb(255, 0, 0); stroke:#00F"/><path fill="url(#abc)"/><use href="#abc"/></svg>';

  it('changes every spelling of the original colour, and nothing else', () => {
    const out = replaceSvgColors(svg, { '#f00': '#123456' });
    expect(out).not.toMatch(/#ff0000|#FF0000|"red"|rgb\(255, 0, 0\)/);
    expect(out.match(/#123456/g)).toHaveLength(4);
    expect(out).toContain('stroke:#00F');
    expect(out).toContain('url(#abc)');
    expect(out).toContain('href="#abc"');
  });

  it('leaves the SVG alone without replacements', () => {
    expect(replaceSvgColors(svg, undefined)).toBe(svg);
    expect(replaceSvgColors(svg, {})).toBe(svg);
  });

  it('applies several replacements at once without chaining them', () => {
    const out = replaceSvgColors('<svg><a fill="#000"/><b fill="#fff"/></svg>', { '#000000': '#ffffff', '#ffffff': '#000000' });
    expect(out).toBe('<svg><a fill="#ffffff"/><b fill="#000000"/></svg>');
  });

  it('paints the whole artwork in one colour, keeping none and references', () => {
    const out = recolorSvg('<svg viewBox="0 0 1 1"><a fill="#abc"/><b fill="none" stroke="blue"/><c fill="url(#g)"/></svg>', '#00ff00');
    expect(out).toBe('<svg fill="#00ff00" viewBox="0 0 1 1"><a fill="#00ff00"/><b fill="none" stroke="#00ff00"/><c fill="url(#g)"/></svg>');
  });

  it('gives an SVG without a size the size of its viewBox', () => {
    expect(withIntrinsicSize('<svg xmlns="x" viewBox="0 0 120 80.5"><g/></svg>')).toBe('<svg width="120" height="80.5" xmlns="x" viewBox="0 0 120 80.5"><g/></svg>');
    expect(withIntrinsicSize('<svg width="100%" viewBox="0,0,5,6">')).toBe('<svg width="5" height="6" viewBox="0,0,5,6">');
    const sized = '<svg width="10" height="20" viewBox="0 0 1 2">';
    expect(withIntrinsicSize(sized)).toBe(sized);
  });

  it("outlines the artwork for a border: a style rule after the root tag, in the SVG's own units", () => {
    const svg = '<svg width="50" height="40" viewBox="0 0 50 40"><path d="M0 0h50v40z" stroke="red"/></svg>';
    expect(strokeSvg(svg, '#00ff00', 2)).toBe(
      '<svg width="50" height="40" viewBox="0 0 50 40"><style>path,circle,ellipse,rect,polygon,polyline,line,text{stroke:#00ff00;stroke-width:2px}</style><path d="M0 0h50v40z" stroke="red"/></svg>',
    );
    expect(svgWidth(svg)).toBe(50);
    // Nothing but a colour gets into the style rule.
    expect(strokeSvg(svg, 'red;}</style><script>', 1)).not.toContain('<script>');
  });
});

describe('an svg_image drawn with its border', () => {
  const asset = {
    type: 'svg_image',
    link: '/heart.svg',
    width: 100,
    shapeProps: { fill: '#ff0000', fillEnabled: true, stroke: '#0000ff', strokeEnabled: true, strokeWidth: 4 },
  } as unknown as Parameters<typeof svgVariantOf>[0];

  it('has a border only when it is on and wider than 0', () => {
    expect(svgVariantOf(asset).stroke).toEqual({ color: '#0000ff', width: 4, boxWidth: 100 });
    const off = { ...asset, shapeProps: { ...(asset as { shapeProps: object }).shapeProps, strokeEnabled: false } } as typeof asset;
    expect(svgVariantOf(off).stroke).toBeUndefined();
  });

  it('draws it as wide as asked at the drawn size: 4 page px on a 100 px box of a 50-unit SVG are 2 units', () => {
    const drawn = svgForVariant('<svg viewBox="0 0 50 50"><path d="M0 0h50v50z"/></svg>', svgVariantOf(asset));
    expect(drawn).toContain('stroke:#0000ff;stroke-width:2px');
    expect(drawn).toContain('fill="#ff0000"');
  });
});
