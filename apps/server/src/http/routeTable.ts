/**
 * Who may call each API route, and the exact status each caller gets (authorization.test.ts checks
 * every route the app registers against this table, and this table against the app's routes).
 *
 * One line per route, keyed by method and url as registered; a route whose answers depend on the
 * kind of resource has more lines, each key followed by the kind in brackets ('(unpublished)').
 * A cell is:
 * - a number: the answer for that caller (the route is about no one's resource, or a guest);
 * - { own, other }: for a route about a resource someone owns (a design, a picture, a template...):
 *   `own` when the caller owns it, `other` when a second account does: another account of the same
 *   role, except that a guest's and an admin's `other` is a user's resource (a designer's where
 *   only creators own such a thing; `own` is then missing for users, who cannot own one).
 * A guest sends no token; a user, designer and admin are signed in with that role.
 *
 * The fixtures (test/world.ts, made afresh for each call by routeRequests.ts) are the ordinary
 * ones: a design, image, logo, font, colour and private icon of a user; a template, published
 * illustration and published svg shape of a designer; photos, collections and svg categories the
 * admin keeps.
 */

export const ROLES = ['guest', 'user', 'designer', 'admin'] as const;

/** The route a row is about: its key without the kind of resource in brackets. */
export const routeOf = (key: string) => key.replace(/ \([^)]*\)$/, '');
export type CallerRole = (typeof ROLES)[number];
export type Cell = number | { own?: number; other: number };
export type Expectation = Record<CallerRole, Cell>;

/** The same answer for every caller (open routes). */
const all = (status: number): Expectation => ({ guest: status, user: status, designer: status, admin: status });
/** Signed in: 401 for a guest, `status` for everyone else. */
const signedIn = (status: number): Expectation => ({ guest: 401, user: status, designer: status, admin: status });
/** Designers and admins only. */
const creators = (status: number): Expectation => ({ guest: 401, user: 403, designer: status, admin: status });
/** Admins only. */
const admins = (status: number): Expectation => ({ guest: 401, user: 403, designer: 403, admin: status });
/** A signed-in user's own list (`/users/:id/...`): someone else's is 403, except for an admin. */
const ownList = (): Expectation => ({ guest: 401, user: { own: 200, other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } });

