import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ReceivedRequest, verifySigV4 } from './sigV4Verifier';

// The example requests and signatures AWS publishes in the S3 API reference ("Signature
// Calculations for the Authorization Header" and "Authenticating Requests: Using Query
// Parameters"): bucket examplebucket, us-east-1, 24 May 2013 00:00:00 UTC.
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  now: new Date('2013-05-24T00:00:00Z'),
};
const HOST = 'examplebucket.s3.amazonaws.com';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const credentialOf = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

const getObject: ReceivedRequest = {
  method: 'GET',
  target: '/test.txt',
  headers: {
    host: HOST,
    range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
    authorization: `AWS4-HMAC-SHA256 ${credentialOf},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
  },
  body: Buffer.alloc(0),
};

const putBody = Buffer.from('Welcome to Amazon S3.');
const putObject: ReceivedRequest = {
  method: 'PUT',
  target: '/test%24file.text',
  headers: {
    host: HOST,
    date: 'Fri, 24 May 2013 00:00:00 GMT',
    'x-amz-content-sha256': createHash('sha256').update(putBody).digest('hex'),
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    authorization: `AWS4-HMAC-SHA256 ${credentialOf},SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd`,
  },
  body: putBody,
};

const presignedGet: ReceivedRequest = {
  method: 'GET',
  target:
    '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
    '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
    '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
  headers: { host: HOST },
  body: Buffer.alloc(0),
};

describe('the SigV4 verifier of the fake S3 server', () => {
  it("accepts AWS's published example requests: a ranged GET, a PUT with an encoded key, a presigned GET", () => {
    expect(verifySigV4(getObject, AWS_EXAMPLE)).toEqual({ ok: true });
    expect(verifySigV4(putObject, AWS_EXAMPLE)).toEqual({ ok: true });
    expect(verifySigV4(presignedGet, { ...AWS_EXAMPLE, now: new Date('2013-05-24T12:00:00Z') })).toEqual({ ok: true });
  });

  it('refuses the same requests changed in any signed part', () => {
    const changed: ReceivedRequest[] = [
      { ...getObject, headers: { ...getObject.headers, range: 'bytes=0-99' } },
      { ...getObject, method: 'DELETE' },
      { ...getObject, target: '/test.txt?x=1' },
      { ...putObject, target: '/test$file.txt' },
      { ...presignedGet, target: presignedGet.target.replace('test.txt', 'other.txt') },
      { ...presignedGet, target: presignedGet.target.replace('Expires=86400', 'Expires=86401') },
      { ...presignedGet, headers: { host: 'otherbucket.s3.amazonaws.com' } },
    ];
    for (const request of changed)
      expect(verifySigV4(request, { ...AWS_EXAMPLE, now: new Date('2013-05-24T00:05:00Z') })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a body that is not the one signed, a wrong secret or key id, and another region', () => {
    expect(verifySigV4({ ...putObject, body: Buffer.from('Welcome to Amazon S4.') }, AWS_EXAMPLE)).toMatchObject({ code: 'XAmzContentSHA256Mismatch' });
    expect(verifySigV4(getObject, { ...AWS_EXAMPLE, secretAccessKey: 'another secret' })).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(verifySigV4(getObject, { ...AWS_EXAMPLE, accessKeyId: 'AKIDOTHER' })).toMatchObject({ code: 'InvalidAccessKeyId' });
    expect(verifySigV4(getObject, { ...AWS_EXAMPLE, region: 'eu-west-1' })).toMatchObject({ code: 'AuthorizationHeaderMalformed' });
    expect(verifySigV4({ ...getObject, headers: { ...getObject.headers, authorization: undefined } }, AWS_EXAMPLE)).toMatchObject({ code: 'AccessDenied' });
  });

  it('refuses a presigned URL after it expires and a header-signed request from a clock 15 minutes off', () => {
    expect(verifySigV4(presignedGet, { ...AWS_EXAMPLE, now: new Date('2013-05-25T00:00:00Z') })).toEqual({ ok: true });
    expect(verifySigV4(presignedGet, { ...AWS_EXAMPLE, now: new Date('2013-05-25T00:00:01Z') })).toMatchObject({ code: 'AccessDenied', message: 'Request has expired' });
    expect(verifySigV4(getObject, { ...AWS_EXAMPLE, now: new Date('2013-05-24T00:15:00Z') })).toEqual({ ok: true });
    expect(verifySigV4(getObject, { ...AWS_EXAMPLE, now: new Date('2013-05-24T00:15:01Z') })).toMatchObject({ code: 'RequestTimeTooSkewed' });
  });
});
