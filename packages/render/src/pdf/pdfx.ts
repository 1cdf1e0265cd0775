import { randomUUID } from 'node:crypto';
import type { PrintProfile } from '../color/printProfile';
import { calibrateDeviceRgb, printInCmyk } from './colorSpaces';
import type { OutputProfile } from './outputProfile';
import type { Pdf } from './paint';

/**
 * What makes the Print Ready PDF a PDF/X-4 file (ISO 15930-7), beyond what every Layout PDF has
 * (every font embedded, no encryption, no JavaScript or forms, TrimBox and BleedBox on each page:
 * document.ts and geometry.ts):
 *
 * - the output intent: the press's CMYK profile in the catalog's OutputIntents (GTS_PDFX);
 * - the identification, in the document information and, the same, in the XMP metadata:
 *   GTS_PDFXVersion 'PDF/X-4', Trapped False, the title, the dates, the producer;
 * - RGB colours that say what they are: sRGB (colorSpaces.ts); or, for a product printed in CMYK,
 *   no RGB at all: every colour and picture in the press's inks (colorSpaces.ts `printInCmyk`);
 * - PDF 1.6, the version PDF/X-4 is made on (PDFX_PDF_VERSION);
 * - no annotations on its pages (`endPdfXPage`).
 */

/** The PDF version a PDF/X-4 file declares: PDF/X-4 is PDF 1.6 and uses nothing later. */
export const PDFX_PDF_VERSION = '1.6';

/** The PDF/X conformance the file claims. */
const PDFX_VERSION = 'PDF/X-4';

/** Who makes the file, in the information dictionary (Creator, Producer) and the XMP. */
export const PDF_CREATOR = 'Layout';

/** What `startPdfX4` needs to know. */
export interface PdfX4Options {
  /** The document's title (the design's name). */
  title: string;
  /** The press's CMYK profile and the printing condition it describes. */
  profile: OutputProfile;
  /** When the file was made: its creation and modification dates (to the second). */
  date: Date;
  /** The output profile opened in Little CMS when the file is written in its inks (DeviceCMYK); absent: sRGB (DefaultRGB). */
  inks?: PrintProfile;
}

/**
 * A PDF name pdfkit writes as such: pdfkit writes JavaScript strings of the information
 * dictionary as PDF strings, but Trapped is a name (/False).
 */
class PdfName {
  readonly [Symbol.toStringTag] = 'PdfName';
  constructor(private readonly name: string) {}
  toString(): string {
    return `/${this.name}`;
  }
}

/**
 * Makes `doc` a PDF/X-4 file: call it on a new document before its first page (it must be
 * opened with `pdfVersion: PDFX_PDF_VERSION`), and `endPdfXPage` after painting each page.
 */
export function startPdfX4(doc: Pdf, options: PdfX4Options): void {
  if (options.inks) printInCmyk(doc, options.inks);
  else calibrateDeviceRgb(doc);
  const date = new Date(Math.floor(options.date.getTime() / 1000) * 1000);
  const title = printable(options.title) || 'Untitled';
  Object.assign(doc.info as Record<string, unknown>, {
    Title: title,
    Creator: PDF_CREATOR,
    Producer: PDF_CREATOR,
    CreationDate: date,
    ModDate: date,
    Trapped: new PdfName('False'),
    GTS_PDFXVersion: PDFX_VERSION,
  });

  const internals = doc as unknown as { _root: { data: Record<string, unknown> }; endMetadata(): void };
  const root = internals._root.data;
  const destination = doc.ref({ N: 4 });
  destination.end(Buffer.from(options.profile.bytes.buffer, options.profile.bytes.byteOffset, options.profile.bytes.byteLength));
  const intent: Record<string, unknown> = {
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: new String(options.profile.outputConditionIdentifier),
    OutputCondition: new String(options.profile.outputCondition),
    Info: new String(options.profile.description),
    DestOutputProfile: destination,
  };
  if (options.profile.registryName) intent.RegistryName = new String(options.profile.registryName);
  root.OutputIntents = [intent];

  // The XMP packet: pdfkit's own would leave out what PDF/X asks for and writes the title without
  // escaping it; the document's is written instead, uncompressed as PDF/X requires, when the
  // document ends (pdfkit calls endMetadata then).
  const xmp = xmpPacket({ title, date, documentId: randomUUID() });
  internals.endMetadata = () => {
    const metadata = doc.ref({ Type: 'Metadata', Subtype: 'XML' });
    (metadata as unknown as { compress: boolean }).compress = false;
    metadata.end(Buffer.from(xmp, 'utf8'));
    root.Metadata = metadata;
  };
}

/**
 * Ends a page of a PDF/X file: nothing of it is interactive. The painters add no annotations,
 * but svg-to-pdfkit turns an SVG link (<a href>) into a link annotation; the print file keeps
 * none (the server's SVG sanitiser unwraps links already).
 */
export function endPdfXPage(doc: Pdf): void {
  delete (doc.page.dictionary.data as Record<string, unknown>).Annots;
}

/** The text without control characters (XML cannot carry most of them), trimmed. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A date as XMP writes it, in UTC to the second: the same instant as the information dictionary's D:...Z. */
const xmpDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/**
 * The XMP metadata of a PDF/X-4 file: its identification (pdfxid:GTS_PDFXVersion), and the same
 * title, dates, creator, producer and trapping as the information dictionary, with the document
 * and version identifiers PDF/X-4 asks of its metadata (xmpMM).
 */
function xmpPacket({ title, date, documentId }: { title: string; date: Date; documentId: string }): string {
  const when = xmpDate(date);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about=""
        xmlns:dc="http://purl.org/dc/elements/1.1/"
        xmlns:xmp="http://ns.adobe.com/xap/1.0/"
        xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
        xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
        xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
      <xmp:CreateDate>${when}</xmp:CreateDate>
      <xmp:ModifyDate>${when}</xmp:ModifyDate>
      <xmp:MetadataDate>${when}</xmp:MetadataDate>
      <xmp:CreatorTool>${PDF_CREATOR}</xmp:CreatorTool>
      <xmpMM:DocumentID>uuid:${documentId}</xmpMM:DocumentID>
      <xmpMM:InstanceID>uuid:${documentId}</xmpMM:InstanceID>
      <xmpMM:VersionID>1</xmpMM:VersionID>
      <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
      <pdf:Producer>${PDF_CREATOR}</pdf:Producer>
      <pdf:Trapped>False</pdf:Trapped>
      <pdfxid:GTS_PDFXVersion>${PDFX_VERSION}</pdfxid:GTS_PDFXVersion>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
