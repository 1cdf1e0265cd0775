/*
 * zod compiles a fast parser for each object schema with `new Function`, and probes once whether
 * it may when the first object schema is built. The page's Content-Security-Policy allows no
 * 'unsafe-eval' (apps/server/src/http/securityHeaders.ts), so the probe alone would be reported as
 * a violation. Parsing without the compiled parsers is what the page does anyway.
 *
 * The setting must be in place before any module builds a schema. zod reads its configuration
 * from `globalThis.__zod_globalConfig` (and creates it only when it is not there yet), so it is
 * written there before zod loads:
 * - in the built app, by the start-up script index.html runs before any module (startupPreload.ts
 *   puts this statement in it). A module cannot do it there: the bundler puts zod and the model's
 *   schemas in a chunk that the entry imports before any module of its own runs;
 * - in development (native modules, run in import order), by this module, which main.tsx imports
 *   first.
 * The browser test csp.spec.ts fails if a schema ever probes again.
 */
export const ZOD_WITHOUT_EVAL_STATEMENT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
