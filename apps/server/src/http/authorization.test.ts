import { createDesignContent } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteKey, collectRoutes } from '../test/routeCollector';
import { type Account, DROPBOX_PICTURE, DROPBOX_REDIRECT, type RouteRequest, SVG_ICON, type World, createWorld } from '../test/world';
import { type CallerRole, type Cell, type Expectation, NOT_IN_TABLE, ROLES, ROUTE_TABLE } from './routeTable';

/**
 * Every API route, called by a guest, a user, a designer and an admin, on their own resource and
 * on someone else's: each answer must be exactly the status routeTable.ts gives. Each call gets a
 * fresh resource, valid in every way but who asks, so the status is the authorization's alone.
 */

let w: World;
let registered: Set<RouteKey>;

beforeAll(async () => {
  const collected = await collectRoutes(() => createWorld());
  w = collected.built;
  registered = collected.routes;
}, 120_000);
afterAll(() => w?.close());

/** How a route is called: the request for a resource of `owner`. */
interface RouteCase {
  /** The route is about a resource someone owns: any account, or only designers and admins. */
  owned?: 'anyone' | 'creators';
  /** The call ends the caller's session: it is made with a session of its own. */
  endsSession?: boolean;
  request(owner: Account): Promise<RouteRequest> | RouteRequest;
}

const open = (url: string): RouteCase => ({ request: () => ({ url }) });
const ofUser = (path: (id: number) => string): RouteCase => ({ owned: 'anyone', request: (owner) => ({ url: path(owner.user.id) }) });
const body = (url: string, payload: () => unknown): RouteCase => ({ request: () => ({ url, payload: payload() as RouteRequest['payload'] }) });

