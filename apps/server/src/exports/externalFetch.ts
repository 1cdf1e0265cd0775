import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Reads a picture a design links from outside Layout (an Unsplash photo...) for an export: http(s)
 * only, within a time and size limit, and never from an address inside the server's own network
 * (loopback, private, link-local: cloud metadata services live there), so a design cannot make
 * the server fetch its neighbours' pages. Each redirect is checked the same way.
 */
export interface ExternalFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Tests serve files from 127.0.0.1; production never sets this. */
  allowPrivateAddresses?: boolean;
}

const MAX_REDIRECTS = 3;

const INTERNAL = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(address, prefix, 'ipv6');
}

/** Whether an IP address is one a server must not be sent to by a user's link. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

async function checkUrl(url: URL, options: ExternalFetchOptions): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`only http(s) links are exported, not ${url.protocol}`);
  if (options.allowPrivateAddresses) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isInternalAddress)) throw new Error(`${url.hostname} is not a public address`);
}

/** The bytes at `link`; rejects with a reason on a bad scheme, internal address, timeout, error status or size. */
export async function fetchExternal(link: string, options: ExternalFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(link);
  for (let hop = 0; ; hop++) {
    await checkUrl(url, options);
    const response = await fetch(url, { signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the server answered ${response.status}`);
    }
    return readLimited(response, options.maxBytes);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
