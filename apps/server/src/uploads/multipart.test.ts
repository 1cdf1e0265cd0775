import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../test/multipart';
import { pngOf } from './pictureFixtures';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';

// The upload reader's limits, through a real upload route (the user's pictures).
describe('readUploadForm limits', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_LIMIT_BYTES: String(4096), UPLOAD_TOTAL_LIMIT_BYTES: String(10_000) } });
    user = await t.signUp();
  });
  afterAll(() => t.close());

  it('refuses files that are each within the limit but together above the total, storing nothing', async () => {
    const file = (n: number) => ({ name: `p${n}.png`, bytes: Buffer.alloc(4000, n), type: 'image/png' });
    const response = await postMultipart(t.app, '/api/images/upload', user, [file(1), file(2), file(3)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Payload Too Large', details: 'The files together are larger than 10 KB: upload fewer at once' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/images', headers: user.headers });
    expect(listed.json()).toEqual([]);
  });

  it('refuses a form field or a file name holding U+0000 on that field, storing nothing', async () => {
    const picture = { name: 'p.png', bytes: await pngOf(4, 4), type: 'image/png' };
    const inField = await postMultipart(t.app, '/api/images/upload', user, [picture], { fields: { note: 'a\u0000b' } });
    expect(inField.statusCode).toBe(422);
    expect(inField.json().details).toEqual([{ property: 'note', constraints: { isValid: 'A text holds a character that cannot be stored (U+0000)' } }]);
    const inName = await postMultipart(t.app, '/api/images/upload', user, [{ ...picture, name: 'p\u0000.png' }]);
    expect(inName.statusCode).toBe(422);
    expect(inName.json().details[0].property).toBe('file');
    const listed = await t.app.inject({ method: 'GET', url: '/api/images', headers: user.headers });
    expect(listed.json()).toEqual([]);
  });

  it('refuses one file above the per-file limit with its name', async () => {
    const response = await postMultipart(t.app, '/api/images/upload', user, [{ name: 'big.png', bytes: Buffer.alloc(5000, 1), type: 'image/png' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().details).toBe('big.png is larger than 4 KB');
  });
});
