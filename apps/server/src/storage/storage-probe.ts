import fs from 'node:fs/promises';
import type { StorageConfig } from '../config/storage.ts';

/** Tells whether the attachments' store can be used now (for /api/health). */
export interface StorageProbe {
  /** Resolves when the store answers; throws otherwise. `signal` aborts a slow S3 call. */
  check(signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/**
 * The local folder: created if missing and writable by this process. An S3 bucket: reachable with
 * this instance's credentials (one HEAD of the bucket, the cheapest call that proves both). The AWS
 * SDK is loaded only for S3.
 */
export async function createStorageProbe(storage: StorageConfig): Promise<StorageProbe> {
  if (storage.kind === 'local') {
    return {
      async check() {
        await fs.mkdir(storage.dir, { recursive: true });
        await fs.access(storage.dir, fs.constants.W_OK);
      },
      async close() {},
    };
  }
  const [{ HeadBucketCommand }, { createS3Client }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('./s3-blob-store.ts'),
  ]);
  const client = createS3Client(storage);
  return {
    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal: signal });
    },
    async close() {
      client.destroy();
    },
  };
}
