import { FREE_PLAN_DESIGN_LIMIT, MESSAGES, canSaveTemplates, type designInputSchema, designsContract, isId } from '@layout/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { fieldError, forbidden, notFound } from '../http/errors';
import { isUniqueViolation } from '../users/users.routes';
import type { UserRow } from '../users/users.table';
import type { Db } from '../db/client';
import {
  countUserDesigns,
  deleteDesign,
  type DesignHead,
  type WrittenDesign,
  designJson,
  findDesignHead,
  findDesignBytes,
  insertDesign,
  isNameTaken,
  listUserDesigns,
  toSummary,
  updateDesign,
} from './designs.queries';
import { basedOnVersion, conflict, withVersionTag } from './versions';

type DesignInput = z.output<typeof designInputSchema>;

/**
 * The design named in the path, if the caller may see it; a foreign one is "not found" too.
 * `find` reads the whole row (to open it) or only its head (to change or delete it).
 */
async function ownDesign<Row extends DesignHead>(request: FastifyRequest & { params: { id: string } }, find: (db: Db, id: number) => Promise<Row | null>): Promise<Row> {
  const user = currentUser(request);
  const id = Number(request.params.id);
  const row = isId(id) ? await find(request.server.db, id) : null;
  if (!row || (row.userId !== user.id && !isAdmin(user))) throw notFound(MESSAGES.designNotFound);
  return row;
}

/**
 * Answers a design (the Design shape) with its version as ETag, its content spliced in as stored
 * (designJson): a 200 KB document is not serialised again for every save and open.
 */
function sendDesign(reply: FastifyReply, { head, contentBytes }: WrittenDesign) {
  void withVersionTag(reply, head);
  return reply.type('application/json; charset=utf-8').send(designJson(head, contentBytes));
}

function checkDocumentType(user: UserRow, input: DesignInput) {
  if (input.documentType === 'DOC_TYPE_TEMPLATE' && !canSaveTemplates(user.role)) {
    throw forbidden('Forbidden', 'Only designers and admins save templates');
  }
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
    handler: async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      checkDocumentType(user, input);
      if (!user.storagePlan && (await countUserDesigns(app.db, user.id)) >= FREE_PLAN_DESIGN_LIMIT) {
        throw forbidden(MESSAGES.freePlanLimit, 'FREE_PLAN_LIMIT');
      }
      if (await isNameTaken(app.db, user.id, input.name)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
      try {
        return sendDesign(reply.status(201), await insertDesign(app.db, user.id, input));
      } catch (error) {
        // Two saves racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
        throw error;
      }
    },
  });

  app.route({
    ...routeOptions(designsContract.open),
    ...guard,
    handler: async (request, reply) => {
      const { contentBytes, ...head } = await ownDesign(request, findDesignBytes);
      return sendDesign(reply, { head, contentBytes });
    },
  });

  /**
   * Saves over a design only if it is still at the version the save was based on (409 otherwise).
   * One statement checks the owner and the version and writes (updateDesign); a name already taken
   * is the unique index's answer. A save is then two queries with the session's, not three (four on a rename).
   */
  app.route({
    ...routeOptions(designsContract.save),
    ...guard,
    bodyLimit: app.config.bodyLimitBytes,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      const { version, ...input } = request.body;
      let basedOn: number;
      try {
        basedOn = basedOnVersion(request, version);
        checkDocumentType(user, input);
      } catch (refusal) {
        // Someone else's design is not found, whatever the save: it is looked up only on this rare path.
        await ownDesign(request, findDesignHead);
        throw refusal;
      }
      if (!isId(id)) throw notFound(MESSAGES.designNotFound);
      try {
        const row = await updateDesign(app.db, { id, basedOn, owner: isAdmin(user) ? 'anyone' : user.id }, input);
        if (row === 'conflict') throw conflict(MESSAGES.designConflictDetails);
        if (!row) throw notFound(MESSAGES.designNotFound);
        // The editor already holds what it sent: the answer is the stored row without its content
        // (the spec shows none), which spares every save sending 200 KB back (docs/decisions.md).
        return withVersionTag(reply, toSummary(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
        throw error;
      }
    },
  });

  app.route({
    ...routeOptions(designsContract.remove),
    ...guard,
    handler: async (request) => {
      const existing = await ownDesign(request, findDesignHead);
      await deleteDesign(app.db, existing.id);
      return { id: existing.id };
    },
  });

  app.route({
    ...routeOptions(designsContract.listOfUser),
    ...guard,
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      if (id !== user.id && !isAdmin(user)) throw forbidden('Forbidden', 'You can only list your own designs');
      return listUserDesigns(app.db, id);
    },
  });
}
