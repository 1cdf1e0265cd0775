import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Role, createDesignContent } from '@layout/model';
import { sfntFromWoff } from '@layout/render';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { passwordResets } from '../auth/password-resets.table';
import { type FakeDropbox, startFakeDropbox } from '../dropbox/fakeDropbox';
import { insertFont } from '../fonts/fonts.queries';
import { illustrationCategories } from '../illustrations/illustrations.table';
import { insertOrder } from '../orders/orders.queries';
import { insertCheckout } from '../payments/checkouts.queries';
import { newOrderReference } from '../orders/orders.service';
import { jpegOf, pngOf } from '../uploads/pictureFixtures';
import { updateUser } from '../users/users.queries';
import { type FilePart, type MultipartOptions, multipartBody } from './multipart';
import { cardFrontTemplate } from './templatePayload';
import { type SignedUp, type TestApp, createTestApp } from './test-app';

const require = createRequire(import.meta.url);

/** An account of a role, signed in. */
export interface Account extends SignedUp {
  role: Role;
}

/** A request without its method (the route's key names it) and without the caller's token. */
export type RouteRequest = Pick<InjectOptions, 'url' | 'payload' | 'headers' | 'query'> & { url: string };

export const DROPBOX_REDIRECT = 'http://127.0.0.1:3000/dropbox-callback.html';
export const DROPBOX_PICTURE = '/public/beach.jpg';
export const SVG_ICON = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#2a7"/></svg>');

/**
 * A populated server for the authorization and fuzz tests: two accounts of each of the roles user
 * and designer, an admin, and factories that make a fresh resource of any kind for an owner,
 * through the API as the product makes them (each call makes a new one, so a test may delete it).
 */
export interface World {
  t: TestApp;
  dropbox: FakeDropbox;
  accounts: { user: Account; user2: Account; designer: Account; designer2: Account; admin: Account; spare: Account };
  catalogue: { productId: number; categoryId: number; sizeId: number };
  illustrationCategoryId: number;
  files: { png: Buffer; jpeg: Buffer; ttf: Buffer };
  /** A name no other fixture has. */
  unique(prefix?: string): string;
  /** Sends a request as `who` (null: a guest), with a multipart body when `multipart` is given. */
  inject(method: string, request: RouteRequest, who: Account | null): Promise<LightMyRequestResponse>;
  make: Factories;
  close(): Promise<void>;
}

export interface Factories {
  design(owner: Account): Promise<{ id: number; version: number }>;
  /** A public template, or with `limited` one of limited access assigned to no one. */
  template(owner: Account, options?: { limited?: boolean }): Promise<{ id: number; version: number }>;
  /** A published illustration, or with `published: false` an unpublished one. */
  illustration(owner: Account, options?: { published?: boolean }): Promise<{ id: number }>;
  /** A user's private icon; a designer's or admin's published shape. */
  svg(owner: Account): Promise<{ id: number }>;
  font(owner: Account): Promise<{ id: number }>;
  /** A font of the public library (no owner), as the seed installs them. */
  publicFont(): Promise<{ id: number }>;
  picture(owner: Account, kind: 'images' | 'logos'): Promise<{ id: number }>;
  color(owner: Account): Promise<{ id: number }>;
  /** A photo in a new collection of Layout's library (uploaded by the admin). */
  photo(): Promise<{ id: string; collectionId: string }>;
  svgCategory(): Promise<{ id: number }>;
  /** A stored file: its key and its /api/files address. */
  file(): Promise<{ key: string; url: string }>;
  /** A signed link to a stored export. */
  downloadLink(): Promise<string>;
  /** An export in progress, started by `owner`. */
  exportProgress(owner: Account): Promise<string>;
  redirectToken(owner: Account): Promise<string>;
  /** An order of `owner`'s with its (tiny) PDF, as POST /orders records one. */
  order(owner: Account): Promise<{ id: number }>;
  /** A published illustration of designer2's priced $3. */
  paidIllustration(): Promise<{ id: number }>;
  /** A design of `owner`'s holding a paid illustration of designer2's, not bought. */
  paidDesign(owner: Account): Promise<{ id: number }>;
  /** An open checkout of `owner`'s for a paid illustration (priced as the server prices one). */
  checkout(owner: Account): Promise<{ id: string }>;
  /** A password reset link's token for `owner` (as the e-mail carries it). */
  resetToken(owner: Account): Promise<string>;
  templatePayload(name: string): Record<string, unknown>;
  multipart(files: FilePart[], options?: MultipartOptions): Promise<{ payload: Buffer; headers: Record<string, string> }>;
}

