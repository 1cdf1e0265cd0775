import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './contentDisposition';
import { fileCacheControl } from './fileCaching';
import { type FileStorage, contentTypeOfKey, isValidKey } from './storage';

/** Where the bucket is and how to reach it (S3_* in config.ts and README.md). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); AWS's own when left out. */
  endpoint: string | undefined;
  /** Left out, the SDK's default chain finds credentials (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most S3-compatible services). */
  forcePathStyle: boolean;
  /** Where browsers load files from directly (a CDN or a public bucket); else through the server. */
  publicUrl: string | undefined;
}

/** SigV4 presigned URLs live a week at most. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/**
 * Files in an S3 bucket under their keys. Browsers load them from `publicUrl/<key>` when a public
 * address is configured, else from the server's `${filesUrlPrefix}/<key>` (files.routes.ts reads
 * through this storage); exports are handed out as presigned GETs that download as attachments.
 */
export function createS3Storage(config: S3StorageConfig, filesUrlPrefix: string): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksum headers only where S3 demands them: several S3-compatible services refuse the
    // CRC32 headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = config;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  const failure = (operation: string, key: string, error: unknown) => new Error(`S3 ${operation} of ${key} in bucket ${bucket} failed: ${describeError(error)}`, { cause: error });

  return {
    async put(key, body, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: checked(key),
            Body: body,
            ContentType: contentType,
            // Keys are never reused (keys.ts), so a file may be kept for good: by a CDN for the
            // public libraries, by the user's browser only for their own files (fileCaching.ts).
            CacheControl: fileCacheControl(key),
          }),
        );
      } catch (error) {
        throw failure('PutObject', key, error);
      }
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType || contentTypeOfKey(key) };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw failure('GetObject', key, error);
      }
    },
    async delete(key) {
      try {
        // S3 answers a delete of a missing object with success, as this interface asks.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
      } catch (error) {
        throw failure('DeleteObject', key, error);
      }
    },
    url(key) {
      return `${config.publicUrl ?? filesUrlPrefix}/${key}`;
    },
    async downloadUrl(key, { expiresInSeconds, fileName }) {
      if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_PRESIGN_SECONDS) {
        throw new RangeError(`An S3 download link lives 1 to ${MAX_PRESIGN_SECONDS} seconds, not ${expiresInSeconds}`);
      }
      // An export is one user's: private, and kept by no shared cache (the object itself is stored
      // as cacheable for good, as every key is; the signed link overrides that for its answer).
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: checked(key),
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}

/** NoSuchKey, or a bare 404 from services that leave the code out; a missing bucket is an error. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return `${error.name}${status ? ` (HTTP ${status})` : ''}: ${error.message}`;
}
