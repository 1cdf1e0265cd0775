import type { Pdf } from './paint';

/** What of pdfkit's internals a transparency group needs: the page's content writer and resources. */
interface PageInternals {
  write(chunk: string): void;
  resources: PDFKit.PDFKitReference;
  xobjects: Record<string, PDFKit.PDFKitReference>;
}

let groups = 0;

/**
 * Paints `draw` into a transparency group (a form XObject) and draws the group at `opacity`: the
 * asset is composited once, as Konva composites a see-through shape or line through its buffer
 * canvas, so where its stroke overlaps its fill the stroke covers the fill instead of the fill
 * showing through it. `bbox` is the group's extent in the current user space.
 *
 * pdfkit has no API for form XObjects: the page's content writer is pointed at the form while
 * `draw` runs, and the form shares the page's resources (fonts, graphics states) by reference.
 */
export function paintAsGroup<T>(doc: Pdf, opacity: number, bbox: [number, number, number, number], draw: () => T): T {
  const page = (doc as unknown as { page: PageInternals }).page;
  const form = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: bbox,
    Group: { Type: 'Group', S: 'Transparency', CS: 'DeviceRGB' },
    Resources: page.resources,
  });
  page.write = (chunk: string) => form.write(chunk);
  let result: T;
  try {
    result = draw();
  } finally {
    // Back to the prototype's writer: the page's own content stream.
    delete (page as Partial<PageInternals>).write;
    // pdfkit's types ask for a last chunk; the form has all of its content already.
    (form as unknown as { end(): void }).end();
  }
  const name = `LayoutGroup${++groups}`;
  page.xobjects[name] = form;
  doc.save().opacity(opacity);
  (doc as unknown as { addContent(op: string): void }).addContent(`/${name} Do`);
  doc.restore();
  return result;
}
