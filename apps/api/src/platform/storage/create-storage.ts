import type { Config } from '../../config';
import { createLocalStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

export type StorageConfig = Pick<
  Config,
  'FILES_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** The S3 bucket when S3_BUCKET is set, otherwise the local folder FILES_DIR. */
export function createStorage(config: StorageConfig): FileStorage {
  if (!config.S3_BUCKET) return createLocalStorage(config.FILES_DIR);
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** Where files are kept, for the start-up log (never the credentials). */
export function describeStorage(config: StorageConfig): string {
  if (!config.S3_BUCKET) return `local folder ${config.FILES_DIR}`;
  return `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ` in ${config.S3_REGION}`}`;
}
