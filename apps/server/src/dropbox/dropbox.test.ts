import { DROPBOX_AUTHORIZATION_REQUIRED, type DropboxFile, type UserImage, userImageSchema } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';
import { HTML_FILE, jpegOf, pngOf, truncated } from '../uploads/pictureFixtures';
import { MAX_LISTED_PICTURES } from './dropbox.routes';
import { type FakeDropbox, startFakeDropbox } from './fakeDropbox';

let fake: FakeDropbox;
let t: TestApp;
let ann: SignedUp;
let token: string;
const REDIRECT = 'http://127.0.0.1:3000/dropbox-callback.html';

beforeAll(async () => {
  fake = await startFakeDropbox();
  t = await createTestApp({
    env: {
      DROPBOX_APP_KEY: fake.appKey,
      DROPBOX_APP_SECRET: fake.appSecret,
      DROPBOX_AUTHORIZE_URL: `${fake.url}/oauth2/authorize`,
      DROPBOX_API_URL: fake.url,
      DROPBOX_CONTENT_URL: fake.url,
      PUBLIC_URL: 'https://layout.example.com',
    },
  });
  ann = await t.signUp();
  fake.addFile('beach.jpg', await jpegOf(800, 600), '2024-03-01T10:00:00Z');
  fake.addFile('logo.PNG', await pngOf(200, 100), '2024-03-02T10:00:00Z');
  fake.addFile('notes.txt', Buffer.from('not a picture'), '2024-03-03T10:00:00Z');
  fake.addFile('fake.jpg', HTML_FILE, '2024-03-04T10:00:00Z');
  fake.addFile('cut.jpg', truncated(await jpegOf(400, 300)), '2024-03-05T10:00:00Z');
  fake.addFile('/Public/Album', null);
  fake.addFile('/Elsewhere/secret.jpg', await jpegOf(10, 10));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const withToken = (value: string | null, who: SignedUp | null = ann) => ({ ...(who?.headers ?? {}), ...(value === null ? {} : { 'x-dropbox-token': value }) });
const files = (value: string | null, who: SignedUp | null = ann) => t.app.inject({ method: 'GET', url: '/api/dropbox/files', headers: withToken(value, who) });
const importFile = (value: string | null, payload: object, who: SignedUp | null = ann) =>
  t.app.inject({ method: 'POST', url: '/api/dropbox/import', headers: withToken(value, who), payload });

describe('Dropbox routes against a fake Dropbox', () => {
  it('GET /dropbox/config gives the authorize page for the app key, back to the editor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dropbox/config' });
    expect(response.statusCode).toBe(200);
    const { enabled, authorizeUrl } = response.json() as { enabled: boolean; authorizeUrl: string };
    expect(enabled).toBe(true);
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('client_id')).toBe(fake.appKey);
    expect(url.searchParams.get('redirect_uri')).toBe('https://layout.example.com/dropbox-callback.html');
    const asked = (await t.app.inject({ method: 'GET', url: `/api/dropbox/config?redirectUri=${encodeURIComponent(REDIRECT)}` })).json() as { authorizeUrl: string };
    expect(new URL(asked.authorizeUrl).searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect((await t.app.inject({ method: 'GET', url: '/api/dropbox/config?redirectUri=javascript:alert(1)' })).statusCode).toBe(422);
  });

  it('POST /dropbox/token exchanges a code for an access token; a bad code is a clear 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/dropbox/token', headers: ann.headers, payload: { code: fake.issueCode(REDIRECT), redirectUri: REDIRECT } });
    expect(response.statusCode).toBe(200);
    token = (response.json() as { accessToken: string }).accessToken;
    expect(token).toMatch(/^sl\./);

    const bad = await t.app.inject({ method: 'POST', url: '/api/dropbox/token', headers: ann.headers, payload: { code: 'made-up', redirectUri: REDIRECT } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'Dropbox did not accept the code', details: "code doesn't exist or has expired; connect to Dropbox again" });
    expect((await t.app.inject({ method: 'POST', url: '/api/dropbox/token', headers: ann.headers, payload: { code: '', redirectUri: REDIRECT } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/dropbox/token', payload: { code: 'x', redirectUri: REDIRECT } })).statusCode).toBe(401);
  });

  it('GET /dropbox/files lists the JPEG and PNG files of /public, newest first, each with a temporary link', async () => {
    const response = await files(token);
    expect(response.statusCode).toBe(200);
    const listed = response.json() as DropboxFile[];
    expect(listed.map((f) => f.name)).toEqual(['cut.jpg', 'fake.jpg', 'logo.PNG', 'beach.jpg']);
    const beach = listed.find((f) => f.name === 'beach.jpg')!;
    expect(beach.path).toBe('/public/beach.jpg');
    const linked = await fetch(beach.link);
    expect(linked.status).toBe(200);
  });

  it(`GET /dropbox/files answers an empty list when there is no folder public, and at most ${MAX_LISTED_PICTURES} pictures`, async () => {
    const other = await startFakeDropbox();
    other.removePublicFolder();
    const app = await createTestApp({ env: { DROPBOX_APP_KEY: other.appKey, DROPBOX_APP_SECRET: other.appSecret, DROPBOX_API_URL: other.url, DROPBOX_CONTENT_URL: other.url } });
    try {
      const who = await app.signUp();
      const dropboxToken = other.issueToken();
      const list = () => app.app.inject({ method: 'GET', url: '/api/dropbox/files', headers: { ...who.headers, 'x-dropbox-token': dropboxToken } });
      const empty = await list();
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);

      other.addFile('/Public', null);
      const bytes = await jpegOf(8, 8);
      for (let i = 0; i < MAX_LISTED_PICTURES + 5; i++) other.addFile(`p${i}.jpg`, bytes);
      expect((await list()).json()).toHaveLength(MAX_LISTED_PICTURES);
    } finally {
      await app.close();
      await other.close();
    }
  });

  it('POST /dropbox/import keeps a picture as My images or My logos, checked like an upload', async () => {
    const response = await importFile(token, { path: '/public/beach.jpg', kind: 'image' });
    expect(response.statusCode).toBe(201);
    const image = userImageSchema.parse(response.json());
    expect([image.kind, image.name, image.width, image.height]).toEqual(['image', 'beach.jpg', 800, 600]);
    expect((await t.app.inject({ method: 'GET', url: image.link })).headers['content-type']).toBe('image/jpeg');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/images', headers: ann.headers })).json() as UserImage[];
    expect(listed.map((i) => i.id)).toContain(image.id);

    const logo = await importFile(token, { path: '/public/logo.PNG', kind: 'logo' });
    expect(logo.statusCode).toBe(201);
    expect((logo.json() as UserImage).link).toMatch(/^\/api\/files\/logos\/.*\.png$/);
  });

  it('refuses to import a file that is not a picture, a damaged one, a folder, a missing one, or one outside public', async () => {
    const fakeJpeg = await importFile(token, { path: '/public/fake.jpg', kind: 'image' });
    expect(fakeJpeg.statusCode).toBe(422);
    expect(fakeJpeg.json().details).toBe('fake.jpg is not a JPEG or PNG picture');
    const text = await importFile(token, { path: '/public/notes.txt', kind: 'image' });
    expect(text.statusCode).toBe(422);
    expect((await importFile(token, { path: '/public/cut.jpg', kind: 'image' })).json().details).toMatch(/^cut\.jpg is damaged/);
    expect((await importFile(token, { path: '/public/album', kind: 'image' })).statusCode).toBe(422);
    const missing = await importFile(token, { path: '/public/gone.jpg', kind: 'image' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details).toBe('No such file in your Dropbox folder public');
    expect((await importFile(token, { path: '/elsewhere/secret.jpg', kind: 'image' })).statusCode).toBe(422);
    expect((await importFile(token, { path: '/public/beach.jpg', kind: 'icon' })).statusCode).toBe(422);
  });

  it('answers 403 Dropbox authorization required (never 401, which would end the Layout session) for no, bad or expired tokens', async () => {
    for (const value of [null, 'not a token', fake.issueToken()]) {
      if (value?.startsWith('sl.')) fake.expire(value);
      const response = await files(value);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(DROPBOX_AUTHORIZATION_REQUIRED);
    }
    const expired = fake.issueToken();
    fake.expire(expired);
    const response = await importFile(expired, { path: '/public/beach.jpg', kind: 'image' });
    expect(response.statusCode).toBe(403);
    expect(response.json().details).toBe('Your Dropbox access has expired or was withdrawn; connect to Dropbox again');
  });

  it('needs a signed-in user', async () => {
    expect((await files(token, null)).statusCode).toBe(401);
    expect((await importFile(token, { path: '/public/beach.jpg', kind: 'image' }, null)).statusCode).toBe(401);
  });
});

describe('Dropbox without keys', () => {
  it('says Dropbox is not configured', async () => {
    const bare = await createTestApp();
    try {
      const who = await bare.signUp();
      expect((await bare.app.inject({ method: 'GET', url: '/api/dropbox/config' })).json()).toEqual({ enabled: false, authorizeUrl: null });
      for (const request of [
        { method: 'GET' as const, url: '/api/dropbox/files' },
        { method: 'POST' as const, url: '/api/dropbox/token', payload: { code: 'abc', redirectUri: REDIRECT } },
        { method: 'POST' as const, url: '/api/dropbox/import', payload: { path: '/public/a.jpg', kind: 'image' } },
      ]) {
        const response = await bare.app.inject({ ...request, headers: { ...who.headers, 'x-dropbox-token': 'sl.abc' } });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toBe('Dropbox is not configured');
      }
    } finally {
      await bare.close();
    }
  });
});