const REQUESTS: Record<string, RouteCase> = {
  'GET /api/health': open('/api/health'),
  'GET /api/config': open('/api/config'),
  'GET /api/geo/country': open('/api/geo/country'),
  'GET /api/commissions/info': open('/api/commissions/info'),
  'GET /api/categories': open('/api/categories'),
  'GET /api/product-sizes': open('/api/product-sizes'),
  'GET /api/products': open('/api/products'),
  'GET /api/template-groups': open('/api/template-groups'),

  'POST /api/users': body('/api/users', () => {
    const email = `${w.unique('new').replace(' ', '')}@example.com`;
    return { firstname: 'New', lastname: 'Person', email, password: 'correct horse battery', password2: 'correct horse battery' };
  }),
  'POST /api/auth/login': body('/api/auth/login', () => ({ email: w.accounts.spare.email, password: w.accounts.spare.password })),
  'POST /api/auth/logout': { endsSession: true, request: () => ({ url: '/api/auth/logout' }) },
  // Every fixture account has the default password: it is "changed" to itself, and the session
  // it is changed with goes on (the others of that account end).
  'PUT /api/auth/password': body('/api/auth/password', () => ({ currentPassword: w.accounts.user.password, password: w.accounts.user.password, password2: w.accounts.user.password })),
  'GET /api/auth/redirect-token': open('/api/auth/redirect-token'),
  'POST /api/auth/handle-redirect-token': { request: async () => ({ url: '/api/auth/handle-redirect-token', payload: { jwt: await w.make.redirectToken(w.accounts.spare) } }) },
  'POST /api/auth/reset-password': body('/api/auth/reset-password', () => ({ email: w.accounts.spare.email })),
  'POST /api/auth/reset-password/confirm': {
    request: async () => ({ url: '/api/auth/reset-password/confirm', payload: { token: await w.make.resetToken(w.accounts.spare), password: w.accounts.spare.password, password2: w.accounts.spare.password } }),
  },
  'GET /api/profile': open('/api/profile'),
  'PUT /api/users/:userId': { owned: 'anyone', request: (owner) => ({ url: `/api/users/${owner.user.id}`, payload: { jobtitle: w.unique('Job') } }) },
  'GET /api/users/creator-data': open('/api/users/creator-data'),

  'POST /api/designs': body('/api/designs', () => ({ name: w.unique('Design'), design: createDesignContent() })),
  'GET /api/designs/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/designs/${(await w.make.design(owner)).id}` }) },
  'PUT /api/designs/:id': {
    owned: 'anyone',
    request: async (owner) => {
      const { id, version } = await w.make.design(owner);
      return { url: `/api/designs/${id}`, payload: { name: w.unique('Saved'), design: createDesignContent(), version } };
    },
  },
  'DELETE /api/designs/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/designs/${(await w.make.design(owner)).id}` }) },
  'GET /api/users/:id/designs': ofUser((id) => `/api/users/${id}/designs`),
  'GET /api/designs/:id/export/:type': { owned: 'anyone', request: async (owner) => ({ url: `/api/designs/${(await w.make.design(owner)).id}/export/pdf?isPrintResolution=false` }) },
  'POST /api/designs/export': {
    owned: 'anyone',
    request: async (owner) => ({ url: '/api/designs/export', payload: { designsToExport: [{ designId: (await w.make.design(owner)).id, type: 'pdf', isPrintResolution: false }] } }),
  },
  'GET /api/exports/:exportId/progress': { owned: 'anyone', request: (owner) => ({ url: `/api/exports/${w.make.exportProgress(owner)}/progress` }) },
  'GET /api/downloads/*': { request: async () => ({ url: await w.make.downloadLink() }) },
  'GET /api/files/*': { request: async () => ({ url: (await w.make.file()).url }) },

  ...pictureRoutes('images'),
  ...pictureRoutes('logos'),
  'GET /api/users/:id/colors': ofUser((id) => `/api/users/${id}/colors`),
  'POST /api/colors': body('/api/colors', () => [{ color: '#12ab34' }]),
  'DELETE /api/colors/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/colors/${(await w.make.color(owner)).id}` }) },

  'GET /api/dropbox/config': open('/api/dropbox/config'),
  'POST /api/dropbox/token': body('/api/dropbox/token', () => ({ code: w.dropbox.issueCode(DROPBOX_REDIRECT), redirectUri: DROPBOX_REDIRECT })),
  'GET /api/dropbox/files': { request: () => ({ url: '/api/dropbox/files', headers: { 'x-dropbox-token': w.dropbox.issueToken() } }) },
  'POST /api/dropbox/import': {
    request: () => ({ url: '/api/dropbox/import', headers: { 'x-dropbox-token': w.dropbox.issueToken() }, payload: { path: DROPBOX_PICTURE, kind: 'image' } }),
  },

  'GET /api/font-categories': open('/api/font-categories'),
  'GET /api/fonts/public': open('/api/fonts/public'),
  'GET /api/font-combinations': open('/api/font-combinations'),
  'GET /api/users/:id/fonts': ofUser((id) => `/api/users/${id}/fonts`),
  'POST /api/fonts': {
    request: async () => ({ url: '/api/fonts', ...(await w.make.multipart([{ field: 'font', name: 'Lato.ttf', bytes: w.files.ttf, type: 'font/ttf' }], { fields: { name: w.unique('Font') } })) }),
  },
  'DELETE /api/fonts/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/fonts/${(await w.make.font(owner)).id}` }) },

  'GET /api/svgs': open('/api/svgs?type=icon'),
  'GET /api/svgs/public': open('/api/svgs/public'),
  'GET /api/svgs/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/svgs/${(await w.make.svg(owner)).id}` }) },
  'POST /api/svgs': { request: async () => ({ url: '/api/svgs', ...(await w.make.multipart([{ name: 'star.svg', bytes: SVG_ICON, type: 'image/svg+xml' }])) }) },
  'PUT /api/svgs/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/svgs/${(await w.make.svg(owner)).id}`, payload: { name: w.unique('Renamed') } }) },
  'DELETE /api/svgs/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/svgs/${(await w.make.svg(owner)).id}` }) },
  'GET /api/users/:id/icons': ofUser((id) => `/api/users/${id}/icons`),
  'GET /api/users/:id/svgs': ofUser((id) => `/api/users/${id}/svgs`),
  'GET /api/users/:id/paid-svgs': ofUser((id) => `/api/users/${id}/paid-svgs`),
  'GET /api/svg-categories': open('/api/svg-categories?type=icon'),
  'GET /api/svg-categories/:id': { request: async () => ({ url: `/api/svg-categories/${(await w.make.svgCategory()).id}` }) },
  'POST /api/svg-categories': body('/api/svg-categories', () => ({ name: w.unique('Category'), type: 'icon' })),
  'PUT /api/svg-categories/:id': { request: async () => ({ url: `/api/svg-categories/${(await w.make.svgCategory()).id}`, payload: { name: w.unique('Renamed'), type: 'icon' } }) },
  'DELETE /api/svg-categories/:id': { request: async () => ({ url: `/api/svg-categories/${(await w.make.svgCategory()).id}` }) },

  'GET /api/photos/collections': open('/api/photos/collections'),
  'GET /api/photos/collections/:id/photos': { request: async () => ({ url: `/api/photos/collections/${(await w.make.photo()).collectionId}/photos` }) },
  'GET /api/photos/search': open('/api/photos/search?query=sea'),
  'GET /api/photos/random': open('/api/photos/random?query=sea'),
  'POST /api/photos/used': { request: async () => ({ url: '/api/photos/used', payload: { source: 'layout', id: (await w.make.photo()).id } }) },
  'POST /api/photos': {
    request: async () => ({ url: '/api/photos', ...(await w.make.multipart([{ name: 'sea.jpg', bytes: w.files.jpeg, type: 'image/jpeg' }], { fields: { collection: w.unique('Collection') } })) }),
  },
  'DELETE /api/photos/:id': { request: async () => ({ url: `/api/photos/${(await w.make.photo()).id}` }) },
  'PUT /api/photos/collections/:id': { request: async () => ({ url: `/api/photos/collections/${(await w.make.photo()).collectionId}`, payload: { title: w.unique('Title') } }) },
  'DELETE /api/photos/collections/:id': { request: async () => ({ url: `/api/photos/collections/${(await w.make.photo()).collectionId}` }) },

  'GET /api/templates/public-admin-templates': open('/api/templates/public-admin-templates'),
  'GET /api/templates/public-designer-templates': open('/api/templates/public-designer-templates'),
  'GET /api/templates/limited-access': open('/api/templates/limited-access'),
  'GET /api/templates/assigned-by-me': open('/api/templates/assigned-by-me'),
  'GET /api/users/:id/assigned-templates': ofUser((id) => `/api/users/${id}/assigned-templates`),
  'GET /api/templates/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/templates/${(await w.make.template(owner)).id}` }) },
  'POST /api/templates': body('/api/templates', () => w.make.templatePayload(w.unique('Template'))),
  'PUT /api/templates/:id': {
    owned: 'creators',
    request: async (owner) => {
      const { id, version } = await w.make.template(owner);
      return { url: `/api/templates/${id}`, payload: { ...w.make.templatePayload(w.unique('Saved')), version } };
    },
  },
  'DELETE /api/templates/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/templates/${(await w.make.template(owner)).id}` }) },
  'GET /api/design-sets/current-user': open('/api/design-sets/current-user'),
  'GET /api/design-sets/existing-names': open('/api/design-sets/existing-names'),

  'GET /api/illustration-categories': open('/api/illustration-categories'),
  'GET /api/illustration-subcategories/public': open('/api/illustration-subcategories/public'),
  'GET /api/illustrations/public': open('/api/illustrations/public'),
  'GET /api/illustrations/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner)).id}` }) },
  'GET /api/users/:id/illustrations': ofUser((id) => `/api/users/${id}/illustrations`),
  'GET /api/users/:id/paid-illustrations': ofUser((id) => `/api/users/${id}/paid-illustrations`),
  'POST /api/illustrations/upload': {
    request: async () => ({
      url: '/api/illustrations/upload',
      ...(await w.make.multipart([{ name: 'owl.svg', bytes: SVG_ICON, type: 'image/svg+xml' }], {
        fields: { name: w.unique('Owl'), cost: '0', order: '1', keyWords: 'owl', illustrationCategoryId: String(w.illustrationCategoryId), isPublished: 'true' },
      })),
    }),
  },
  'PUT /api/illustrations/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner)).id}`, payload: { name: w.unique('Renamed') } }) },
  'DELETE /api/illustrations/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner)).id}` }) },
  'POST /api/illustrations/paid-illustrations-info': { request: async () => ({ url: '/api/illustrations/paid-illustrations-info', payload: { illustrationsId: [(await w.make.illustration(w.accounts.designer2)).id], collectionId: null } }) },
};

