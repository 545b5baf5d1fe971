import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobTooLargeError, type StagedBlob, type StageOptions } from './blob-store.ts';

const DEFAULT_HEAD = 64 * 1024;

/**
 * Streams `source` into a new private file in `dir` (`<uuid>.part`, mode 0600) while hashing it
 * with SHA-256, one chunk at a time (memory stays at a chunk whatever the size), then fsyncs it.
 * Over `maxBytes`, or when `onHead` throws, or on any error: the source is destroyed (the rest is
 * not read), the file removed, the error thrown.
 */
export async function stageToFile(
  dir: string,
  source: Readable,
  options: StageOptions = {},
): Promise<StagedBlob> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${randomUUID()}.part`);
  const handle = await fs.open(file, 'wx', 0o600);
  const hash = createHash('sha256');
  const headBytes = options.headBytes ?? DEFAULT_HEAD;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let headSeen = false;
  let size = 0;
  try {
    for await (const data of source) {
      const chunk = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
      size += chunk.length;
      if (options.maxBytes !== undefined && size > options.maxBytes) {
        throw new BlobTooLargeError(options.maxBytes);
      }
      if (!headSeen) {
        headChunks.push(chunk);
        headLength += chunk.length;
        if (headLength >= headBytes) {
          headSeen = true;
          await options.onHead?.(Buffer.concat(headChunks).subarray(0, headBytes));
        }
      }
      hash.update(chunk);
      await handle.write(chunk);
    }
    const head = Buffer.concat(headChunks).subarray(0, headBytes);
    if (!headSeen) await options.onHead?.(head);
    await handle.sync();
    await handle.close();
    return { path: file, sha256: hash.digest('hex'), size, head };
  } catch (error) {
    source.destroy();
    await handle.close().catch(() => {});
    await fs.rm(file, { force: true });
    throw error;
  }
}

/** Removes a staged file; nothing if it is already gone. */
export async function removeStaged(staged: StagedBlob): Promise<void> {
  await fs.rm(staged.path, { force: true });
}
