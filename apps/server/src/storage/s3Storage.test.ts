import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserImage } from '@layout/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { type FakeS3, startFakeS3 } from '../test/fakeS3';
import { postMultipart } from '../test/multipart';
import { createTestApp } from '../test/test-app';
import { jpegOf } from '../uploads/pictureFixtures';
import { attachmentDisposition } from './contentDisposition';
import { type S3StorageConfig, createS3Storage } from './s3Storage';

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.close());
afterEach(() => fake.setNow(null));

const configFor = (s3: FakeS3, overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  bucket: s3.bucket,
  region: s3.region,
  endpoint: s3.endpoint,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  forcePathStyle: true,
  publicUrl: undefined,
  ...overrides,
});

describe('S3 storage against a fake S3 that checks every signature', () => {
  it('puts, gets and deletes a file, keeping its content type; a missing file is null', async () => {
    const storage = createS3Storage(configFor(fake), '/api/files');
    const bytes = Buffer.from('%PDF-1.7 not really');
    await storage.put('exports/a1.pdf', bytes, 'application/pdf');
    expect(fake.objects.get('exports/a1.pdf')).toEqual({ body: bytes, contentType: 'application/pdf', cacheControl: 'private, no-store' });
    expect(await storage.get('exports/a1.pdf')).toEqual({ body: bytes, contentType: 'application/pdf' });

    await storage.delete('exports/a1.pdf');
    expect(fake.objects.has('exports/a1.pdf')).toBe(false);
    expect(await storage.get('exports/a1.pdf')).toBeNull();
    await storage.delete('exports/a1.pdf');
    // Each of those reached the fake and passed its signature check (a refusal would be logged with its code).
    expect(fake.log.filter((entry) => entry.key === 'exports/a1.pdf').map((entry) => `${entry.method} ${entry.status}`)).toEqual([
      'PUT 200',
      'GET 200',
      'DELETE 204',
      'GET 404',
      'DELETE 204',
    ]);
  });

  it('refuses keys that could leave the store, as local storage does', async () => {
    const storage = createS3Storage(configFor(fake), '/api/files');
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.downloadUrl('a//b.pdf', { expiresInSeconds: 60, fileName: 'b.pdf' })).rejects.toThrow(/Invalid storage key/);
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('fails loudly on a wrong secret or a missing bucket instead of calling the file missing', async () => {
    const wrongSecret = createS3Storage(configFor(fake, { credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: 'not the secret' } }), '/api/files');
    await expect(wrongSecret.put('images/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /S3 PutObject of images\/x.png in bucket layout-test failed: SignatureDoesNotMatch \(HTTP 403\)/,
    );
    await expect(wrongSecret.get('images/x.png')).rejects.toThrow(/SignatureDoesNotMatch/);
    const noBucket = createS3Storage(configFor(fake, { bucket: 'no-such-bucket' }), '/api/files');
    await expect(noBucket.get('images/x.png')).rejects.toThrow(/NoSuchBucket/);
    expect(fake.objects.has('images/x.png')).toBe(false);
  });

  it('gives browsers the public address when one is configured, else the server’s files route', () => {
    expect(createS3Storage(configFor(fake), '/api/files').url('images/a.png')).toBe('/api/files/images/a.png');
    expect(createS3Storage(configFor(fake, { publicUrl: 'https://cdn.example.com/layout' }), '/api/files').url('images/a.png')).toBe('https://cdn.example.com/layout/images/a.png');
  });
});

describe('S3 download links', () => {
  const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    storage = createS3Storage(configFor(fake), '/api/files');
    await storage.put('exports/b2.zip', bytes, 'application/zip');
  });

  it('downloads the bytes with plain fetch, as an attachment under a UTF-8 name', async () => {
    const link = await storage.downloadUrl('exports/b2.zip', { expiresInSeconds: 600, fileName: 'Café menu “summer”.zip' });
    const url = new URL(link);
    expect(url.origin).toBe(fake.endpoint);
    expect(url.pathname).toBe(`/${fake.bucket}/exports/b2.zip`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');

    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // Private: no shared cache keeps an export.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Caf_ menu _summer_.zip"; filename*=UTF-8''Caf%C3%A9%20menu%20%E2%80%9Csummer%E2%80%9D.zip`);
  });

  it('is refused once expired', async () => {
    const link = await storage.downloadUrl('exports/b2.zip', { expiresInSeconds: 600, fileName: 'menu.zip' });
    fake.setNow(new Date(Date.now() + 599_000));
    expect((await fetch(link)).status).toBe(200);
    fake.setNow(new Date(Date.now() + 601_000));
    const expired = await fetch(link);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Message>Request has expired</Message>');
  });

  it('is refused when tampered with: another key, another file name, a longer life', async () => {
    const link = await storage.downloadUrl('exports/b2.zip', { expiresInSeconds: 600, fileName: 'menu.zip' });
    await storage.put('exports/c3.zip', bytes, 'application/zip');
    const otherKey = link.replace('exports/b2.zip', 'exports/c3.zip');
    const otherName = new URL(link);
    otherName.searchParams.set('response-content-disposition', 'inline');
    const longer = link.replace('X-Amz-Expires=600', 'X-Amz-Expires=6000');
    for (const tampered of [otherKey, otherName.toString(), longer]) {
      const response = await fetch(tampered);
      expect(response.status, tampered).toBe(403);
      expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
  });

  it('refuses a lifetime S3 cannot sign for', async () => {
    await expect(storage.downloadUrl('exports/b2.zip', { expiresInSeconds: 8 * 24 * 3600, fileName: 'a.zip' })).rejects.toThrow(/1 to 604800 seconds/);
    await expect(storage.downloadUrl('exports/b2.zip', { expiresInSeconds: 0, fileName: 'a.zip' })).rejects.toThrow(RangeError);
  });
});

describe('attachmentDisposition', () => {
  it('names plain ASCII files plainly and others in RFC 5987 form too; never passes control characters', () => {
    expect(attachmentDisposition('Poster.pdf')).toBe('attachment; filename="Poster.pdf"');
    expect(attachmentDisposition('Zoë’s flyer (1).pdf')).toBe(`attachment; filename="Zo__s flyer (1).pdf"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20flyer%20%281%29.pdf`);
    expect(attachmentDisposition('say "hi".png')).toBe(`attachment; filename="say _hi_.png"; filename*=UTF-8''say%20%22hi%22.png`);
    expect(attachmentDisposition('a\r\nSet-Cookie: x/..\\b.jpg')).toBe('attachment; filename="a__Set-Cookie: x_.._b.jpg"');
    expect(attachmentDisposition('')).toBe('attachment; filename="download"');
  });
});

describe('S3 configuration', () => {
  const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'layout-s3-config-')), JWT_SECRET: 'x'.repeat(32) };
  afterAll(() => rmSync(base.DATA_DIR, { recursive: true, force: true }));

  it('is off without S3_BUCKET, and read in full with it', () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'prints',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).s3,
    ).toEqual({
      bucket: 'prints',
      region: 'eu-west-1',
      endpoint: 'https://s3.example.com',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'prints' }).s3).toEqual({
      bucket: 'prints',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('refuses a key id without its secret and an endpoint that is not an address', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'prints', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'prints', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('the server with S3 configured', () => {
  it('boots on the bucket, keeps an uploaded picture there and serves it through /api/files', async () => {
    const t = await createTestApp({
      env: {
        S3_BUCKET: fake.bucket,
        S3_REGION: fake.region,
        S3_ENDPOINT: fake.endpoint,
        S3_ACCESS_KEY_ID: fake.accessKeyId,
        S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      const ann = await t.signUp();
      const jpeg = await jpegOf(640, 480);
      const response = await postMultipart(t.app, '/api/images/upload', ann, [{ name: 'beach.jpg', bytes: jpeg }], { fileType: 'image/jpeg' });
      expect(response.statusCode).toBe(201);
      const [image] = response.json() as UserImage[];
      const key = image!.link.replace(/^\/api\/files\//, '');
      expect(fake.objects.get(key)).toMatchObject({ body: jpeg, contentType: 'image/jpeg' });
      expect(fake.objects.get(image!.thumbnail.replace(/^\/api\/files\//, ''))?.contentType).toBe('image/jpeg');
      // Nothing went to the local disk.
      expect(existsSync(join(t.config.dataDir, 'files'))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: image!.link });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(jpeg)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
