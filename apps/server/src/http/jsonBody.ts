import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * The largest request body a route takes unless it asks for more: every JSON body but a saved
 * document's (login, profile, colours, export lists, library edits) is a few kilobytes at most.
 * Routes that save a document (designs, templates) take `config.bodyLimitBytes` instead.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The deepest a JSON body may nest arrays and objects. A saved design nests about ten levels
 * (content, pages, assets, an asset's filters or colours); JSON.parse and then zod walk a body
 * recursively, so a body nested a million levels deep costs seconds and hundreds of megabytes.
 */
export const MAX_JSON_DEPTH = 64;

export const tooDeepMessage = `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`;
export const nulMessage = 'Text in the JSON body may not hold the NUL character (\\u0000)';

/**
 * What makes `text` a JSON body no route can take, found in one pass over its characters (no more
 * than reading the body cost): arrays and objects nested more than `maxDepth` deep ('tooDeep'),
 * or a string holding U+0000 ('nul'), which PostgreSQL can store in neither text nor JSON, so a
 * save failed part-way through. Strings are skipped (their escapes too); malformed JSON is left
 * for JSON.parse to refuse.
 */
export function jsonBodyProblem(text: string, maxDepth: number): 'tooDeep' | 'nul' | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) return 'nul';
        i++;
      } else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return 'tooDeep';
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return null;
}

/**
 * Replaces Fastify's JSON parser with one that first refuses a body nested deeper than
 * MAX_JSON_DEPTH or holding U+0000 (400), then parses it with Fastify's own parser, which keeps
 * its protection against `__proto__` and `constructor.prototype` keys. Body size limits stay Fastify's: the
 * server's default (DEFAULT_BODY_LIMIT_BYTES) or the route's own `bodyLimit`, checked against
 * Content-Length before anything is read and while the body streams in (413). The parser runs
 * after the onRequest hooks, so a route that needs a session refuses a guest before any of this.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonBodyProblem(body as string, MAX_JSON_DEPTH);
    if (problem) {
      done(new HttpError(400, 'Bad Request', problem === 'tooDeep' ? tooDeepMessage : nulMessage), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
