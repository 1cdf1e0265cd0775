import { z } from 'zod';

/** One field of a 422's details: the property and each rule it broke, with its message. */
export const validationDetailSchema = z.object({ property: z.string(), constraints: z.record(z.string(), z.string()) });
export type ValidationDetail = z.infer<typeof validationDetailSchema>;

/**
 * The error envelope every failed API call answers with (spec 000 section 8).
 * 422: details is a list of {property, constraints}; otherwise details is a string. A server
 * fault (5xx) also names its request's id (the answer's x-request-id header, which every answer
 * carries), so the user can quote it and it finds the request's log lines and error report.
 * The schema is what the API documentation shows (http/openapi.ts).
 */
export const apiErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    details: z.union([z.string(), z.array(validationDetailSchema)]).optional(),
    requestId: z.string().optional().meta({ description: 'The request’s id (as in x-request-id), on server faults (5xx)' }),
  })
  .meta({ description: 'The error envelope of every API error (spec 000 section 8): a 422 lists each field with the rules it broke.' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Turns a 422 details list into the field -> messages map the forms show. */
export function validationDetailsToFieldMap(details: ValidationDetail[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const detail of details) {
    map[detail.property] ??= [];
    map[detail.property]!.push(...Object.values(detail.constraints));
  }
  return map;
}

/** The header that carries the session token. */
export const AUTH_HEADER = 'x-auth-token';
/** The header some calls send with the user's country. */
export const COUNTRY_HEADER = 'country';

/**
 * The print company's details, served by GET /api/config. Links the spec sends to the company's
 * main website fall back to Layout's own pages when the company configured none.
 */
export const companyConfigSchema = z.object({
  productName: z.string(),
  mainWebsiteUrl: z.string(),
  signUpUrl: z.string(),
  forgotPasswordUrl: z.string(),
  learnUrl: z.string(),
  orderUrl: z.string(),
  supportEmail: z.string(),
  /** Who takes card payments: the built-in test provider (Layout's card form) or Stripe (its hosted checkout: no card form in Layout). */
  paymentProvider: z.enum(['test', 'stripe']),
  /**
   * Where the web app reports its own faults (the server's SENTRY_WEB_DSN and SENTRY_ENVIRONMENT);
   * absent when that is off. A Sentry DSN in the browser is public by design: it lets anyone send
   * events, not read them. The server's own DSN (SENTRY_DSN) is never sent.
   */
  errorReporting: z
    .object({ dsn: z.string(), environment: z.string() })
    .optional()
    .meta({ description: 'Error reporting of the web app (Sentry’s DSN and environment); absent when off' }),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;
