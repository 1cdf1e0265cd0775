import { type ExportDesignsResponse, type ExportProgress, type ExportResponse, exportDesignsBodySchema } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { notFound } from '../http/errors';
import { type Exporter, createExporter } from './exportService';
import { exportDesignsQuery, exportParams, exportQuery, progressParams } from './exports.schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders, stores and links exports (exportService.ts). */
    exporter: Exporter;
  }
}

/** Sets up the exporter on the app: its worker pool starts with the first export, the sweep now. */
export function registerExporter(app: FastifyInstance): void {
  const exporter = createExporter(app);
  app.decorate('exporter', exporter);
  exporter.sweeper.start();
  app.addHook('onClose', () => exporter.close());
}

/**
 * Downloads (spec 000 sections 4 and 7): a design as Print Ready PDF, Standard PDF, JPG or PNG,
 * answered with an expiring link to the file. Only the design's owner, or an admin, may export;
 * guests are refused by their role, as for every design route.
 */
export async function exportsRoutes(app: FastifyInstance) {
  const guard = { onRequest: authorize(SIGNED_IN) };

  app.get(
    '/designs/:id/export/:type',
    { ...guard, config: { limit: 'export' }, schema: { params: exportParams, querystring: exportQuery } },
    async (request): Promise<ExportResponse> => {
      const { id, type } = request.params as z.output<typeof exportParams>;
      const { isPrintResolution, exportId } = request.query as z.output<typeof exportQuery>;
      const [exported] = await app.exporter.exportDesigns([{ designId: id, type, isPrintResolution }], currentUser(request), exportId);
      return { signedUrl: exported!.signedUrl };
    },
  );

  app.post(
    '/designs/export',
    { ...guard, config: { limit: 'export' }, schema: { body: exportDesignsBodySchema, querystring: exportDesignsQuery } },
    async (request): Promise<ExportDesignsResponse> => {
      const { designsToExport } = request.body as z.output<typeof exportDesignsBodySchema>;
      const { exportId } = request.query as z.output<typeof exportDesignsQuery>;
      return { exports: await app.exporter.exportDesigns(designsToExport, currentUser(request), exportId) };
    },
  );

  app.get('/exports/:exportId/progress', { ...guard, schema: { params: progressParams } }, async (request): Promise<ExportProgress> => {
    const { exportId } = request.params as z.output<typeof progressParams>;
    const progress = app.exporter.progress.get(exportId, currentUser(request).id);
    if (!progress) throw notFound('No export with this id is in progress');
    return progress;
  });
}
