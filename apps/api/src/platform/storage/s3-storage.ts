import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, checkPrefix, isStorageKey, newKey, StorageError, type FileStorage, type StoredFile } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, a stand-in); AWS itself when absent. */
  endpoint?: string;
  /** /{bucket}/{key} addresses instead of {bucket}.host/{key}; most S3-compatible services need it. */
  forcePathStyle: boolean;
  /** Without them the SDK's default chain is used (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Attempts per request, retries of throttling, 5xx and network errors included (SDK's back-off). */
  maxAttempts?: number;
}

/**
 * The object readiness looks at. Reading it needs only s3:GetObject, the permission the storage already needs
 * (HeadBucket would need s3:ListBucket); it is written once when missing. Outside the keys' pattern.
 */
const PROBE_KEY = '.postula-readiness';
const PROBE_BODY = 'Written by Postula to check that this bucket answers. Safe to delete.';

/** S3's answer status of a failed call; undefined when nothing answered (network, time-out). */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * CVs in an S3 bucket, so that any number of API and worker processes on any machine read the same files
 * (DESIGN.md, "at scale"). The keys are the local storage's; every object is private (no ACL is set, and
 * the CV links go through the API, which checks the signature and streams the bytes).
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: options.maxAttempts ?? 3,
    // Newer SDKs add CRC checksums to every upload by default; several S3-compatible services refuse
    // them. Checksums only where the operation requires them keeps every such service working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    async put(bytes, prefix) {
      const key = newKey(prefix);
      try {
        // A 200 from S3 means the object is stored durably.
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: 'application/octet-stream',
          }),
        );
      } catch (error) {
        // After the SDK's own retries: unreachable, throttling, a 5xx, or refused credentials (logged with the cause).
        throw new StorageError(`could not store a file under ${prefix}/`, { cause: error });
      }
      return key;
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
      if (!answer.Body) throw new Error(`empty object: ${key}`);
      return answer.Body.transformToByteArray();
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
    },
    // A PUT stores the whole object or nothing: no temporary objects to sweep.
    async sweep() {
      return 0;
    },
    // ListObjectsV2 answers at most 1,000 keys a call; the continuation token carries on where it stopped.
    async *list(prefix, pageSize) {
      let token: string | undefined;
      do {
        const request = new ListObjectsV2Command({ Bucket: options.bucket, Prefix: `${checkPrefix(prefix)}/`, MaxKeys: pageSize, ContinuationToken: token });
        const answer = await client.send(request).catch((error: unknown) => {
          // The one call that needs s3:ListBucket; a key allowed only the object calls is refused here, and the log
          // should say what to allow rather than only "Access Denied".
          if (statusOf(error) === 403) throw new StorageError(`listing the bucket ${options.bucket} was refused: allow the key s3:ListBucket on it`, { cause: error });
          throw error;
        });
        const page: StoredFile[] = [];
        for (const { Key: key, LastModified: storedAt } of answer.Contents ?? []) {
          if (key && storedAt && isStorageKey(key)) page.push({ key, storedAt });
        }
        if (page.length > 0) yield page;
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (token);
    },
    async check(signal) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: PROBE_KEY }), { abortSignal: signal });
        return;
      } catch (error) {
        // Missing: 404, or 403 for a key allowed only s3:GetObject. Anything else (unreachable, 5xx) is the answer.
        const status = statusOf(error);
        if (status !== 404 && status !== 403) throw error;
      }
      // Wrong credentials or a missing bucket fail here too.
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: PROBE_KEY, Body: PROBE_BODY, ContentType: 'text/plain' }),
        { abortSignal: signal },
      );
    },
  };
}