export async function createWorld(env: Record<string, string> = {}): Promise<World> {
  const dropbox = await startFakeDropbox();
  const t = await createTestApp({
    env: {
      DROPBOX_APP_KEY: dropbox.appKey,
      DROPBOX_APP_SECRET: dropbox.appSecret,
      DROPBOX_AUTHORIZE_URL: `${dropbox.url}/oauth2/authorize`,
      DROPBOX_API_URL: dropbox.url,
      DROPBOX_CONTENT_URL: dropbox.url,
      // The rate limits stay on (their hooks are part of each route) but far above what one test
      // file sends from its one address: the fixtures alone sign up more than 5 accounts an hour.
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
  });
  const app = t.app;
  let counter = 0;
  const unique = (prefix = 'Item') => `${prefix} ${++counter}`;

  const account = async (role: Role): Promise<Account> => {
    const signedUp = await t.signUp();
    // A paid plan: the fixtures make more than the free plan's ten designs per account. In
    // Australia: the accounts may send designs to print (spec 000 section 6).
    await updateUser(app.db, signedUp.user.id, { role, storagePlan: 'pro', country: 'Australia' });
    return { ...signedUp, role, user: { ...signedUp.user, role } };
  };
  const [user, user2, designer, designer2, admin, spare] = await Promise.all((['user', 'user', 'designer', 'designer', 'admin', 'user'] as const).map((role) => account(role)));
  const accounts = { user: user!, user2: user2!, designer: designer!, designer2: designer2!, admin: admin!, spare: spare! };

  const products = (await app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number; name: string; categoryId: number; productSizes: { id: number }[] }[];
  const cards = products.find((p) => p.name === 'Single Sided Business Cards') ?? products[0]!;
  const catalogue = { productId: cards.id, categoryId: cards.categoryId, sizeId: cards.productSizes[0]!.id };
  const [category] = await app.db.insert(illustrationCategories).values({ name: 'Nature', order: 1 }).returning();
  const woff = await readFile(require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff'));
  const files = { png: await pngOf(40, 30), jpeg: await jpegOf(60, 40), ttf: Buffer.from(await sfntFromWoff(woff)) };
  dropbox.addFile('beach.jpg', files.jpeg);

  const inject: World['inject'] = (method, request, who) =>
    app.inject({ ...request, method: method as InjectOptions['method'], headers: { ...(request.headers ?? {}), ...(who?.headers ?? {}) } });

  /** Sends `request` as `who` and returns its JSON, failing the fixture on any answer but `status`. */
  const expectJson = async <T>(method: string, request: RouteRequest, who: Account | null, status: number): Promise<T> => {
    const response = await inject(method, request, who);
    if (response.statusCode !== status) throw new Error(`fixture ${method} ${request.url}: ${response.statusCode} ${response.body}`);
    return response.json() as T;
  };
  const multipart: Factories['multipart'] = async (parts, options) => {
    const body = await multipartBody(parts, options);
    return { payload: body.payload, headers: { 'content-type': body.contentType } };
  };

  const templatePayload = (name: string) => cardFrontTemplate(catalogue, name);

  const make: Factories = {
    design: (owner) => expectJson('POST', { url: '/api/designs', payload: { name: unique('Design'), design: createDesignContent() } }, owner, 201),
    template: (owner, options = {}) =>
      expectJson('POST', { url: '/api/templates', payload: { ...templatePayload(unique('Template')), isAccessLimited: options.limited === true } }, owner, 201),
    async illustration(owner, options = {}) {
      const isPublished = String(options.published !== false);
      const body = await multipart([{ name: 'fox.svg', bytes: SVG_ICON, type: 'image/svg+xml' }], {
        fields: { name: unique('Fox'), cost: '0', order: '1', keyWords: 'fox', illustrationCategoryId: String(category!.id), isPublished },
      });
      const [created] = await expectJson<{ id: number }[]>('POST', { url: '/api/illustrations/upload', ...body }, owner, 201);
      return created!;
    },
    async svg(owner) {
      const fields: Record<string, string> = owner.role === 'user' ? {} : { type: 'shape', isPublic: 'true' };
      const body = await multipart([{ name: `${unique('icon')}.svg`, bytes: SVG_ICON, type: 'image/svg+xml' }], { fields });
      const [created] = await expectJson<{ id: number }[]>('POST', { url: '/api/svgs', ...body }, owner, 201);
      return created!;
    },
    async font(owner) {
      const body = await multipart([{ field: 'font', name: 'Lato.ttf', bytes: files.ttf, type: 'font/ttf' }], { fields: { name: unique('Font') } });
      return expectJson('POST', { url: '/api/fonts', ...body }, owner, 201);
    },
    async publicFont() {
      const fileKey = `fonts/${randomUUID()}.ttf`;
      await app.storage.put(fileKey, files.ttf, 'font/ttf');
      return insertFont(app.db, { name: unique('Public Font'), userId: null, fileKey, fontCategoryId: 1 });
    },
    async picture(owner, kind) {
      const body = await multipart([{ name: 'picture.png', bytes: files.png, type: 'image/png' }]);
      const [created] = await expectJson<{ id: number }[]>('POST', { url: `/api/${kind}/upload`, ...body }, owner, 201);
      return created!;
    },
    async color(owner) {
      const color = `#${randomBytes(3).toString('hex')}`;
      const rows = await expectJson<{ id: number; color: string }[]>('POST', { url: '/api/colors', payload: [{ color }] }, owner, 201);
      return rows.find((row) => row.color === color)!;
    },
    async photo() {
      const body = await multipart([{ name: 'sea.jpg', bytes: files.jpeg, type: 'image/jpeg' }], { fields: { collection: unique('Collection'), keywords: 'sea' } });
      const created = await expectJson<{ collection: { id: string }; photos: { id: string }[] }>('POST', { url: '/api/photos', ...body }, accounts.admin, 201);
      return { id: created.photos[0]!.id, collectionId: created.collection.id };
    },
    svgCategory: () => expectJson('POST', { url: '/api/svg-categories', payload: { name: unique('Category'), type: 'icon' } }, accounts.admin, 201),
    async file() {
      const key = `fixtures/${randomUUID()}.png`;
      await app.storage.put(key, files.png, 'image/png');
      return { key, url: app.storage.url(key) };
    },
    async downloadLink() {
      const key = `exports/${randomUUID()}.pdf`;
      await app.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      return app.storage.downloadUrl(key, { expiresInSeconds: 600, fileName: 'Card.pdf' });
    },
    async exportProgress(owner) {
      const id = randomUUID();
      await app.exporter.progress.start(id, owner.user.id, 1);
      return id;
    },
    async paidIllustration() {
      const body = await multipart([{ name: 'fox.svg', bytes: SVG_ICON, type: 'image/svg+xml' }], {
        fields: { name: unique('Paid fox'), cost: '3', order: '1', keyWords: 'fox', illustrationCategoryId: String(category!.id), isPublished: 'true' },
      });
      const [created] = await expectJson<{ id: number }[]>('POST', { url: '/api/illustrations/upload', ...body }, accounts.designer2, 201);
      return created!;
    },
    async paidDesign(owner) {
      const illustration = await make.paidIllustration();
      const design = createDesignContent();
      const base = { pageId: design.pages[0]!.id, x: 10, y: 10, width: 100, height: 100, rotation: 0, scaleX: 1, scaleY: 1, opacity: 1, zIndex: 1 };
      design.assets.push({ ...base, id: 'paid', type: 'illustration', illustrationConfig: { id: illustration.id, link: '/api/files/illustrations/fox.svg' } });
      return expectJson('POST', { url: '/api/designs', payload: { name: unique('Paid design'), design } }, owner, 201);
    },
    async checkout(owner) {
      const illustration = await make.paidIllustration();
      const id = await insertCheckout(app.db, {
        userId: owner.user.id,
        purpose: 'stock',
        contents: { stock: [{ itemType: 'illustration', itemId: illustration.id, name: 'Paid fox', priceCents: 300, feeCents: 0, sellerId: accounts.designer2.user.id }] },
        amountCents: 300,
        currency: 'aud',
        provider: 'test',
      });
      return { id };
    },
    async order(owner) {
      const fileKey = `orders/${randomUUID()}.pdf`;
      await app.storage.put(fileKey, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      const design = await make.design(owner);
      return insertOrder(app.db, { reference: newOrderReference(), userId: owner.user.id, designId: design.id, designName: 'Design', fileKey });
    },
    async redirectToken(owner) {
      return (await expectJson<{ jwt: string }>('GET', { url: '/api/auth/redirect-token' }, owner, 200)).jwt;
    },
    async resetToken(owner) {
      // The token the e-mailed link carries; only its hash is stored (auth.routes.ts).
      const token = randomBytes(32).toString('base64url');
      await app.db.insert(passwordResets).values({ userId: owner.user.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + 600_000) });
      return token;
    },
    templatePayload,
    multipart,
  };

  return {
    t,
    dropbox,
    accounts,
    catalogue,
    illustrationCategoryId: category!.id,
    files,
    unique,
    inject,
    make,
    async close() {
      await t.close();
      await dropbox.close();
    },
  };
}
