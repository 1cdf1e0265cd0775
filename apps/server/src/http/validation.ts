import type { FastifyInstance } from 'fastify';
import type { ZodError, ZodType, z } from 'zod';
import { HttpError, notFound, zodToDetails } from './errors';

/** The details of the 404 for a path whose id no stored item can have. */
export const NO_SUCH_ID = 'Nothing has this id';

/**
 * Whether a failed parse of a path's params only found numbers out of range (an id of 0 or of
 * 2^31 and more): the path then names nothing that can exist, a 404 as for an unknown id; a
 * malformed part (`/fonts/abc`) stays a 422.
 */
const onlyOutOfRange = (error: ZodError) => error.issues.every((issue) => issue.code === 'too_big' || issue.code === 'too_small');

/**
 * Lets routes declare zod schemas (from @layout/model) as their body, querystring and params
 * schemas. A failed parse becomes a 422 with the spec's details list; a passed one replaces the
 * input with the parsed (trimmed, defaulted) value.
 */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (result.success) return { value: result.data };
      if (httpPart === 'params' && onlyOutOfRange(result.error)) return { error: notFound(NO_SUCH_ID) };
      const error = Object.assign(new Error('Validation failed'), { validation: zodToDetails(result.error) });
      return { error };
    };
  });
}

/**
 * The text fields of a multipart upload, parsed by `schema`: an upload's fields are not seen by
 * the route validation above, so they fail the same way here, a 422 with the spec's details list.
 */
export function parseFormFields<S extends ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw new HttpError(422, 'Validation failed', zodToDetails(result.error));
  return result.data;
}
