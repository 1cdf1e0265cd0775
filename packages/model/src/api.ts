/**
 * The error envelope every failed API call answers with (spec 000 section 8).
 * 422: details is a list of {property, constraints}; otherwise details is a string.
 */
export interface ValidationDetail {
  property: string;
  constraints: Record<string, string>;
}

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  details?: string | ValidationDetail[];
}

/** Turns a 422 details list into the field -> messages map the forms show. */
export function validationDetailsToFieldMap(details: ValidationDetail[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const detail of details) {
    (map[detail.property] ??= []).push(...Object.values(detail.constraints));
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
export interface CompanyConfig {
  productName: string;
  mainWebsiteUrl: string;
  signUpUrl: string;
  forgotPasswordUrl: string;
  learnUrl: string;
  orderUrl: string;
  supportEmail: string;
}
