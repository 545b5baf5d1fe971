import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSha256,
  BlobNotFoundError,
  type BlobStore,
  type ByteRange,
  type StagedBlob,
  type StageOptions,
} from './blob-store.ts';
import { removeStaged, stageToFile } from './staging.ts';

/**
 * Blobs on the local disk: `<dir>/ab/cd/<sha256>`, written to `<dir>/.tmp/` first and renamed into
 * place after an fsync (same file system: the rename is atomic, so a partial file is never visible
 * under a hash), then the folder fsynced so the new name survives a crash.
 */
export class LocalBlobStore implements BlobStore {
  readonly #dir: string;
  readonly #tmp: string;

  constructor(dir: string) {
    this.#dir = dir;
    this.#tmp = path.join(dir, '.tmp');
  }

  /** The file of a blob (tests look at it). */
  pathOf(sha256: string): string {
    assertSha256(sha256);
    return path.join(this.#dir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  /** The temporary folder (tests check it is left empty). */
  get tempDir(): string {
    return this.#tmp;
  }

  stage(source: Readable, options?: StageOptions): Promise<StagedBlob> {
    return stageToFile(this.#tmp, source, options);
  }

  async commit(staged: StagedBlob): Promise<void> {
    const target = this.pathOf(staged.sha256);
    if (await this.exists(staged.sha256)) {
      await removeStaged(staged);
      return;
    }
    const folder = path.dirname(target);
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    await fs.rename(staged.path, target);
    await syncFolder(folder);
  }

  discard(staged: StagedBlob): Promise<void> {
    return removeStaged(staged);
  }

  async put(source: Readable): Promise<{ sha256: string; size: number }> {
    const staged = await this.stage(source);
    try {
      await this.commit(staged);
    } finally {
      await this.discard(staged);
    }
    return { sha256: staged.sha256, size: staged.size };
  }

  async get(sha256: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(sha256);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(sha256);
      throw error;
    }
    // The stream owns the handle and closes it when done or destroyed.
    return createReadStream('', { fd: handle, ...(range ? { start: range.start, end: range.end } : {}) });
  }

  async exists(sha256: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(sha256));
      return true;
    } catch {
      return false;
    }
  }

  async delete(sha256: string): Promise<void> {
    await fs.rm(this.pathOf(sha256), { force: true });
  }

  async close(): Promise<void> {}
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // some file systems refuse fsync on a folder: the rename is still atomic
  } finally {
    await handle.close();
  }
}
