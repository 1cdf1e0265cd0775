import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/localStorage';
import { storageKeyOf } from './exportInputs';
import { type Resolver, fetchExternal, isInternalAddress } from './externalFetch';

describe('addresses an export may not fetch from', () => {
  it('are loopback, private, link-local and the like, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.140', '2606:4700::1111']) expect(isInternalAddress(address), address).toBe(false);
  });

  it('include the IPv4 special ranges: this network, CGNAT, IETF, documentation, benchmarking, reserved, broadcast, multicast', () => {
    for (const address of [
      '0.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '192.0.0.8',
      '192.0.2.10',
      '198.18.0.1',
      '198.19.255.1',
      '198.51.100.7',
      '203.0.113.9',
      '240.0.0.1',
      '255.255.255.255',
      '224.0.0.1',
      '239.1.2.3',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('include IPv6 forms that carry or translate an IPv4 address, in every spelling, and the IPv6 special ranges', () => {
    for (const address of [
      '::ffff:7f00:1', // IPv4-mapped 127.0.0.1 in hex
      '::FFFF:127.0.0.1',
      '0:0:0:0:0:ffff:a00:1', // 10.0.0.1
      '[::ffff:169.254.169.254]',
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::8.8.8.8', // IPv4-compatible, even of a public address
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '64:ff9b:1::a00:1', // local-use NAT64
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      'fc00::1',
      'fd12:3456::1',
      'fe80::1%eth0',
      'fec0::1', // site-local
      'ff02::1',
      '2001:db8::1', // documentation
      '3fff::1',
      '2001:2::1', // benchmarking
      '100::1', // discard
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it('include every address of the machine’s own interfaces, not only loopback', () => {
    const own = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(isInternalAddress(address), address).toBe(true);
  });
});

describe('fetchExternal', () => {
  let server: Server;
  let base: string;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      if (request.url === '/photo.jpg') return response.end(Buffer.alloc(1000, 1));
      if (request.url === '/moved') return response.writeHead(302, { location: '/photo.jpg' }).end();
      if (request.url === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (request.url === '/to-private-name') return response.writeHead(302, { location: `http://intranet.example:${(server.address() as AddressInfo).port}/photo.jpg` }).end();
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

  const filtered = { timeoutMs: 5_000, maxBytes: 10_000 };
  const port = () => (server.address() as AddressInfo).port;
  const resolveTo =
    (...answers: string[][]): Resolver =>
    async () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };

  it('refuses a host name that resolves to the server’s own network (localhost, or any name pointing there)', async () => {
    hits = 0;
    await expect(fetchExternal(`http://localhost:${port()}/photo.jpg`, filtered)).rejects.toThrow(/not a public address/);
    await expect(fetchExternal(`http://photos.example:${port()}/photo.jpg`, { ...filtered, resolve: resolveTo(['127.0.0.1']) })).rejects.toThrow(/not a public address/);
    // One internal address among public ones is enough to refuse the name.
    await expect(fetchExternal(`http://photos.example:${port()}/photo.jpg`, { ...filtered, resolve: resolveTo(['151.101.1.140', '127.0.0.1']) })).rejects.toThrow(
      /not a public address/,
    );
    expect(hits).toBe(0);
  });

  it('refuses IPv6 literals that reach IPv4 loopback (IPv4-mapped in both spellings, IPv4-compatible, NAT64)', async () => {
    hits = 0;
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:7f00:1]', '[::127.0.0.1]', '[64:ff9b::127.0.0.1]']) {
      await expect(fetchExternal(`http://${host}:${port()}/photo.jpg`, filtered), host).rejects.toThrow(/not a public address/);
    }
    expect(hits).toBe(0);
  });

  it('connects only to the address it checked: a name answering public first and 127.0.0.1 next never lands on the local server', async () => {
    hits = 0;
    let asked = 0;
    const rebinding: Resolver = async () => (asked++ === 0 ? [{ address: '1.1.1.1', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    // The checked public address cannot be reached from here (or answers something else): the fetch fails, it never reads the local file.
    await fetchExternal(`http://rebind.example:${port()}/photo.jpg`, { ...filtered, timeoutMs: 1_000, resolve: rebinding }).then(
      (bytes) => expect(bytes.length).not.toBe(1000),
      () => undefined,
    );
    expect(hits).toBe(0);
    expect(asked).toBe(1);
  });

  it('checks every redirect: an outside server may not send the fetch to the server’s own network', async () => {
    // The local server stands in for an outside one: its own address is taken as public, nothing else is.
    const outside = { ...filtered, treatAsPublic: ['127.0.0.1'], resolve: resolveTo(['127.0.0.1']) };
    await expect(fetchExternal(`http://cdn.example:${port()}/photo.jpg`, outside)).resolves.toHaveLength(1000);
    await expect(fetchExternal(`http://cdn.example:${port()}/moved`, outside)).resolves.toHaveLength(1000);
    await expect(fetchExternal(`http://cdn.example:${port()}/to-metadata`, outside)).rejects.toThrow(/not a public address/);
    const rebound = { ...outside, resolve: async (host: string) => [{ address: host === 'cdn.example' ? '127.0.0.1' : '10.0.0.7', family: 4 }] };
    await expect(fetchExternal(`http://cdn.example:${port()}/to-private-name`, rebound)).rejects.toThrow(/not a public address/);
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
