import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks an S3 request's AWS Signature Version 4 the way S3 does, written from AWS's documented
 * algorithm ("Authenticating Requests (AWS Signature Version 4)", header and query-string forms)
 * and not from the SDK, so the fake S3 server (fakeS3.ts) refuses whatever the adapter signs
 * wrongly. Checked against AWS's published example signatures in sigV4Verifier.test.ts.
 */

export interface ReceivedRequest {
  method: string;
  /** The request target exactly as received: raw path, '?' and raw query. */
  target: string;
  /** Header names in lower case (Node's IncomingMessage.headers). */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface VerifyOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  now: Date;
}

/** S3's error codes for the ways a signature fails, so a client sees what real S3 would say. */
export type Refusal = {
  ok: false;
  status: 400 | 403;
  code: 'AccessDenied' | 'AuthorizationHeaderMalformed' | 'InvalidAccessKeyId' | 'RequestTimeTooSkewed' | 'SignatureDoesNotMatch' | 'XAmzContentSHA256Mismatch' | 'NotImplemented';
  message: string;
};
export type Verdict = { ok: true } | Refusal;

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** S3 refuses header-signed requests whose clock is off by more than 15 minutes. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** A presigned URL may live a week at most. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

interface Claim {
  credential: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  /** Query pairs that take part in the canonical request (the signature itself never does). */
  query: [string, string][];
}

export function verifySigV4(request: ReceivedRequest, options: VerifyOptions): Verdict {
  const queryStart = request.target.indexOf('?');
  const rawPath = queryStart < 0 ? request.target : request.target.slice(0, queryStart);
  const query = parseQuery(queryStart < 0 ? '' : request.target.slice(queryStart + 1));
  const presigned = query.some(([name]) => name === 'X-Amz-Algorithm');

  const claim = presigned ? presignedClaim(query) : headerClaim(request, query);
  if ('ok' in claim) return claim;

  const amzTime = parseAmzDate(claim.amzDate);
  if (amzTime === null) return refuse(403, 'AccessDenied', `Invalid X-Amz-Date: ${claim.amzDate}`);
  if (presigned) {
    const expires = Number(query.find(([name]) => name === 'X-Amz-Expires')?.[1]);
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) return refuse(400, 'AuthorizationHeaderMalformed', 'X-Amz-Expires must be 1 to 604800 seconds');
    if (options.now.getTime() > amzTime + expires * 1000) return refuse(403, 'AccessDenied', 'Request has expired');
    if (options.now.getTime() < amzTime - MAX_SKEW_MS) return refuse(403, 'AccessDenied', 'Request is not valid yet');
  } else if (Math.abs(options.now.getTime() - amzTime) > MAX_SKEW_MS) {
    return refuse(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }

  const [accessKeyId, scopeDate, region, service, terminator, ...extra] = claim.credential.split('/');
  if (accessKeyId !== options.accessKeyId) return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (extra.length > 0 || scopeDate !== claim.amzDate.slice(0, 8) || region !== options.region || service !== 's3' || terminator !== 'aws4_request') {
    return refuse(400, 'AuthorizationHeaderMalformed', `The credential scope ${claim.credential} does not match ${claim.amzDate.slice(0, 8)}/${options.region}/s3/aws4_request`);
  }
  if (!claim.signedHeaders.includes('host')) return refuse(400, 'AuthorizationHeaderMalformed', 'SignedHeaders must include host');

  const headerLines: string[] = [];
  for (const name of claim.signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) return refuse(403, 'SignatureDoesNotMatch', `Signed header ${name} is missing from the request`);
    headerLines.push(`${name}:${canonicalHeaderValue(value)}\n`);
  }
  const canonicalRequest = [request.method, canonicalPath(rawPath), canonicalQuery(claim.query), headerLines.join(''), claim.signedHeaders.join(';'), claim.payloadHash].join('\n');
  const scope = `${scopeDate}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, claim.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const expected = signatureOf(options.secretAccessKey, scopeDate!, region!, stringToSign);
  if (!sameHex(expected, claim.signature)) {
    return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  if (!presigned && claim.payloadHash !== UNSIGNED_PAYLOAD && claim.payloadHash !== sha256Hex(request.body)) {
    return refuse(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  return { ok: true };
}

/** The signing key chain of SigV4: date, region, service, 'aws4_request', then the string to sign. */
export function signatureOf(secretAccessKey: string, date: string, region: string, stringToSign: string): string {
  let key: Buffer = Buffer.from(`AWS4${secretAccessKey}`, 'utf8');
  for (const part of [date, region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part, 'utf8').digest();
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}

function presignedClaim(query: [string, string][]): Claim | Refusal {
  const get = (name: string) => query.find(([n]) => n === name)?.[1];
  if (get('X-Amz-Algorithm') !== ALGORITHM) return refuse(400, 'AuthorizationHeaderMalformed', `X-Amz-Algorithm must be ${ALGORITHM}`);
  const credential = get('X-Amz-Credential');
  const signedHeaders = get('X-Amz-SignedHeaders');
  const signature = get('X-Amz-Signature');
  const amzDate = get('X-Amz-Date');
  if (!credential || !signedHeaders || !signature || !amzDate || get('X-Amz-Expires') === undefined) {
    return refuse(400, 'AuthorizationHeaderMalformed', 'A presigned URL needs X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders and X-Amz-Signature');
  }
  return {
    credential,
    signedHeaders: signedHeaders.split(';'),
    signature,
    amzDate,
    // A presigned URL cannot know the body it will be used with.
    payloadHash: UNSIGNED_PAYLOAD,
    query: query.filter(([name]) => name !== 'X-Amz-Signature'),
  };
}

function headerClaim(request: ReceivedRequest, query: [string, string][]): Claim | Refusal {
  const authorization = single(request.headers.authorization);
  if (!authorization) return refuse(403, 'AccessDenied', 'Anonymous access is not allowed');
  const match = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
  const amzDate = single(request.headers['x-amz-date']);
  if (!amzDate) return refuse(403, 'AccessDenied', 'The request has no x-amz-date header');
  const payloadHash = single(request.headers['x-amz-content-sha256']);
  if (!payloadHash) return refuse(400, 'AuthorizationHeaderMalformed', 'The request has no x-amz-content-sha256 header');
  if (payloadHash.startsWith('STREAMING-')) return refuse(400, 'NotImplemented', `The fake S3 server does not take ${payloadHash} bodies`);
  return { credential: match[1]!, signedHeaders: match[2]!.split(';'), signature: match[3]!, amzDate, payloadHash, query };
}

/** Name/value pairs of a raw query string, decoded; '+' stays '+' (SigV4 encodes spaces as %20). */
function parseQuery(raw: string): [string, string][] {
  if (raw === '') return [];
  return raw.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

/** Each path segment URI-encoded once (S3 does not normalise or double-encode paths). */
function canonicalPath(rawPath: string): string {
  const path = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  return path === '' ? '/' : path;
}

function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** SigV4's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XX in upper case. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalHeaderValue(value: string | string[]): string {
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

function parseAmzDate(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function refuse(status: Refusal['status'], code: Refusal['code'], message: string): Refusal {
  return { ok: false, status, code, message };
}
