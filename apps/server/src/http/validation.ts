import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import { HttpError, zodToDetails } from './errors';

/** The params of a route about one stored item (`/fonts/:id`): a positive whole id. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Lets routes declare zod schemas (from @layout/model) as their body, querystring and params
 * schemas. A failed parse becomes a 422 with the spec's details list; a passed one replaces the
 * input with the parsed (trimmed, defaulted) value.
 */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (result.success) return { value: result.data };
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
