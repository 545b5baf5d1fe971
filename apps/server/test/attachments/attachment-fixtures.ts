import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../../src/config/storage.ts';
import { type BlobStore, createBlobStore, LocalBlobStore } from '../../src/storage/index.ts';
import { type CrmApp, createClient, multipart } from '../crm/crm-fixtures.ts';
import { ADMIN, type ConfigOverrides, createTestApp } from '../helper.ts';

export type StoreKind = 'local' | 's3';
export const S3_BUCKET = 'officina-test';

/** An S3-protocol server on 127.0.0.1 (a free port) with the test bucket, in a temporary folder. */
export async function startS3(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'officina-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  // s3rver accepts any signature made with its own key pair.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export interface AttachmentApp extends CrmApp {
  kind: StoreKind;
  /** The same store the app uses, opened again to look at what is stored. */
  store: BlobStore;
  /** Where uploads are staged (must be empty between requests). */
  stagingDir: string;
  upload(
    file: { name: string; data: Buffer | string; type?: string } | null,
    fields?: Record<string, string>,
    token?: string,
  ): ReturnType<CrmApp['request']>;
  clientId: number;
  stop(): Promise<void>;
}

/** The app on the engine under test (TEST_DB) and the given store, with a demo client. */
export async function createAttachmentApp(
  kind: StoreKind,
  overrides: ConfigOverrides = {},
): Promise<AttachmentApp> {
  const s3 = kind === 's3' ? await startS3() : null;
  const storage: StorageConfig | undefined = s3
    ? {
        kind: 's3',
        bucket: S3_BUCKET,
        prefix: 'files',
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
      }
    : undefined;
  const base = await createTestApp({ ...overrides, ...(storage ? { storage } : {}) });
  const dataDir = base.config.dataDir;
  const admin = await base.login(ADMIN.email, ADMIN.password);
  const me = await base.request({ method: 'GET', url: '/api/user/auth', token: admin });
  const t = { ...base, admin, lookups: {}, adminId: me.json().user.id } as CrmApp;
  const store = await createBlobStore(base.config.storage, dataDir);
  const stagingDir = store instanceof LocalBlobStore ? store.tempDir : path.join(dataDir, 'tmp', 'uploads');
  const client = await createClient(t, { business_name: 'Allegati S.r.l.' });
  return {
    ...t,
    kind,
    store,
    stagingDir,
    clientId: client.id as number,
    upload(file, fields = {}, token = admin) {
      const body = multipart(file, fields);
      return t.request({ method: 'POST', url: '/api/attachments', token, ...body });
    },
    async stop() {
      await store.close();
      await base.close();
      await s3?.close();
    },
  };
}
