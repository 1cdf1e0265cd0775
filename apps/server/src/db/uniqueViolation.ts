/**
 * Whether a database error is a unique index refusing a duplicate (PostgreSQL's 23505, also as the
 * cause Drizzle wraps it in): two requests racing for one name or e-mail, which the index decides.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
