import { createDesignContent } from '@layout/model';
import { type Account, DROPBOX_PICTURE, DROPBOX_REDIRECT, type RouteRequest, SVG_ICON, type World } from '../test/world';

/** How a route is called: the request for a resource of `owner`. */
export interface RouteCase {
  /** The route is about a resource someone owns: any account, or only designers and admins. */
  owned?: 'anyone' | 'creators';
  /** The call ends the caller's session: it is made with a session of its own. */
  endsSession?: boolean;
  request(owner: Account): Promise<RouteRequest> | RouteRequest;
}

/** The built-in provider's card that is always approved (model payments/testCards.ts). */
const TEST_CARD = { name: 'Test Buyer', cardType: 'Visa', cardNumber: '4242424242424242', expDateMonth: '12', expDateYear: '99', csv: '123' };

const open = (url: string): RouteCase => ({ request: () => ({ url }) });
const ofUser = (path: (id: number) => string): RouteCase => ({ owned: 'anyone', request: (owner) => ({ url: path(owner.user.id) }) });
const body = (url: string, payload: () => unknown): RouteCase => ({ request: () => ({ url, payload: payload() as RouteRequest['payload'] }) });

/**
 * How each route of routeTable.ts is called: a request that is valid in every way but who sends
 * it, each call with a fresh resource of `owner` where the route is about one. Keyed like the
 * table (the key gives the method). The authorization test sends these as each role; the fuzz
 * test mutates their bodies.
 */
