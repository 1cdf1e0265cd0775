import type { ApiErrorBody, ValidationDetail } from '@layout/model';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { databaseClientError } from './databaseErrors';
import { REQUEST_ID_HEADER } from './requestIds';

/** An error with a status the client may see, in the spec's envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string | ValidationDetail[],
  ) {
    super(message);
  }
}

export const notFound = (details: string) => new HttpError(404, 'Not Found', details);
export const unauthorized = (details = 'Authentication required') => new HttpError(401, 'Unauthorized', details);
export const forbidden = (message = 'Forbidden', details?: string) => new HttpError(403, message, details);

/** A 422 whose details name one field, for rules checked beyond the schema (e.g. a taken name). */
export function fieldError(property: string, rule: string, message: string): HttpError {
  return new HttpError(422, 'Validation failed', [{ property, constraints: { [rule]: message } }]);
}

/** Zod issues as the spec's {property, constraints} list, one entry per field. */
export function zodToDetails(error: ZodError): ValidationDetail[] {
  const byProperty = new Map<string, Record<string, string>>();
  for (const issue of error.issues) {
    const property = issue.path.map(String).join('.') || 'body';
    const constraints = byProperty.get(property) ?? {};
    let rule: string = issue.code;
    for (let n = 2; rule in constraints; n++) rule = `${issue.code}${n}`;
    constraints[rule] = issue.message;
    byProperty.set(property, constraints);
  }
  return [...byProperty].map(([property, constraints]) => ({ property, constraints }));
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, before any route or hook runs (a path
 * with malformed %-escapes, 400; a path part over 100 characters, 414), in the envelope instead
 * of Fastify's {error, code, message}.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiErrorBody = tooLong
    ? { statusCode: 414, message: 'URI Too Long', details: 'A part of the address is too long.' }
    : { statusCode: 400, message: 'Bad Request', details: 'The address is not valid.' };
  // No hook runs for these, so the request id header (http/requestIds.ts) is set here.
  void reply.code(body.statusCode).header('x-content-type-options', 'nosniff').header(REQUEST_ID_HEADER, request.id).send(body);
}

/** The 404 envelope for a path no route serves. */
export function routeNotFound(method: string, url: string): ApiErrorBody {
  return { statusCode: 404, message: 'Not Found', details: `Route ${method} ${url.split('?')[0]} not found` };
}

/**
 * One error handler for the whole API: known errors keep their status and envelope, Fastify's
 * own client errors (bad JSON, too large) keep theirs, a database refusal the request caused (an
 * id naming nothing) becomes a 4xx (databaseErrors.ts), anything else is a 500 without details.
 * A server fault (5xx) names its request's id in the body too (the header has it on every answer).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError | Error, request, reply) => {
    const error = databaseClientError(thrown) ?? thrown;
    let body: ApiErrorBody;
    if (error instanceof HttpError) {
      body = { statusCode: error.statusCode, message: error.message, details: error.details };
    } else if ('validation' in error && error.validation) {
      body = { statusCode: 422, message: 'Validation failed', details: error.validation as unknown as ValidationDetail[] };
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, message: clientErrorMessage(error as FastifyError), details: error.message };
    } else {
      body = { statusCode: 500, message: 'Internal Server Error', details: 'Something went wrong, please try again later.' };
    }
    if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'server error');
      // A fault the user may report: the id finds its log lines and its error report.
      body.requestId = request.id;
    }
    return reply.status(body.statusCode).send(body);
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Payload Too Large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported Media Type';
    default:
      return 'Bad Request';
  }
}
