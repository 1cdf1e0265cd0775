import { designsContract } from '@layout/model';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { type WrittenDesign, designJson, findDesignBytes, findDesignHead } from './designs.queries';
import { checkDocumentType, createDesign, deleteOwnDesign, findOwnDesign, listDesignsOf, saveDesign } from './designs.service';
import { basedOnVersion, withVersionTag } from './versions';

/**
 * Answers a design (the Design shape) with its version as ETag, its content spliced in as stored
 * (designJson): a 200 KB document is not serialised again for every save and open.
 */
function sendDesign(reply: FastifyReply, { head, contentBytes }: WrittenDesign) {
  void withVersionTag(reply, head);
  return reply.type('application/json; charset=utf-8').send(designJson(head, contentBytes));
}

/** Designs in My Stuff (spec 000 sections 3, 4, 7). A user sees and changes only their own. */
export async function designsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: authorize(SIGNED_IN) };

  // A design may be megabytes (pictures' previews inline): the large body limit (http/jsonBody.ts).
  app.route({
    ...routeOptions(designsContract.create),
    ...guard,
    bodyLimit: app.config.bodyLimitBytes,
    handler: async (request, reply) => sendDesign(reply.status(201), await createDesign(app.db, currentUser(request), request.body)),
  });

  app.route({
    ...routeOptions(designsContract.open),
    ...guard,
    handler: async (request, reply) => {
      const { contentBytes, ...head } = await findOwnDesign(app.db, currentUser(request), request.params.id, findDesignBytes);
      return sendDesign(reply, { head, contentBytes });
    },
  });

  app.route({
    ...routeOptions(designsContract.save),
    ...guard,
    bodyLimit: app.config.bodyLimitBytes,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { version, ...input } = request.body;
      let basedOn: number;
      try {
        basedOn = basedOnVersion(request, version);
        checkDocumentType(user, input);
      } catch (refusal) {
        // Someone else's design is not found, whatever the save: it is looked up only on this rare path.
        await findOwnDesign(app.db, user, request.params.id, findDesignHead);
        throw refusal;
      }
      return withVersionTag(reply, await saveDesign(app.db, user, request.params.id, basedOn, input));
    },
  });

  app.route({
    ...routeOptions(designsContract.remove),
    ...guard,
    handler: async (request) => deleteOwnDesign(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...routeOptions(designsContract.listOfUser),
    ...guard,
    handler: async (request) => listDesignsOf(app.db, currentUser(request), request.params.id),
  });
}
