import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegOf } from '../uploads/pictureFixtures';
import { type DropboxClient, DropboxError, createDropboxClient, headerSafeJson } from './dropbox.client';
import { type FakeDropbox, startFakeDropbox } from './fakeDropbox';

let fake: FakeDropbox;
let client: DropboxClient;
const REDIRECT = 'http://localhost:3000/dropbox-callback.html';

beforeAll(async () => {
  fake = await startFakeDropbox();
  client = createDropboxClient({ appKey: fake.appKey, appSecret: fake.appSecret, authorizeUrl: `${fake.url}/oauth2/authorize`, apiUrl: fake.url, contentUrl: fake.url });
});
afterAll(() => fake.close());

/** The failure a call ended with. */
async function failureOf(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DropboxError);
  return (error as DropboxError).failure;
}

describe('Dropbox adapter against a fake Dropbox', () => {
  it('builds the authorize URL for the app key and redirect URI, asking for a short-lived token', () => {
    const url = new URL(client.authorizeUrl(REDIRECT));
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: fake.appKey, response_type: 'code', redirect_uri: REDIRECT, token_access_type: 'online' });
  });

  it('exchanges a code once; a used, unknown or mismatched code is bad_code', async () => {
    const code = fake.issueCode(REDIRECT);
    const token = await client.exchangeCode(code, REDIRECT);
    expect(token).toMatch(/^sl\./);
    expect(await failureOf(client.exchangeCode(code, REDIRECT))).toBe('bad_code');
    expect(await failureOf(client.exchangeCode(fake.issueCode(REDIRECT), 'http://elsewhere/'))).toBe('bad_code');
  });

  it('reports a wrong app secret as failed, not as a bad code', async () => {
    const wrong = createDropboxClient({ appKey: fake.appKey, appSecret: 'nope', authorizeUrl: fake.url, apiUrl: fake.url, contentUrl: fake.url });
    expect(await failureOf(wrong.exchangeCode(fake.issueCode(REDIRECT), REDIRECT))).toBe('failed');
  });

  it('lists a folder across Dropbox’s pages of results', async () => {
    const token = fake.issueToken();
    const bytes = await jpegOf(20, 20);
    for (let i = 0; i < 7; i++) fake.addFile(`pic${i}.jpg`, bytes);
    fake.addFile('/Public/Holidays', null);
    const entries = await client.listFolder(token, '/public', 1000);
    expect(
      entries
        .filter((e) => e.tag === 'file')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['pic0.jpg', 'pic1.jpg', 'pic2.jpg', 'pic3.jpg', 'pic4.jpg', 'pic5.jpg', 'pic6.jpg']);
    expect(entries.find((e) => e.name === 'Holidays')?.tag).toBe('folder');
    expect(entries.find((e) => e.name === 'pic0.jpg')).toMatchObject({ path: '/public/pic0.jpg', size: bytes.length });
    expect(fake.calls.filter((c) => c.path === '/2/files/list_folder/continue').length).toBeGreaterThan(1);
    expect(await client.listFolder(token, '/public', 4)).toHaveLength(4);
  });

  it('gets a temporary link and downloads a file, escaping non-ASCII names in the argument header', async () => {
    const token = fake.issueToken();
    const bytes = await jpegOf(30, 20);
    fake.addFile('Café été.jpg', bytes);
    const link = await client.temporaryLink(token, '/public/Café été.jpg');
    expect((await fetch(link)).status).toBe(200);
    const { entry, bytes: downloaded } = await client.download(token, '/public/Café été.jpg', 1_000_000);
    expect(entry.name).toBe('Café été.jpg');
    expect(downloaded.equals(bytes)).toBe(true);
    const sent = fake.calls.filter((c) => c.path === '/2/files/download').pop()!;
    expect(sent.headers['dropbox-api-arg']).toBe('{"path":"/public/Caf\\u00e9 \\u00e9t\\u00e9.jpg"}');
    expect(headerSafeJson({ a: 'ü' })).toBe('{"a":"\\u00fc"}');
  });

  it('refuses a download larger than the limit', async () => {
    const token = fake.issueToken();
    fake.addFile('large.jpg', await jpegOf(200, 200));
    expect(await failureOf(client.download(token, '/public/large.jpg', 100))).toBe('too_large');
  });

  it('turns Dropbox’s errors into failures: expired and invalid tokens, missing paths, folders, no network', async () => {
    const token = fake.issueToken();
    fake.expire(token);
    expect(await failureOf(client.listFolder(token, '/public', 10))).toBe('unauthorized');
    expect(await failureOf(client.listFolder('not-a-token', '/public', 10))).toBe('unauthorized');
    const good = fake.issueToken();
    expect(await failureOf(client.download(good, '/public/missing.jpg', 1000))).toBe('not_found');
    expect(await failureOf(client.temporaryLink(good, '/public/missing.jpg'))).toBe('not_found');
    fake.addFile('/Public/Folder', null);
    expect(await failureOf(client.download(good, '/public/folder', 1000))).toBe('wrong_kind');
    const offline = createDropboxClient({ appKey: 'k', appSecret: 's', authorizeUrl: 'http://127.0.0.1:9/', apiUrl: 'http://127.0.0.1:9', contentUrl: 'http://127.0.0.1:9' });
    expect(await failureOf(offline.listFolder(good, '/public', 10))).toBe('unavailable');
  });
});
