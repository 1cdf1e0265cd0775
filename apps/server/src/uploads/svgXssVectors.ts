/**
 * Test fixtures: the SVG vectors of the OWASP XSS filter evasion cheat sheet and the usual
 * SVG-specific ones (SVG upload XSS write-ups). Every route that takes SVG uploads sends each of
 * them and checks the stored file against SVG_DANGER.
 */
export const XSS_VECTORS: Record<string, string> = {
  'onload on the root': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  'script element': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><rect width="1" height="1"/></svg>',
  'script in CDATA': '<svg xmlns="http://www.w3.org/2000/svg"><script><![CDATA[alert(1)]]></script></svg>',
  'script with xlink:href': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><script xlink:href="data:,alert(1)"/></svg>',
  'prefixed XHTML script': '<svg xmlns="http://www.w3.org/2000/svg"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>',
  'event handlers on shapes': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" onclick="alert(1)" onmouseover="alert(2)" ONFOCUS="alert(3)"/></svg>',
  'javascript link (xlink)':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
  'javascript link (href)': '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><circle r="4"/></a></svg>',
  'entity-encoded javascript': '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;ava&#x09;script&#58;alert(1)"><circle r="4"/></a></svg>',
  'vbscript link': '<svg xmlns="http://www.w3.org/2000/svg"><a href="vbscript:msgbox(1)"><circle r="4"/></a></svg>',
  'foreignObject with HTML':
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>',
  'iframe, embed, object':
    '<svg xmlns="http://www.w3.org/2000/svg"><iframe src="javascript:alert(1)"/><embed src="https://evil.example/x.swf"/><object data="https://evil.example/x"/></svg>',
  'animate sets href': '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><text y="9">x</text></a></svg>',
  'set sets an event attribute': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>',
  'set sets xlink:href': '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="xlink:href" to="javascript:alert(1)"/><circle r="4"/></a></svg>',
  'animate onbegin':
    '<svg xmlns="http://www.w3.org/2000/svg"><animate onbegin="alert(1)" attributeName="x" dur="1s"/><animateTransform onend="alert(1)"/><discard onbegin="alert(1)"/></svg>',
  'external image': '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/track.png" width="9" height="9"/></svg>',
  'image with javascript href': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="javascript:alert(1)"/></svg>',
  'SVG data URI image (nested script)': '<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+"/></svg>',
  'external use': '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#icon"/></svg>',
  'data URI use': '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml,&lt;svg id=%22x%22 onload=%22alert(1)%22/&gt;#x"/></svg>',
  'feImage to outside': '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>',
  'style @import': '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css); rect{fill:red}</style><rect width="9" height="9"/></svg>',
  'style url() outside': '<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:url(https://evil.example/x.svg#p)}</style></svg>',
  'style escaped url': '<svg xmlns="http://www.w3.org/2000/svg"><style>rect{background:u\\72l(https://evil.example/x)}</style></svg>',
  'style attribute javascript url': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" style="fill:red;background-image:url(javascript:alert(1))"/></svg>',
  'style attribute expression': '<svg xmlns="http://www.w3.org/2000/svg"><rect style="width:expression(alert(1))"/></svg>',
  'paint server outside':
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" fill="url(https://evil.example/x.svg#g)" filter="url(&quot;https://evil.example/f#f&quot;)"/></svg>',
  'xml-stylesheet processing instruction':
    '<?xml-stylesheet type="text/css" href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>',
  'XML Events handler': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">alert(1)</handler></svg>',
  'xml:base to outside': '<svg xmlns="http://www.w3.org/2000/svg" xml:base="https://evil.example/"><use href="#a"/></svg>',
  'uppercase SCRIPT (XML is case-sensitive)': '<svg xmlns="http://www.w3.org/2000/svg"><SCRIPT>alert(1)</SCRIPT></svg>',
  'script inside title': '<svg xmlns="http://www.w3.org/2000/svg"><title>t<script>alert(1)</script></title></svg>',
  'comment hiding markup': '<svg xmlns="http://www.w3.org/2000/svg"><!--<script>alert(1)</script>--><rect width="1" height="1"/></svg>',
  'text that reads like markup': '<svg xmlns="http://www.w3.org/2000/svg"><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>',
};

/**
 * Anything of these in a sanitised file would be a hole: code, handlers, outside references. The
 * one harmless match, text that reads like a script tag (escaped), is to be taken out first.
 */
export const SVG_DANGER = /script|on[a-z]+\s*=|foreignObject|iframe|embed|<object|<!DOCTYPE|<!ENTITY|@import|evil|<animate|<set\b|handler|<\?|<!--|xml:base|base64,PHN/i;

/** The escaped script text the 'text that reads like markup' vector keeps, as text. */
export const ESCAPED_SCRIPT_TEXT = '&lt;script&gt;alert(1)&lt;/script&gt;';
