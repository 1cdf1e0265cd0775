/**
 * @layout/render/outline: the outlines the editor's canvas and the PDF export trace alike, into
 * any path with the calls of `OutlinePath` (a Konva context, a pdfkit document). Browser-safe:
 * no pdfkit, no Node; Konva's path-data parser only.
 */
export { traceShapeOutline } from './shapeOutline';
export { type OutlinePath, boxCornerRadius, traceRoundedBox } from './path';
