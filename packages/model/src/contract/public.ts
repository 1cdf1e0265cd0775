import { z } from 'zod';
import { companyConfigSchema } from '../api';
import { defineRoute } from './route';

/** Liveness and the public facts the web app needs before anyone signs in (spec 000 section 7). */
export const publicContract = {
  health: defineRoute({ method: 'GET', path: '/health', summary: 'Whether the server is up and ready', response: { 200: z.object({ status: z.literal('ok') }) } }),
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
