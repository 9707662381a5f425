import type { StorageConfig } from '../../config/env.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

/** S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.kind === 's3') return s3Storage(config);
  return localDiskStorage(config.dir);
}
