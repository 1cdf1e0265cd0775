/** Types of svg-to-pdfkit (MIT, github.com/alafr/SVG-to-PDFKit), which ships none: the parts the export uses. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    /** The initial viewport, in the document's current units. */
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    /** Called for each thing the library could not read or draw. */
    warningCallback?: (message: string) => void;
    /** Whether unit-less lengths are points (default: px at 72/96). */
    assumePt?: boolean;
    /** The pdfkit font name a <text> of this family and style is drawn with (default: the standard 14 fonts). */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    /** What an <image>'s href is turned into before pdfkit's openImage gets it (default: the href itself, a path pdfkit would read). */
    imageCallback?: (link: string) => string | Buffer | object;
    /**
     * Every colour the library reads ([channels 0-255, opacity], or undefined when it could not
     * read it) with its text, answering the colour to paint: four channels are inks (pdfkit's
     * DeviceCMYK, percentages). Called first for its default colours, without a text.
     */
    colorCallback?: (parsed: [number[], number] | undefined, raw?: string) => [number[], number] | undefined;
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
}