function pictureRoutes(kind: 'images' | 'logos'): Record<string, RouteCase> {
  return {
    [`GET /api/users/:id/${kind}`]: ofUser((id) => `/api/users/${id}/${kind}`),
    [`GET /api/${kind}`]: open(`/api/${kind}`),
    [`POST /api/${kind}/upload`]: { request: async () => ({ url: `/api/${kind}/upload`, ...(await w.make.multipart([{ name: 'logo.png', bytes: w.files.png, type: 'image/png' }])) }) },
    [`DELETE /api/${kind}/:id`]: { owned: 'anyone', request: async (owner) => ({ url: `/api/${kind}/${(await w.make.picture(owner, kind)).id}` }) },
  };
}

/** The account each role calls as. */
const callerOf = (role: CallerRole): Account | null => (role === 'guest' ? null : w.accounts[role]);

/** Whose resource `other` is: a second account of the caller's role; a user's for guests and admins (a designer's where only creators own one). */
function otherOwner(role: CallerRole, owned: RouteCase['owned']): Account {
  if (role === 'designer' || owned === 'creators') return w.accounts.designer2;
  return w.accounts.user2;
}

/** A fresh session of `who`, for a call that ends the session it is made with. */
async function freshSession(who: Account): Promise<Account> {
  const login = await w.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: who.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { jwt } = login.json() as { jwt: string };
  return { ...who, token: jwt, headers: { 'x-auth-token': jwt } };
}

