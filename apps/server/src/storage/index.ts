import path from 'node:path';
import type { StorageConfig } from '../config/storage.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

export * from './blob-store.ts';
export { LocalBlobStore } from './local-blob-store.ts';
export { S3BlobStore } from './s3-blob-store.ts';

/**
 * The blob store the configuration names: the local disk (DATA_DIR/files by default) or an
 * S3-compatible bucket (STORAGE_URL=s3://…), uploads then staged under DATA_DIR/tmp/uploads.
 */
export function createBlobStore(storage: StorageConfig, dataDir: string): BlobStore {
  if (storage.kind === 'local') return new LocalBlobStore(storage.dir);
  return new S3BlobStore({ ...storage, tmpDir: path.join(dataDir, 'tmp', 'uploads') });
}
