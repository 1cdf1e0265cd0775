import { config } from 'zod';

/*
 * zod compiles a fast parser for each object schema with `new Function`, and probes once whether
 * it may when the first object schema is built. The page's Content-Security-Policy allows no
 * 'unsafe-eval' (apps/server/src/http/securityHeaders.ts), so the probe alone would be reported as
 * a violation. Parsing without the compiled parsers is what the page does anyway; this must run
 * before any module builds a schema, so main.tsx imports it first.
 */
config({ jitless: true });
