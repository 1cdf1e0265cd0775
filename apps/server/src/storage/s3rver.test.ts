import { type UserImage, createDesignContent } from '@layout/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../test/multipart';
import { type S3rverInstance, startS3rver } from '../test/s3rver';
import { jpegOf } from '../uploads/pictureFixtures';
import { createTestApp } from '../test/test-app';
import { type S3StorageConfig, createS3Storage } from './s3Storage';

/**
 * The S3 adapter against a real S3-compatible server (s3rver, test/s3rver.ts), beyond the fake
 * that models S3 in s3Storage.test.ts: objects, content types, presigned attachment downloads,
 * S3's errors, and a whole app keeping its files there. s3rver does not verify signatures or
 * credentials; the fake (fakeS3.ts) does, so both run.
 */

let s3: S3rverInstance;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3.close());

const configOf = (server: S3rverInstance, overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  bucket: server.bucket,
  region: server.region,
  endpoint: server.endpoint,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  forcePathStyle: true,
  publicUrl: undefined,
  ...overrides,
});

describe('S3 storage on an S3-compatible server', () => {
  it('puts, gets and deletes files with their content type; a missing file is null', async () => {
    const storage = createS3Storage(configOf(s3), '/api/files');
    const bytes = Buffer.from('%PDF-1.7 a card');
    await storage.put('exports/s3rver-a.pdf', bytes, 'application/pdf');
    expect(await storage.get('exports/s3rver-a.pdf')).toEqual({ body: bytes, contentType: 'application/pdf' });
    await storage.delete('exports/s3rver-a.pdf');
    expect(await storage.get('exports/s3rver-a.pdf')).toBeNull();
    // Deleting what is gone is not an error, as on S3.
    await storage.delete('exports/s3rver-a.pdf');
  });

  it('hands out a presigned link that downloads the file as an attachment, with plain fetch', async () => {
    const storage = createS3Storage(configOf(s3), '/api/files');
    await storage.put('exports/s3rver-b.png', Buffer.from('not really a png'), 'image/png');
    const link = await storage.downloadUrl('exports/s3rver-b.png', { expiresInSeconds: 60, fileName: 'Business card.png' });
    expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/exports/s3rver-b.png?`)).toBe(true);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.headers.get('content-disposition')).toContain('Business card.png');
    expect(await res.text()).toBe('not really a png');
  });

  it('fails loudly on a missing bucket, instead of calling a file missing', async () => {
    const noBucket = createS3Storage(configOf(s3, { bucket: 'no-such-bucket' }), '/api/files');
    await expect(noBucket.get('exports/x.pdf')).rejects.toThrow(/no-such-bucket/);
    await expect(noBucket.put('exports/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/S3 PutObject of exports\/x\.pdf in bucket no-such-bucket/);
  });

  it('keeps a whole app’s files there: a picture uploaded through the API is served back, an export downloads from the bucket', async () => {
    const t = await createTestApp({ env: s3.env });
    try {
      const alice = await t.signUp();
      const jpeg = await jpegOf(64, 48);
      const uploaded = await postMultipart(t.app, '/api/images/upload', alice, [{ name: 'photo.jpg', bytes: jpeg }], { fileType: 'image/jpeg' });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const [image] = uploaded.json() as UserImage[];
      const served = await t.app.inject({ method: 'GET', url: image!.link });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(jpeg)).toBe(true);

      const design = await t.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name: 'On S3', design: createDesignContent() } });
      const exported = await t.app.inject({ method: 'GET', url: `/api/designs/${design.json().id}/export/pdf?isPrintResolution=false`, headers: alice.headers });
      expect(exported.statusCode, exported.body).toBe(200);
      const link = exported.json().signedUrl as string;
      expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/exports/`)).toBe(true);
      const file = await fetch(link);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    } finally {
      await t.close();
    }
  });
});