export const ROUTE_TABLE: Record<string, Expectation> = {
  // Public facts
  'GET /api/health': all(200),
  'GET /api/ready': all(200),
  'GET /api/config': all(200),
  'GET /api/docs/openapi.json': all(200),
  'GET /api/geo/country': all(200),
  'GET /api/commissions/info': all(200),
  'GET /api/categories': all(200),
  'GET /api/product-sizes': all(200),
  'GET /api/products': all(200),
  'PATCH /api/products/:id': admins(200),
  'GET /api/template-groups': all(200),

  // Accounts and sessions
  'POST /api/users': all(201),
  'POST /api/auth/login': all(200),
  'POST /api/auth/logout': signedIn(204),
  'PUT /api/auth/password': signedIn(200),
  'GET /api/auth/redirect-token': signedIn(200),
  'POST /api/auth/handle-redirect-token': all(200),
  'POST /api/auth/reset-password': all(201),
  'POST /api/auth/reset-password/confirm': all(200),
  'GET /api/profile': signedIn(200),
  'PUT /api/users/:userId': { guest: 401, user: { own: 200, other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'PUT /api/users/:userId/role': admins(200),
  'GET /api/users/creator-data': all(200),

  // Designs and their exports
  'POST /api/designs': signedIn(201),
  'GET /api/designs/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'PUT /api/designs/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'DELETE /api/designs/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/designs': ownList(),
  // The storage plan (plans/): the fixture accounts are PRO, so a second plan is refused and Cancel,
  // with more than 10 designs, asks to delete some first (changing nothing); plans.test.ts has the rest.
  'GET /api/designs/create-checkout-session-billing': signedIn(409),
  'GET /api/designs/cancel-subscription-billing': signedIn(200),
  'GET /api/designs/:id/export/:type': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'POST /api/designs/export': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'POST /api/designs/:id/print-run': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  // Progress belongs to whoever started the export, admins included.
  'POST /api/print/colors': { guest: 401, user: 200, designer: 200, admin: 200 },
  'GET /api/print/profile': all(200),
  'GET /api/exports/:exportId/progress': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 404 } },
  // The signed link is the permission: anyone holding it downloads.
  'GET /api/downloads/*': all(200),
  'GET /api/files/*': all(200),

  // Pictures, logos, colours
  'GET /api/users/:id/images': ownList(),
  'GET /api/images': signedIn(200),
  'POST /api/images/upload': signedIn(201),
  'DELETE /api/images/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/logos': ownList(),
  'GET /api/logos': signedIn(200),
  'POST /api/logos/upload': signedIn(201),
  'DELETE /api/logos/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/colors': ownList(),
  'POST /api/colors': signedIn(201),
  // Brand colours are only ever the owner's: an admin gets 404 too.
  'DELETE /api/colors/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 404 } },

  // Dropbox (configured against a fake Dropbox)
  'GET /api/dropbox/config': all(200),
  'POST /api/dropbox/token': signedIn(200),
  'GET /api/dropbox/files': signedIn(200),
  'POST /api/dropbox/import': signedIn(201),

  // Fonts
  'GET /api/font-categories': all(200),
  'GET /api/fonts/public': all(200),
  'GET /api/font-combinations': all(200),
  'GET /api/users/:id/fonts': ownList(),
  'POST /api/fonts': signedIn(201),
  'DELETE /api/fonts/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'DELETE /api/fonts/:id (public font)': admins(200),

  // Shapes and icons: a user's private icon is 404 to others; a designer's published shape is 403 to change
  'GET /api/svgs': all(200),
  'GET /api/svgs/public': all(200),
  'GET /api/svgs/:id': { guest: 404, user: { own: 200, other: 404 }, designer: { own: 200, other: 200 }, admin: { own: 200, other: 200 } },
  'POST /api/svgs': signedIn(201),
  'PUT /api/svgs/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'DELETE /api/svgs/:id': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/icons': ownList(),
  'GET /api/users/:id/svgs': { guest: 200, user: { own: 200, other: 200 }, designer: { own: 200, other: 200 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/paid-svgs': ownList(),
  'GET /api/svg-categories': all(200),
  'GET /api/svg-categories/:id': all(200),
  'POST /api/svg-categories': admins(201),
  'PUT /api/svg-categories/:id': admins(200),
  'DELETE /api/svg-categories/:id': admins(200),

  // Stock photos (Layout's own library)
  'GET /api/photos/collections': all(200),
  'GET /api/photos/collections/:id/photos': all(200),
  'GET /api/photos/search': all(200),
  'GET /api/photos/random': all(200),
  'POST /api/photos/used': all(204),
  'POST /api/photos': admins(201),
  'DELETE /api/photos/:id': admins(200),
  'PUT /api/photos/collections/:id': admins(200),
  'DELETE /api/photos/collections/:id': admins(200),

  // Templates: a designer's public template; users own none
  'GET /api/templates/public-admin-templates': all(200),
  'GET /api/templates/public-designer-templates': all(200),
  'GET /api/templates/limited-access': creators(200),
  'GET /api/templates/assigned-by-me': creators(200),
  // Only the user themself lists what is assigned to them, admins included.
  'GET /api/users/:id/assigned-templates': { guest: 401, user: { own: 200, other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 403 } },
  'GET /api/templates/:id': { guest: 200, user: { other: 200 }, designer: { own: 200, other: 200 }, admin: { own: 200, other: 200 } },
  // Limited access, assigned to no one: only its creator and admins know it exists.
  'GET /api/templates/:id (limited access)': { guest: 404, user: { other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'POST /api/templates': creators(201),
  'PUT /api/templates/:id': { guest: 401, user: { other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'PUT /api/templates/:id (limited access)': { guest: 401, user: { other: 403 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'DELETE /api/templates/:id': { guest: 401, user: { other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'GET /api/design-sets/current-user': creators(200),
  'GET /api/design-sets/existing-names': creators(200),

  // Illustrations: a designer's published illustration; users own none
  'GET /api/illustration-categories': all(200),
  'GET /api/illustration-subcategories/public': all(200),
  'GET /api/illustrations/public': all(200),
  'GET /api/illustrations/:id': { guest: 200, user: { other: 200 }, designer: { own: 200, other: 200 }, admin: { own: 200, other: 200 } },
  'GET /api/illustrations/:id (unpublished)': { guest: 404, user: { other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/illustrations': { guest: 200, user: { own: 200, other: 200 }, designer: { own: 200, other: 200 }, admin: { own: 200, other: 200 } },
  'GET /api/users/:id/paid-illustrations': ownList(),
  'POST /api/illustrations/upload': creators(201),
  'PUT /api/illustrations/:id': { guest: 401, user: { other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'PUT /api/illustrations/:id (unpublished)': { guest: 401, user: { other: 403 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'DELETE /api/illustrations/:id': { guest: 401, user: { other: 403 }, designer: { own: 200, other: 403 }, admin: { own: 200, other: 200 } },
  'POST /api/illustrations/paid-illustrations-info': all(200),

  // Paying for stock and exports: the fixture design holds a paid illustration of designer2's.
  // Admins run the marketplace and pay for nothing: a checkout of theirs has nothing to pay for (409).
  'POST /api/designs/:id/payment-info': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'POST /api/designs/create-checkout-session': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 409, other: 409 } },
  // Paid with a test card (an admin's: nothing to pay, answered as paid).
  'POST /api/designs/pay': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'POST /api/illustrations/create-checkout-session': { guest: 401, user: 200, designer: 200, admin: 409 },
  // A checkout is its buyer's alone, admins included.
  'GET /api/payments/checkouts/:checkoutId': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 404 } },
  'POST /api/payments/checkouts/:checkoutId/pay': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 404 } },
  'GET /api/sales': creators(200),
  // Stripe's signed events: the test world pays with the built-in provider, so every caller is refused.
  'POST /api/payments/stripe/webhook': all(400),

  // Orders sent to print (the fixture accounts are in Australia): only the design's owner orders it
  'POST /api/orders': { guest: 401, user: { own: 201, other: 404 }, designer: { own: 201, other: 404 }, admin: { own: 201, other: 404 } },
  'GET /api/orders': signedIn(200),
  'GET /api/admin/orders': admins(200),
  'GET /api/orders/:id/pdf': { guest: 401, user: { own: 200, other: 404 }, designer: { own: 200, other: 404 }, admin: { own: 200, other: 200 } },
  'PUT /api/orders/:id': admins(200),
};

/** Registered routes the table leaves out, each rule with its reason. */
export const NOT_IN_TABLE: { reason: string; matches: (method: string, url: string) => boolean }[] = [
  {
    // fastify-static adds one route per file of apps/web/dist (when a build exists): the web app,
    // public by design, the same for every caller and no part of the API.
    reason: 'the web app\u2019s static files',
    matches: (_method, url) => !url.startsWith('/api/'),
  },
  {
    // Prometheus's scrape (health/metrics.ts): for the operator's machines, in Prometheus's text
    // format, outside /api and the API's documentation; open, or behind METRICS_TOKEN (a bearer
    // token, not a session), the same for every role (docs/decisions.md, issue 25: for operators).
    reason: 'the Prometheus metrics',
    matches: (method, url) => url === '/metrics' && (method === 'GET' || method === 'HEAD'),
  },
  {
    // @fastify/swagger-ui's page and its files (script, styles, its copy of the document): public,
    // the same for every caller, no part of the API they document.
    reason: 'the API documentation viewer',
    matches: (_method, url) => url === '/api/docs' || (url.startsWith('/api/docs/') && url !== '/api/docs/openapi.json'),
  },
  {
    // Fastify adds a HEAD route beside every GET route: the same hooks (the guard) and handler.
    reason: 'the HEAD twin Fastify adds to a GET route',
    matches: (method, url) => method === 'HEAD' && `GET ${url}` in ROUTE_TABLE,
  },
];
