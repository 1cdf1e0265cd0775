import { z } from 'zod';
import { apiErrorBodySchema, companyConfigSchema } from '../api';
import { defineRoute } from './route';

/** GET /ready's 503: the error envelope, with each check that failed ('storage: disk full'). */
const notReadyBodySchema = apiErrorBodySchema
  .extend({ status: z.literal('not ready'), reasons: z.array(z.string()).min(1) })
  .meta({ description: 'Not ready: the error envelope, with each failed check as `check: how`' });

/** Liveness and the public facts the web app needs before anyone signs in (spec 000 section 7). */
export const publicContract = {
  health: defineRoute({ method: 'GET', path: '/health', summary: 'Whether the server process is alive', response: { 200: z.object({ status: z.literal('ok') }) } }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    summary: 'Whether this instance can serve: database reachable and migrated, storage writable, export queue reachable',
    description: "For a load balancer or an orchestrator. Answers 503 naming each check that failed when any does (`reasons`: 'storage: not writable').",
    response: { 200: z.object({ status: z.literal('ready') }), 503: notReadyBodySchema },
  }),
  config: defineRoute({
    method: 'GET',
    path: '/config',
    summary: 'The print company’s details: product name and the links to its website',
    response: { 200: companyConfigSchema },
  }),
  country: defineRoute({
    method: 'GET',
    path: '/geo/country',
    summary: 'The caller’s country from its IP address (null when unknown), for the post-login sequence',
    response: { 200: z.object({ country: z.string().nullable() }) },
  }),
};
