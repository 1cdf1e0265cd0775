import { exportsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { notFound } from '../http/errors';
import { type Exporter, createExporter } from './exportService';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders, stores and links exports (exportService.ts). */
    exporter: Exporter;
  }
}

/** Sets up the exporter on the app: its worker pool starts with the first export, the queue and the sweep now. */
export async function registerExporter(app: FastifyInstance): Promise<void> {
  const exporter = await createExporter(app);
  app.decorate('exporter', exporter);
  exporter.sweeper.start();
  app.addHook('onClose', () => exporter.close());
}

/**
 * Downloads (spec 000 sections 4 and 7): a design as Print Ready PDF, Standard PDF, JPG or PNG,
 * answered with an expiring link to the file. Only the design's owner, or an admin, may export;
 * guests are refused by their role, as for every design route.
 */
export async function exportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: authorize(SIGNED_IN) };

  app.route({
    ...routeOptions(exportsContract.exportDesign),
    ...guard,
    config: { limit: 'export' },
    handler: async (request) => {
      const { id, type } = request.params;
      const { isPrintResolution, exportId } = request.query;
      const [exported] = await app.exporter.exportDesigns([{ designId: id, type, isPrintResolution }], currentUser(request), exportId);
      return { signedUrl: exported!.signedUrl };
    },
  });

  app.route({
    ...routeOptions(exportsContract.exportDesigns),
    ...guard,
    config: { limit: 'export' },
    handler: async (request) => ({ exports: await app.exporter.exportDesigns(request.body.designsToExport, currentUser(request), request.query.exportId) }),
  });

  app.route({
    ...routeOptions(exportsContract.printRun),
    ...guard,
    config: { limit: 'export' },
    handler: async (request) => app.exporter.printRun(request.params.id, request.body, currentUser(request), request.query.exportId),
  });

  app.route({
    ...routeOptions(exportsContract.progress),
    ...guard,
    handler: async (request) => {
      const progress = await app.exporter.progress.get(request.params.exportId, currentUser(request).id);
      if (!progress) throw notFound('No export with this id is in progress');
      return progress;
    },
  });
}
