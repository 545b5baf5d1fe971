import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (HTTP's `bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Bytes received into a private temporary file, hashed on the way: nothing is visible under any key
 * until `commit`. `head` is the first bytes (for type sniffing).
 */
export interface StagedBlob {
  path: string;
  sha256: string;
  size: number;
  head: Buffer;
}

/** What staging may be told: a size limit and a look at the first bytes as soon as they arrive. */
export interface StageOptions {
  /** More bytes than this → BlobTooLargeError, the temp file removed, the source destroyed. */
  maxBytes?: number;
  /** How many first bytes to keep in `head` (default 64 KiB). */
  headBytes?: number;
  /** Called once with the first `headBytes` (or all, if shorter); throwing stops the upload. */
  onHead?: (head: Buffer) => void | Promise<void>;
}

/**
 * Content-addressed storage of attachment bytes: a blob's key is its SHA-256 (hex), so the same
 * bytes are stored once. Reference counting lives in the database (`blobs` table); the store only
 * keeps bytes. Implementations: LocalBlobStore (DATA_DIR/files), S3BlobStore (any S3 API).
 */
export interface BlobStore {
  /** Streams `source` into a temporary file while hashing it (nothing visible yet). */
  stage(source: Readable, options?: StageOptions): Promise<StagedBlob>;
  /** Makes a staged blob visible under its hash (nothing happens if it already is) and removes the temp. */
  commit(staged: StagedBlob): Promise<void>;
  /** Removes a staged blob's temporary file (safe to call after commit). */
  discard(staged: StagedBlob): Promise<void>;
  /** `stage` then `commit` (seeds, tools). */
  put(source: Readable): Promise<{ sha256: string; size: number }>;
  /** The bytes of a blob, or of one range of it; BlobNotFoundError when absent. */
  get(sha256: string, range?: ByteRange): Promise<Readable>;
  exists(sha256: string): Promise<boolean>;
  /** Removes a blob; no error if it is already gone. */
  delete(sha256: string): Promise<void>;
  /** Releases clients and handles. */
  close(): Promise<void>;
}

export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
  readonly sha256: string;
  constructor(sha256: string) {
    super(`blob ${sha256} not found`);
    this.sha256 = sha256;
  }
}

const SHA256 = /^[0-9a-f]{64}$/;

/** A blob key must be a lower-case SHA-256 hex digest: never a path a caller could steer. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error(`not a sha256 key: ${JSON.stringify(sha256)}`);
}
