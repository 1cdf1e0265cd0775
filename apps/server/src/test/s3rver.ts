import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for tests: s3rver (an implementation of S3's REST API in Node, from
 * npm; MinIO's binary cannot be fetched here). It checks SigV4 signatures, presigned URLs and their
 * expiry like S3, beyond what the in-process fake (fakeS3.ts) models. Files live in a temporary
 * folder, gone with `close`.
 */
export interface S3rverInstance {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point Layout at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it accepts requests signed with these only. */
const KEY = 'S3RVER';

export async function startS3rver(bucket = 'layout'): Promise<S3rverInstance> {
  const directory = mkdtempSync(join(tmpdir(), 'layout-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
    env: { S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
