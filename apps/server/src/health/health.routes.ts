import { companyConfigSchema } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryOfIp } from '../geo/country';

/** Liveness and the public facts the web app needs before anyone signs in. */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Registered only after migrations and seeding finished (see app.ts), so 200 means ready.
  app.get('/health', { schema: { summary: 'Whether the server is up and ready', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/config',
    { schema: { summary: 'The print company’s details: product name and the links to its website', response: { 200: companyConfigSchema } } },
    async () => app.config.company,
  );

  app.get(
    '/geo/country',
    {
      schema: {
        summary: 'The caller’s country from its IP address (null when unknown), for the post-login sequence',
        response: { 200: z.object({ country: z.string().nullable() }) },
      },
    },
    async (request) => ({ country: countryOfIp(request.ip) }),
  );
}
