import { MESSAGES, versionETag, versionFromIfMatch } from '@layout/model';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * The version a save of a design or template is based on (optimistic concurrency, model
 * document/versions.ts): `version` in the body, or else an If-Match header. Neither is 428: a
 * save that cannot say what it was based on could overwrite newer work without anyone knowing.
 */
export function basedOnVersion(request: FastifyRequest, bodyVersion: number | undefined): number {
  const fromHeader = versionFromIfMatch(request.headers['if-match']);
  if (fromHeader === 'invalid') {
    throw new HttpError(422, 'Validation failed', [{ property: 'If-Match', constraints: { isVersion: 'If-Match must be the ETag a read returned' } }]);
  }
  if (bodyVersion !== undefined && fromHeader !== null && bodyVersion !== fromHeader) {
    throw new HttpError(422, 'Validation failed', [{ property: 'version', constraints: { matchesIfMatch: 'version and If-Match name different versions' } }]);
  }
  const version = bodyVersion ?? fromHeader;
  if (version === null) throw new HttpError(428, MESSAGES.versionRequired, MESSAGES.versionRequiredDetails);
  return version;
}

/** A stale save: another save landed after the version this one was based on. */
export const conflict = (details: string) => new HttpError(409, MESSAGES.saveConflict, details);

/** Sends a stored row's version as its ETag, for clients that save with If-Match. */
export function withVersionTag<T extends { version: number }>(reply: FastifyReply, body: T): T {
  void reply.header('etag', versionETag(body.version));
  return body;
}
