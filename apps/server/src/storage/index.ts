import path from 'node:path';
import type { StorageConfig } from '../config/storage.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';

export * from './blob-store.ts';
export { LocalBlobStore } from './local-blob-store.ts';

/**
 * The blob store the configuration names: the local disk (DATA_DIR/files by default) or an
 * S3-compatible bucket (STORAGE_URL=s3://…), uploads then staged under DATA_DIR/tmp/uploads. The
 * AWS SDK is loaded only then: an installation on the local disk never pays for it at start.
 */
export async function createBlobStore(storage: StorageConfig, dataDir: string): Promise<BlobStore> {
  if (storage.kind === 'local') return new LocalBlobStore(storage.dir);
  const { S3BlobStore } = await import('./s3-blob-store.ts');
  return new S3BlobStore({ ...storage, tmpDir: path.join(dataDir, 'tmp', 'uploads') });
}
