import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/localStorage';
import { storageKeyOf } from './exportInputs';
import { fetchExternal, isInternalAddress } from './externalFetch';

describe('addresses an export may not fetch from', () => {
  it('are loopback, private, link-local and the like, in IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.140', '2606:4700::1111']) expect(isInternalAddress(address), address).toBe(false);
  });
});

describe('fetchExternal', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/photo.jpg') return response.end(Buffer.alloc(1000, 1));
      if (request.url === '/moved') return response.writeHead(302, { location: '/photo.jpg' }).end();
      if (request.url === '/slow') return; // never answers
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const open = { timeoutMs: 5_000, maxBytes: 10_000, allowPrivateAddresses: true };

  it('refuses the server’s own network, and schemes other than http(s)', async () => {
    await expect(fetchExternal(`${base}/photo.jpg`, { timeoutMs: 5_000, maxBytes: 10_000 })).rejects.toThrow(/not a public address/);
    await expect(fetchExternal('http://169.254.169.254/latest/meta-data', { timeoutMs: 5_000, maxBytes: 10_000 })).rejects.toThrow(/not a public address/);
    await expect(fetchExternal('file:///etc/passwd', open)).rejects.toThrow(/only http\(s\)/);
  });

  it('reads a picture, following a redirect, within the size limit', async () => {
    expect((await fetchExternal(`${base}/photo.jpg`, open)).length).toBe(1000);
    expect((await fetchExternal(`${base}/moved`, open)).length).toBe(1000);
    await expect(fetchExternal(`${base}/photo.jpg`, { ...open, maxBytes: 999 })).rejects.toThrow(/larger than 999 bytes/);
    await expect(fetchExternal(`${base}/missing`, open)).rejects.toThrow(/answered 404/);
  });

  it('gives up on a server that does not answer in time', async () => {
    await expect(fetchExternal(`${base}/slow`, { ...open, timeoutMs: 100 })).rejects.toThrow();
  });
});

describe('storageKeyOf', () => {
  const storage = createLocalStorage('/nonexistent', '/api/files');
  it('reads the key of a stored file’s address, relative or under PUBLIC_URL, and nothing else', () => {
    expect(storageKeyOf(storage, '/api/files/images/a.jpg', 'https://layout.example')).toBe('images/a.jpg');
    expect(storageKeyOf(storage, 'https://layout.example/api/files/images/a.jpg?v=2', 'https://layout.example')).toBe('images/a.jpg');
    for (const link of ['/api/files/../jwt-secret', '/api/files/%2e%2e/x', 'https://other.example/api/files/images/a.jpg', 'data:image/png;base64,AAAA', '/api/files/%E0%A4%A']) {
      expect(storageKeyOf(storage, link, 'https://layout.example'), link).toBeUndefined();
    }
  });
});
