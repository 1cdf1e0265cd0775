import { templatesContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CREATORS, SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { basedOnVersion, withVersionTag } from '../designs/versions';
import { routeOptions } from '../http/contract';
import { listDesignSetNames } from './templates.queries';
import {
  limitedTemplates,
  openTemplate,
  ownTemplate,
  publicTemplates,
  publishTemplate,
  removeTemplate,
  saveTemplate,
  templatesAssignedBy,
  templatesAssignedTo,
} from './templates.service';

/**
 * Templates (spec 000 sections 3 and 7, spec 001 sections 2.3, 4.9, 4.11, 6). Anyone lists the
 * public ones; a limited-access template shows only to its creator, admins and the users it is
 * assigned to; designers and admins publish; the creator or an admin changes and deletes. The
 * rules are in templates.service.ts.
 */
export async function templatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = { onRequest: authorize('anyone') };
  const creators = { onRequest: authorize(CREATORS) };

  app.route({ ...routeOptions(templatesContract.listPublicAdmin), ...anyone, handler: async (request) => publicTemplates(app, request.user, 'admin') });
  app.route({ ...routeOptions(templatesContract.listPublicDesigner), ...anyone, handler: async (request) => publicTemplates(app, request.user, 'designer') });
  app.route({ ...routeOptions(templatesContract.listLimitedAccess), ...creators, handler: async (request) => limitedTemplates(app, currentUser(request)) });
  app.route({ ...routeOptions(templatesContract.listAssignedByMe), ...creators, handler: async (request) => templatesAssignedBy(app, currentUser(request)) });
  app.route({
    ...routeOptions(templatesContract.listAssignedToUser),
    onRequest: authorize(SIGNED_IN),
    handler: async (request) => templatesAssignedTo(app, currentUser(request), request.params.id),
  });

  app.route({
    ...routeOptions(templatesContract.open),
    ...anyone,
    handler: async (request, reply) => withVersionTag(reply, await openTemplate(app, request.user, request.params.id)),
  });

  // A template carries its page and its preview picture: the large body limit (http/jsonBody.ts).
  app.route({
    ...routeOptions(templatesContract.create),
    ...creators,
    bodyLimit: app.config.bodyLimitBytes,
    handler: async (request, reply) => reply.status(201).send(withVersionTag(reply, await publishTemplate(app, currentUser(request), request.body))),
  });

  /** Saves over a template only if it is still at the version the save was based on (409 otherwise). */
  app.route({
    ...routeOptions(templatesContract.save),
    ...creators,
    bodyLimit: app.config.bodyLimitBytes,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const existing = await ownTemplate(app, user, request.params.id);
      const { version, ...input } = request.body;
      const basedOn = basedOnVersion(request, version);
      return withVersionTag(reply, await saveTemplate(app, user, existing, basedOn, input));
    },
  });

  app.route({ ...routeOptions(templatesContract.remove), ...creators, handler: async (request) => removeTemplate(app, currentUser(request), request.params.id) });

  app.route({
    ...routeOptions(templatesContract.designSetsOfCurrentUser),
    ...creators,
    handler: async (request) => (await listDesignSetNames(app.db, currentUser(request).id)).map((name) => ({ name })),
  });
  app.route({ ...routeOptions(templatesContract.designSetNames), ...creators, handler: async () => listDesignSetNames(app.db) });
}
