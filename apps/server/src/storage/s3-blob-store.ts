import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertSha256,
  BlobNotFoundError,
  type BlobStore,
  type ByteRange,
  type StagedBlob,
  type StageOptions,
} from './blob-store.ts';
import { removeStaged, stageToFile } from './staging.ts';

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix ('' for the bucket's root). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Where uploads are staged on the local disk before they are sent (DATA_DIR/tmp/uploads). */
  tmpDir: string;
  /** Unset: the SDK's chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/** The SDK client for a bucket's options (the blob store's, the health probe's). */
export function createS3Client(
  options: Pick<S3StoreOptions, 'region' | 'forcePathStyle' | 'endpoint' | 'credentials'>,
): S3Client {
  return new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Plain PUTs with a length: S3-compatible servers do not all speak the SDK's default
    // trailing checksums (aws-chunked bodies); the hash is ours anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Blobs in an S3-compatible bucket (AWS SDK v3), key `<prefix>/ab/cd/<sha256>`. An upload is staged
 * on the local disk while it is hashed (its key is its hash, known only at the end), then sent in
 * one PUT with its length: S3 makes an object visible only whole, so no partial blob is ever seen.
 * Ranges are GetObject's `Range`.
 */
export class S3BlobStore implements BlobStore {
  readonly #client: S3Client;
  readonly #options: S3StoreOptions;

  constructor(options: S3StoreOptions) {
    this.#options = options;
    this.#client = createS3Client(options);
  }

  keyOf(sha256: string): string {
    assertSha256(sha256);
    const key = `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
    return this.#options.prefix ? `${this.#options.prefix}/${key}` : key;
  }

  stage(source: Readable, options?: StageOptions): Promise<StagedBlob> {
    return stageToFile(this.#options.tmpDir, source, options);
  }

  async commit(staged: StagedBlob): Promise<void> {
    try {
      if (await this.exists(staged.sha256)) return;
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#options.bucket,
          Key: this.keyOf(staged.sha256),
          Body: createReadStream(staged.path),
          ContentLength: staged.size,
          ContentType: 'application/octet-stream',
        }),
      );
    } finally {
      await removeStaged(staged);
    }
  }

  discard(staged: StagedBlob): Promise<void> {
    return removeStaged(staged);
  }

  async put(source: Readable): Promise<{ sha256: string; size: number }> {
    const staged = await this.stage(source);
    await this.commit(staged);
    return { sha256: staged.sha256, size: staged.size };
  }

  async get(sha256: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#options.bucket,
          Key: this.keyOf(sha256),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(sha256);
      throw error;
    }
  }

  async exists(sha256: string): Promise<boolean> {
    try {
      await this.#client.send(
        new HeadObjectCommand({ Bucket: this.#options.bucket, Key: this.keyOf(sha256) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.#options.bucket, Key: this.keyOf(sha256) }),
    );
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}
