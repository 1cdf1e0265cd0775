import { idParams, MESSAGES, type Template, type TemplateInputParsed, readStoredTemplateContent, templateInputSchema, templateUpdateSchema } from '@layout/model';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CREATORS, SIGNED_IN, authorize, currentUser, isAdmin } from '../auth/guard';
import { basedOnVersion, conflict, withVersionTag } from '../designs/versions';
import { HttpError, fieldError, forbidden, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import { isUniqueViolation } from '../users/users.routes';
import type { UserRow } from '../users/users.table';
import { checkCatalogueChoice } from './catalogueChoice';
import { decodePreview } from './preview';
import {
  type TemplateColumns,
  type TemplateRelations,
  deleteTemplate,
  designSetFor,
  dropEmptyDesignSets,
  findTemplate,
  firstTemplateGroup,
  insertTemplate,
  isTemplateNameTaken,
  listAssignedTemplates,
  listDesignSetNames,
  listLimitedTemplates,
  listPublicTemplates,
  listTemplatesAssignedBy,
  toTemplate,
  updateTemplate,
} from './templates.queries';
import type { TemplateRow } from './templates.table';

/**
 * Templates (spec 000 sections 3 and 7, spec 001 sections 2.3, 4.9, 4.11, 6). Anyone lists the
 * public ones; a limited-access template shows only to its creator, admins and the users it is
 * assigned to; designers and admins publish; the creator or an admin changes and deletes.
 */
export async function templatesRoutes(app: FastifyInstance) {
  /**
   * A stored template as `viewer` sees it, its content migrated and parsed by the template schema;
   * null (logged) for content that does not pass, which a list leaves out rather than failing whole.
   */
  const viewOrNull =
    (viewer: UserRow | null) =>
    (found: { row: TemplateRow; relations: TemplateRelations }): Template | null => {
      const content = readStoredTemplateContent(found.row.template);
      if (!content.success) {
        app.log.error({ templateId: found.row.id, issues: content.error.issues.slice(0, 3) }, 'a stored template does not pass the template schema');
        return null;
      }
      const showAssignees = viewer !== null && (viewer.id === found.row.userId || isAdmin(viewer));
      return toTemplate(found.row, content.data, found.relations, found.row.previewKey ? app.storage.url(found.row.previewKey) : null, showAssignees);
    };
  /** One template; its damaged content is the server's fault, said without internals. */
  const view =
    (viewer: UserRow | null) =>
    (found: { row: TemplateRow; relations: TemplateRelations }): Template => {
      const template = viewOrNull(viewer)(found);
      if (!template) throw new HttpError(500, 'Template damaged', 'This template cannot be opened: its stored content is damaged.');
      return template;
    };
  const listed = (viewer: UserRow | null, found: { row: TemplateRow; relations: TemplateRelations }[]): Template[] =>
    found.map(viewOrNull(viewer)).filter((template): template is Template => template !== null);

  const mayView = (viewer: UserRow | null, found: { row: TemplateRow; relations: TemplateRelations }) =>
    !found.row.isAccessLimited || (viewer !== null && (viewer.id === found.row.userId || isAdmin(viewer) || found.relations.assignedTo.includes(viewer.email)));

  app.get('/templates/public-admin-templates', { onRequest: authorize('anyone') }, async (request) => listed(request.user, await listPublicTemplates(app.db, 'admin')));
  app.get('/templates/public-designer-templates', { onRequest: authorize('anyone') }, async (request) => listed(request.user, await listPublicTemplates(app.db, 'designer')));
  app.get('/templates/limited-access', { onRequest: authorize(CREATORS) }, async (request) => {
    const user = currentUser(request);
    return listed(user, await listLimitedTemplates(app.db, isAdmin(user) ? null : user.id));
  });
  app.get('/templates/assigned-by-me', { onRequest: authorize(CREATORS) }, async (request) => {
    const user = currentUser(request);
    return listed(user, await listTemplatesAssignedBy(app.db, user.id));
  });
  app.get('/users/:id/assigned-templates', { onRequest: authorize(SIGNED_IN), schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    if ((request.params as { id: number }).id !== user.id) throw forbidden('Forbidden', 'You can only list the templates assigned to you');
    return listed(user, await listAssignedTemplates(app.db, user.email));
  });

  app.get('/templates/:id', { onRequest: authorize('anyone'), schema: { params: idParams } }, async (request, reply) => {
    const found = await findTemplate(app.db, (request.params as { id: number }).id);
    if (!found || !mayView(request.user, found)) throw notFound('Template not found');
    return withVersionTag(reply, view(request.user)(found));
  });

  // A template carries its page and its preview picture: the large body limit (http/jsonBody.ts).
  app.post('/templates', { onRequest: authorize(CREATORS), bodyLimit: app.config.bodyLimitBytes, schema: { body: templateInputSchema } }, async (request, reply) => {
    const user = currentUser(request);
    const input = request.body as TemplateInputParsed;
    return leavingNoEmptySet(async () => {
      const columns = await toColumns(request, input, { creatorId: user.id, setsDecidable: true });
      if (await isTemplateNameTaken(app.db, user.id, input.name)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
      const previewKey = await storePreview(input.previewData);
      try {
        const id = await insertTemplate(app.db, { ...columns, userId: user.id, previewKey }, input.assignedToUsers);
        return reply.status(201).send(withVersionTag(reply, view(user)((await findTemplate(app.db, id))!)));
      } catch (error) {
        if (previewKey) await app.storage.delete(previewKey);
        if (isUniqueViolation(error)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
        throw error;
      }
    });
  });

  /** Saves over a template only if it is still at the version the save was based on (409 otherwise). */
  app.put(
    '/templates/:id',
    { onRequest: authorize(CREATORS), bodyLimit: app.config.bodyLimitBytes, schema: { params: idParams, body: templateUpdateSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const existing = await ownTemplate(request);
      const { version, ...input } = request.body as z.output<typeof templateUpdateSchema>;
      const basedOn = basedOnVersion(request, version);
      // The design set and access limit show only to the template's own creator (spec 001 section 6).
      const isCreator = existing.row.userId === user.id;
      return leavingNoEmptySet(async () => {
        const columns = await toColumns(request, input, { creatorId: existing.row.userId, setsDecidable: isCreator });
        if (!isCreator) {
          delete columns.designSetId;
          delete columns.isAccessLimited;
        }
        if (await isTemplateNameTaken(app.db, existing.row.userId, input.name, existing.row.id)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
        const previewKey = input.previewData ? await storePreview(input.previewData) : undefined;
        let saved: boolean;
        try {
          saved = await updateTemplate(app.db, existing.row.id, basedOn, { ...columns, ...(previewKey ? { previewKey } : {}) }, input.assignedToUsers);
        } catch (error) {
          if (previewKey) await app.storage.delete(previewKey);
          if (isUniqueViolation(error)) throw fieldError('name', 'isUnique', MESSAGES.nameTaken);
          throw error;
        }
        if (!saved) {
          if (previewKey) await app.storage.delete(previewKey);
          // A set made for this save and now unused goes again.
          await dropEmptyDesignSets(app.db);
          if (!(await findTemplate(app.db, existing.row.id))) throw notFound('Template not found');
          throw conflict(MESSAGES.templateConflictDetails);
        }
        if (previewKey && existing.row.previewKey) await app.storage.delete(existing.row.previewKey);
        await dropEmptyDesignSets(app.db);
        return withVersionTag(reply, view(user)((await findTemplate(app.db, existing.row.id))!));
      });
    },
  );

  app.delete('/templates/:id', { onRequest: authorize(CREATORS), schema: { params: idParams } }, async (request) => {
    const existing = await ownTemplate(request);
    await deleteTemplate(app.db, existing.row.id);
    if (existing.row.previewKey) await app.storage.delete(existing.row.previewKey);
    await dropEmptyDesignSets(app.db);
    return { id: existing.row.id };
  });

  app.get('/design-sets/current-user', { onRequest: authorize(CREATORS) }, async (request) =>
    (await listDesignSetNames(app.db, currentUser(request).id)).map((name) => ({ name })),
  );
  app.get('/design-sets/existing-names', { onRequest: authorize(CREATORS) }, async () => listDesignSetNames(app.db));

  /** The template in the path, if the caller may change it (its creator or an admin). */
  async function ownTemplate(request: FastifyRequest) {
    const user = currentUser(request);
    const found = await findTemplate(app.db, (request.params as { id: number }).id);
    if (!found || (found.row.userId !== user.id && !isAdmin(user))) {
      if (found && mayView(user, found)) throw forbidden('Forbidden', 'Only the template’s creator or an admin may change it');
      throw notFound('Template not found');
    }
    return found;
  }

  /**
   * Runs a save that may create a design set (toColumns) and then be refused (a taken name, a
   * value the database cannot hold): the set made for it is removed again, so a refused save
   * leaves nothing behind (found by the fuzz test).
   */
  async function leavingNoEmptySet<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await dropEmptyDesignSets(app.db);
      throw error;
    }
  }

  /** The stored columns of a valid payload: size, catalogue choices, group and set checked. */
  async function toColumns(request: FastifyRequest, input: TemplateInputParsed, options: { creatorId: number; setsDecidable: boolean }): Promise<Omit<TemplateColumns, 'userId'>> {
    const user = currentUser(request);
    const { productSizeId } = input;
    if (productSizeId === null) throw new HttpError(422, 'Validation failed', [{ property: 'productSizeId', constraints: { standardSize: MESSAGES.templateStandardSizesOnly } }]);
    const choice = await checkCatalogueChoice(app.db, { ...input, productSizeId });
    // Only an admin picks the group (spec 001 section 6); others get the product's first one.
    const templateGroupId = isAdmin(user) && input.templateGroupId ? input.templateGroupId : choice.productId ? await firstTemplateGroup(app.db, choice.productId) : null;
    let designSetId: number | null = null;
    if (options.setsDecidable && input.designSetName) {
      designSetId = await designSetFor(app.db, input.designSetName, options.creatorId, isAdmin(user));
      if (designSetId === null) throw fieldError('designSetName', 'isUnique', MESSAGES.nameTaken);
    }
    return {
      name: input.name,
      theme: input.theme,
      template: input.template,
      productSizeId,
      categoryId: choice.categoryId,
      productId: choice.productId,
      templateGroupId,
      designSetId,
      side: input.side,
      order: input.order,
      isAccessLimited: input.isAccessLimited,
    };
  }

  async function storePreview(previewData: string | null | undefined): Promise<string | null> {
    if (!previewData) return null;
    const picture = decodePreview(previewData);
    if (!picture) throw fieldError('previewData', 'isImage', 'The preview must be a PNG or JPEG picture');
    const key = newFileKey('template-previews', picture.extension);
    await app.storage.put(key, picture.bytes, picture.contentType);
    return key;
  }
}