export function routeRequests(w: World): Record<string, RouteCase> {
  let overTenDesigns: Promise<unknown> | undefined;
  return {
    'GET /api/health': open('/api/health'),
    'GET /api/ready': open('/api/ready'),
    'GET /api/config': open('/api/config'),
    'GET /api/docs/openapi.json': open('/api/docs/openapi.json'),
    'GET /api/geo/country': open('/api/geo/country'),
    'GET /api/commissions/info': open('/api/commissions/info'),
    'GET /api/categories': open('/api/categories'),
    'GET /api/product-sizes': open('/api/product-sizes'),
    'GET /api/products': open('/api/products'),
    // Set to what it is (RGB, the seeded products' colours), so the other calls' exports are not changed.
    'PATCH /api/products/:id': { request: () => ({ url: `/api/products/${w.catalogue.productId}`, payload: { printColors: 'rgb' } }) },
    'GET /api/template-groups': open('/api/template-groups'),

    'POST /api/users': body('/api/users', () => {
      const email = `${w.unique('new').replace(' ', '')}@example.com`;
      return { firstname: 'New', lastname: 'Person', email, password: 'correct horse battery', password2: 'correct horse battery' };
    }),
    'POST /api/auth/login': body('/api/auth/login', () => ({ email: w.accounts.spare.email, password: w.accounts.spare.password })),
    'POST /api/auth/logout': { endsSession: true, request: () => ({ url: '/api/auth/logout' }) },
    // Every fixture account has the default password: it is "changed" to itself, and the session
    // it is changed with goes on (the others of that account end).
    'PUT /api/auth/password': body('/api/auth/password', () => ({
      currentPassword: w.accounts.user.password,
      password: w.accounts.user.password,
      password2: w.accounts.user.password,
    })),
    'GET /api/auth/redirect-token': open('/api/auth/redirect-token'),
    'POST /api/auth/handle-redirect-token': { request: async () => ({ url: '/api/auth/handle-redirect-token', payload: { jwt: await w.make.redirectToken(w.accounts.user2) } }) },
    'POST /api/auth/reset-password': body('/api/auth/reset-password', () => ({ email: w.accounts.spare.email })),
    // A reset ends the account's sessions: the spare account is never signed in with.
    'POST /api/auth/reset-password/confirm': {
      request: async () => ({
        url: '/api/auth/reset-password/confirm',
        payload: { token: await w.make.resetToken(w.accounts.spare), password: w.accounts.spare.password, password2: w.accounts.spare.password },
      }),
    },
    'GET /api/profile': open('/api/profile'),
    'PUT /api/users/:userId': { owned: 'anyone', request: (owner) => ({ url: `/api/users/${owner.user.id}`, payload: { jobtitle: w.unique('Job') } }) },
    'PUT /api/users/:userId/role': { request: () => ({ url: `/api/users/${w.accounts.spare.user.id}/role`, payload: { role: 'user' } }) },
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
    'GET /api/designs/create-checkout-session-billing': open('/api/designs/create-checkout-session-billing'),
    // Cancel leaves a PRO account with more than 10 designs as it is: the callers get that many first.
    'GET /api/designs/cancel-subscription-billing': {
      request: async () => {
        overTenDesigns ??= Promise.all(
          [w.accounts.user, w.accounts.designer, w.accounts.admin].map(async (who) => {
            for (let n = 0; n < 11; n++) await w.make.design(who);
          }),
        );
        await overTenDesigns;
        return { url: '/api/designs/cancel-subscription-billing' };
      },
    },
    'GET /api/designs/:id/export/:type': {
      owned: 'anyone',
      request: async (owner) => ({ url: `/api/designs/${(await w.make.design(owner)).id}/export/pdf?isPrintResolution=false` }),
    },
    'POST /api/designs/export': {
      owned: 'anyone',
      request: async (owner) => ({
        url: '/api/designs/export',
        payload: { designsToExport: [{ designId: (await w.make.design(owner)).id, type: 'pdf', isPrintResolution: false }] },
      }),
    },
    'POST /api/designs/:id/print-run': {
      owned: 'anyone',
      request: async (owner) => ({
        url: `/api/designs/${(await w.make.design(owner)).id}/print-run`,
        payload: { isPrintResolution: false, output: 'onePdf', records: [{ fullName: 'Ada Lovelace' }, { fullName: 'Grace Hopper' }] },
      }),
    },
    'POST /api/print/colors': body('/api/print/colors', () => ({ colors: ['#4ac6e3'] })),
    'GET /api/print/profile': open('/api/print/profile'),
    'GET /api/exports/:exportId/progress': { owned: 'anyone', request: async (owner) => ({ url: `/api/exports/${await w.make.exportProgress(owner)}/progress` }) },
    'GET /api/downloads/*': { request: async () => ({ url: await w.make.downloadLink() }) },
    'GET /api/files/*': { request: async () => ({ url: (await w.make.file()).url }) },

    ...pictureRoutes(w, 'images'),
    ...pictureRoutes(w, 'logos'),
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
      request: async () => ({
        url: '/api/fonts',
        ...(await w.make.multipart([{ field: 'font', name: 'Lato.ttf', bytes: w.files.ttf, type: 'font/ttf' }], { fields: { name: w.unique('Font') } })),
      }),
    },
    'DELETE /api/fonts/:id': { owned: 'anyone', request: async (owner) => ({ url: `/api/fonts/${(await w.make.font(owner)).id}` }) },
    'DELETE /api/fonts/:id (public font)': { request: async () => ({ url: `/api/fonts/${(await w.make.publicFont()).id}` }) },

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
    'PUT /api/svg-categories/:id': {
      request: async () => ({ url: `/api/svg-categories/${(await w.make.svgCategory()).id}`, payload: { name: w.unique('Renamed'), type: 'icon' } }),
    },
    'DELETE /api/svg-categories/:id': { request: async () => ({ url: `/api/svg-categories/${(await w.make.svgCategory()).id}` }) },

    'GET /api/photos/collections': open('/api/photos/collections'),
    'GET /api/photos/collections/:id/photos': { request: async () => ({ url: `/api/photos/collections/${(await w.make.photo()).collectionId}/photos` }) },
    'GET /api/photos/search': open('/api/photos/search?query=sea'),
    'GET /api/photos/random': open('/api/photos/random?query=sea'),
    'POST /api/photos/used': { request: async () => ({ url: '/api/photos/used', payload: { source: 'layout', id: (await w.make.photo()).id } }) },
    'POST /api/photos': {
      request: async () => ({
        url: '/api/photos',
        ...(await w.make.multipart([{ name: 'sea.jpg', bytes: w.files.jpeg, type: 'image/jpeg' }], { fields: { collection: w.unique('Collection') } })),
      }),
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
    'GET /api/templates/:id (limited access)': {
      owned: 'creators',
      request: async (owner) => ({ url: `/api/templates/${(await w.make.template(owner, { limited: true })).id}` }),
    },
    'POST /api/templates': body('/api/templates', () => w.make.templatePayload(w.unique('Template'))),
    'PUT /api/templates/:id': {
      owned: 'creators',
      request: async (owner) => {
        const { id, version } = await w.make.template(owner);
        return { url: `/api/templates/${id}`, payload: { ...w.make.templatePayload(w.unique('Saved')), version } };
      },
    },
    'PUT /api/templates/:id (limited access)': {
      owned: 'creators',
      request: async (owner) => {
        const { id, version } = await w.make.template(owner, { limited: true });
        return { url: `/api/templates/${id}`, payload: { ...w.make.templatePayload(w.unique('Saved')), isAccessLimited: true, version } };
      },
    },
    'DELETE /api/templates/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/templates/${(await w.make.template(owner)).id}` }) },
    'GET /api/design-sets/current-user': open('/api/design-sets/current-user'),
    'GET /api/design-sets/existing-names': open('/api/design-sets/existing-names'),

    'GET /api/illustration-categories': open('/api/illustration-categories'),
    'GET /api/illustration-subcategories/public': open('/api/illustration-subcategories/public'),
    'GET /api/illustrations/public': open('/api/illustrations/public'),
    'GET /api/illustrations/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner)).id}` }) },
    'GET /api/illustrations/:id (unpublished)': {
      owned: 'creators',
      request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner, { published: false })).id}` }),
    },
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
    'PUT /api/illustrations/:id': {
      owned: 'creators',
      request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner)).id}`, payload: { name: w.unique('Renamed') } }),
    },
    'PUT /api/illustrations/:id (unpublished)': {
      owned: 'creators',
      request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner, { published: false })).id}`, payload: { name: w.unique('Renamed') } }),
    },
    'DELETE /api/illustrations/:id': { owned: 'creators', request: async (owner) => ({ url: `/api/illustrations/${(await w.make.illustration(owner)).id}` }) },
    'POST /api/illustrations/paid-illustrations-info': {
      request: async () => ({
        url: '/api/illustrations/paid-illustrations-info',
        payload: { illustrationsId: [(await w.make.illustration(w.accounts.designer2)).id], collectionId: null },
      }),
    },

    'POST /api/designs/:id/payment-info': { owned: 'anyone', request: async (owner) => ({ url: `/api/designs/${(await w.make.paidDesign(owner)).id}/payment-info` }) },
    'POST /api/designs/create-checkout-session': {
      owned: 'anyone',
      request: async (owner) => ({
        url: '/api/designs/create-checkout-session',
        payload: { exportItems: [{ designId: (await w.make.paidDesign(owner)).id, type: 'pdf', isPrintResolution: true }], isExportToPt: false },
      }),
    },
    'POST /api/designs/pay': {
      owned: 'anyone',
      request: async (owner) => ({
        url: '/api/designs/pay',
        payload: { paymentDetails: TEST_CARD, currentDesignsToExport: [{ designId: (await w.make.paidDesign(owner)).id, type: 'pdf', isPrintResolution: true }] },
      }),
    },
    'POST /api/illustrations/create-checkout-session': {
      request: async () => ({ url: '/api/illustrations/create-checkout-session', payload: { illustrationsId: [(await w.make.paidIllustration()).id] } }),
    },
    'GET /api/payments/checkouts/:checkoutId': { owned: 'anyone', request: async (owner) => ({ url: `/api/payments/checkouts/${(await w.make.checkout(owner)).id}` }) },
    'POST /api/payments/checkouts/:checkoutId/pay': {
      owned: 'anyone',
      request: async (owner) => ({ url: `/api/payments/checkouts/${(await w.make.checkout(owner)).id}/pay`, payload: TEST_CARD }),
    },
    'GET /api/sales': open('/api/sales'),
    'POST /api/payments/stripe/webhook': body('/api/payments/stripe/webhook', () => ({ id: 'evt_test', type: 'checkout.session.completed', data: { object: {} } })),

    'POST /api/orders': { owned: 'anyone', request: async (owner) => ({ url: '/api/orders', payload: { designId: (await w.make.design(owner)).id } }) },
    'GET /api/orders': open('/api/orders'),
    'GET /api/admin/orders': open('/api/admin/orders'),
    'GET /api/orders/:id/pdf': { owned: 'anyone', request: async (owner) => ({ url: `/api/orders/${(await w.make.order(owner)).id}/pdf` }) },
    'PUT /api/orders/:id': { request: async () => ({ url: `/api/orders/${(await w.make.order(w.accounts.user)).id}`, payload: { status: 'printed' } }) },
  };
}

function pictureRoutes(w: World, kind: 'images' | 'logos'): Record<string, RouteCase> {
  return {
    [`GET /api/users/:id/${kind}`]: ofUser((id) => `/api/users/${id}/${kind}`),
    [`GET /api/${kind}`]: open(`/api/${kind}`),
    [`POST /api/${kind}/upload`]: {
      request: async () => ({ url: `/api/${kind}/upload`, ...(await w.make.multipart([{ name: 'logo.png', bytes: w.files.png, type: 'image/png' }])) }),
    },
    [`DELETE /api/${kind}/:id`]: { owned: 'anyone', request: async (owner) => ({ url: `/api/${kind}/${(await w.make.picture(owner, kind)).id}` }) },
  };
}
