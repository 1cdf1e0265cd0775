import { z } from 'zod';
import {
  exportDesignParams,
  exportDesignQuery,
  exportDesignsBodySchema,
  exportDesignsQuery,
  exportDesignsResponseSchema,
  exportProgressParams,
  exportProgressSchema,
  exportResponseSchema,
} from '../validation/download';
import { printRunBodySchema, printRunParams, printRunQuery, printRunResponseSchema } from '../printRun/printRun';
import { defineRoute, fileAnswer } from './route';

/**
 * Downloads (spec 000 sections 4 and 7): a design as Print Ready PDF, Standard PDF, JPG or PNG,
 * answered with an expiring link to the file, and that link itself.
 */
export const exportsContract = {
  exportDesign: defineRoute({
    method: 'GET',
    path: '/designs/:id/export/:type',
    summary: 'Exports a design as a file; answers an expiring download link',
    params: exportDesignParams,
    query: exportDesignQuery,
    response: { 200: exportResponseSchema },
  }),
  exportDesigns: defineRoute({
    method: 'POST',
    path: '/designs/export',
    summary: 'Exports several designs at once; one expiring download link per item, in the order asked',
    query: exportDesignsQuery,
    body: exportDesignsBodySchema,
    response: { 200: exportDesignsResponseSchema },
  }),
  /**
   * A print run (not in the spec): the design once per person of a table, each copy with its
   * data-driven fields filled from the person's row; one PDF, or a ZIP of a PDF per person. Rows
   * that cannot be printed as designed are refused, every one listed, before anything is drawn.
   */
  printRun: defineRoute({
    method: 'POST',
    path: '/designs/:id/print-run',
    summary: 'Prints a design for many people: a copy per record, its data-driven fields filled from it',
    params: printRunParams,
    query: printRunQuery,
    body: printRunBodySchema,
    response: { 200: printRunResponseSchema },
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/exports/:exportId/progress',
    summary: 'How many pages of an export in progress are drawn',
    params: exportProgressParams,
    response: { 200: exportProgressSchema },
  }),
  /**
   * The link an export answers with, opened by the browser: its query (expires, name, signature)
   * is checked by the route itself, so a link missing a part is refused like a forged one (403).
   */
  download: defineRoute({
    method: 'GET',
    path: '/downloads/*',
    summary: 'An exported file, through the signed, expiring link an export answered',
    description: 'The query is the one the export’s signedUrl carries: expires, name and signature.',
    params: z.object({ '*': z.string() }),
    response: { 200: fileAnswer },
  }),
};