/** The cells of one row that do not fit the route: an owned route needs {own, other}, others a number. */
function shapeProblems(key: string, route: RouteCase, expected: Expectation): string[] {
  const problems: string[] = [];
  for (const role of ROLES) {
    const cell = expected[role];
    const needsObject = route.owned !== undefined && role !== 'guest';
    if (needsObject !== (typeof cell === 'object')) problems.push(`${key} ${role}: ${needsObject ? '{ own, other }' : 'a number'} expected`);
    const canOwn = role === 'designer' || role === 'admin' || route.owned === 'anyone';
    if (typeof cell === 'object' && canOwn !== ('own' in cell)) problems.push(`${key} ${role}: ${canOwn ? 'own is missing' : 'a user cannot own one'}`);
  }
  return problems;
}

describe('route table', () => {
  it('has a row for every route the app registers, and a route for every row', () => {
    const unlisted = [...registered].filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !(key in ROUTE_TABLE) && !NOT_IN_TABLE.some((rule) => rule.matches(method, url));
    });
    const gone = Object.keys(ROUTE_TABLE).filter((key) => !registered.has(key as RouteKey));
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(ROUTE_TABLE).sort());
  });

  it('gives { own, other } exactly where a route is about someone’s resource', () => {
    expect(Object.entries(ROUTE_TABLE).flatMap(([key, expected]) => (REQUESTS[key] ? shapeProblems(key, REQUESTS[key], expected) : []))).toEqual([]);
  });
});

describe('an ended session', () => {
  it('is refused with 401 by every route a guest may not call', async () => {
    const ended = await freshSession(w.accounts.user);
    expect((await w.inject('POST', { url: '/api/auth/logout' }, ended)).statusCode).toBe(204);
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [key, row] of Object.entries(ROUTE_TABLE)) {
      if (row.guest !== 401 || !REQUESTS[key]) continue;
      const route = REQUESTS[key];
      const request = await route.request(otherOwner('user', route.owned));
      answers[key] = (await w.inject(key.split(' ')[0]!, request, ended)).statusCode;
      expected[key] = 401;
    }
    expect(answers).toEqual(expected);
  }, 120_000);
});

describe('who may call each route', () => {
  for (const [key, expected] of Object.entries(ROUTE_TABLE)) {
    it(key, async () => {
      const route = REQUESTS[key];
      if (!route) throw new Error(`no request for ${key}`);
      const method = key.split(' ')[0]!;
      const notes: string[] = [];

      const call = async (role: CallerRole, owner: Account, label: string): Promise<number> => {
        const caller = callerOf(role);
        const as = caller && route.endsSession ? await freshSession(caller) : caller;
        const request = await route.request(owner);
        const response = await w.inject(method, request, as);
        const status = response.statusCode;
        if (status >= 400) {
          // Every refusal is in the spec's envelope.
          const answer = response.json() as { statusCode?: unknown; message?: unknown };
          if (answer.statusCode !== status || typeof answer.message !== 'string' || answer.message === '') notes.push(`${label}: not the error envelope: ${response.body}`);
        }
        notes.push(`${label} ${status}: ${response.body.slice(0, 200)}`);
        return status;
      };

      const observed = {} as Record<CallerRole, Cell>;
      for (const role of ROLES) {
        const cell = expected[role];
        if (typeof cell === 'number') {
          observed[role] = await call(role, otherOwner(role, route.owned), role);
        } else {
          const answer: { own?: number; other: number } = { other: 0 };
          if ('own' in cell) answer.own = await call(role, callerOf(role)!, `${role} own`);
          answer.other = await call(role, otherOwner(role, route.owned), `${role} other`);
          observed[role] = answer;
        }
      }
      expect(observed, notes.join('\n')).toEqual(expected);
      expect(notes.filter((note) => note.includes('not the error envelope'))).toEqual([]);
    });
  }
});
