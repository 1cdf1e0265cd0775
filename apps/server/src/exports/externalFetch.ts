import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * Reads a picture a design links from outside Layout (an Unsplash photo...) for an export: http(s)
 * only, within a time and size limit, and never from an address inside the server's own network
 * (loopback, private, link-local: cloud metadata services live there; the machine's own
 * interface addresses; IPv6 forms that carry an IPv4 address), so a design cannot make the
 * server fetch its neighbours' pages.
 *
 * The name is resolved once, by the connection itself: undici's `connect.lookup` hook resolves,
 * checks every address and hands the socket only a checked one. Checking first and letting the
 * HTTP client resolve again would let a name answer a public address to the check and 127.0.0.1
 * to the connection (DNS rebinding). Each redirect is a new request, checked the same way.
 */
export interface ExternalFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Tests serve files from 127.0.0.1; production never sets this. */
  allowPrivateAddresses?: boolean;
  /** Resolves a host name (tests inject one; production uses the system resolver). */
  resolve?: Resolver;
  /** Tests only: addresses taken as public (a local server standing in for an outside one, so its redirects are checked). */
  treatAsPublic?: readonly string[];
}

/** A host name's addresses, as `dns.lookup(name, { all: true })` answers. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const MAX_REDIRECTS = 3;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Ranges ipaddr.js files as plain 'unicast' that are still not the public internet: IPv4-compatible
 * IPv6 (::a.b.c.d, deprecated, routes to the IPv4 address on some stacks), site-local (deprecated,
 * still routed inside some networks), and the documentation prefixes.
 */
const EXTRA_V6: Array<[ipaddr.IPv6, number]> = [
  [ipaddr.IPv6.parse('::'), 96],
  [ipaddr.IPv6.parse('fec0::'), 10],
  [ipaddr.IPv6.parse('2001:db8::'), 32],
  [ipaddr.IPv6.parse('3fff::'), 20],
];

/** The machine's own addresses (every interface, not only loopback): a link to them reaches this server. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) own.add(parse(entry.address.replace(/%.*$/, ''))?.toNormalizedString() ?? entry.address);
  }
  return own;
}

/**
 * Whether an IP address is one a server must not be sent to by a user's link: anything that
 * ipaddr.js does not class as plain global unicast (loopback, private, link-local, CGNAT,
 * multicast, broadcast, reserved, benchmarking, documentation; in IPv6 also unique local,
 * IPv4-mapped, NAT64, 6to4, Teredo...), a few ranges it does, and the machine's own addresses.
 * An IPv4-mapped IPv6 address is judged as the IPv4 address it carries. Not an IP: refused.
 */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 0) return true;
  const parsed = parse(bare);
  if (!parsed) return true;
  if (parsed.range() !== 'unicast') return true;
  if (parsed.kind() === 'ipv6' && EXTRA_V6.some(([range, bits]) => (parsed as ipaddr.IPv6).match(range, bits))) return true;
  return ownAddresses().has(parsed.toNormalizedString());
}

/**
 * The address parsed; an IPv4-mapped IPv6 address as the IPv4 address it carries. IPv6 is first
 * written in the URL parser's canonical hex form: ipaddr.js reads '::8.8.8.8' (IPv4-compatible)
 * as if it were '::ffff:8.8.8.8', and the two must not be confused.
 */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  try {
    if (isIP(address) === 4) return ipaddr.IPv4.parse(address);
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    const v6 = ipaddr.IPv6.parse(canonical);
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
  } catch {
    return undefined;
  }
}

class NotPublic extends Error {
  code = 'ENOTPUBLIC';
  constructor(host: string) {
    super(`${host} is not a public address`);
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` the connection uses: resolves the name, refuses it when any of its addresses is
 * internal, and hands back only the addresses it checked (never resolving again).
 */
function checkedLookup(resolve: Resolver, refused: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const host = hostname.replace(/^\[|\]$/g, '');
    const resolved: Promise<LookupAddress[]> = isIP(host) ? Promise.resolve([{ address: host, family: isIP(host) }]) : resolve(host);
    resolved.then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
        if (addresses.some((a) => refused(a.address))) return callback(new NotPublic(hostname), []);
        if (options.all) return callback(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error, []),
    );
  };
}

/** The address check `options` ask for: every internal address, but for those a test opened. */
function refusedBy(options: ExternalFetchOptions): (address: string) => boolean {
  if (options.allowPrivateAddresses) return () => false;
  const open = new Set(options.treatAsPublic ?? []);
  return (address) => !open.has(address) && isInternalAddress(address);
}

/** Refuses a URL before any connection: a scheme other than http(s), or an internal IP literal (no lookup runs for those). */
function checkUrl(url: URL, options: ExternalFetchOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`only http(s) links are exported, not ${url.protocol}`);
  if (url.username || url.password) throw new Error('links with a user name or password are not exported');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && refusedBy(options)(host)) throw new NotPublic(url.hostname);
}

/** The bytes at `link`; rejects with a reason on a bad scheme, internal address, timeout, error status or size. */
export async function fetchExternal(link: string, options: ExternalFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const agent = new Agent({
    connect: { lookup: checkedLookup(options.resolve ?? systemResolver, refusedBy(options)) as never, timeout: options.timeoutMs },
  });
  try {
    let url = new URL(link);
    for (let hop = 0; ; hop++) {
      checkUrl(url, options);
      const response = await request(url, { dispatcher: agent, signal, method: 'GET' }).catch((error: unknown) => {
        throw unwrapConnectError(error);
      });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        discard(response.body);
        if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
        url = new URL(Array.isArray(location) ? location[0]! : location, url);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        discard(response.body);
        throw new Error(`the server answered ${response.statusCode}`);
      }
      return await readLimited(response, options.maxBytes);
    }
  } finally {
    agent.destroy().catch(() => {});
  }
}

/** Drops a body not to be read (its abort is no error of the export's). */
function discard(body: Awaited<ReturnType<typeof request>>['body']): void {
  body.on('error', () => {});
  body.destroy();
}

/** The refusal itself when the connection failed because the lookup refused the address. */
function unwrapConnectError(error: unknown): unknown {
  for (let e = error; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) if (e instanceof NotPublic) return e;
  return error;
}

async function readLimited(response: Awaited<ReturnType<typeof request>>, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    discard(response.body);
    throw new Error(`larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      discard(response.body);
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
