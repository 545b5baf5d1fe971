import path from 'node:path';

/**
 * Where attachment bytes live (docs/modules/attachments.md): the local disk under DATA_DIR/files
 * (default) or any S3-compatible store named by STORAGE_URL.
 */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket (the URL's path), '' for the bucket's root. */
      prefix: string;
      /** http(s) URL of an S3-compatible server; unset: AWS itself. */
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
    };

/** Default of UPLOAD_MAX_MB. */
export const DEFAULT_UPLOAD_MAX_MB = 25;

/**
 * Reads `s3://bucket[/prefix]?endpoint=http://…&region=…&forcePathStyle=true`, or `file://` / a
 * path for the local disk. Answers the configuration or the reason it is invalid.
 */
export function parseStorageUrl(value: string | undefined, dataDir: string): StorageConfig | string {
  if (!value) return { kind: 'local', dir: path.join(dataDir, 'files') };
  if (value.startsWith('file://')) {
    const dir = decodeURIComponent(value.slice('file://'.length));
    return dir.startsWith('/') ? { kind: 'local', dir } : 'file:// needs an absolute path';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be s3://bucket?endpoint=…&region=… or file:///absolute/path';
  }
  if (url.protocol !== 's3:') return 'must start with s3:// or file://';
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return 'the bucket name is not valid';
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/.+/.test(endpoint)) return 'endpoint must be an http(s) URL';
  const style = url.searchParams.get('forcePathStyle');
  return {
    kind: 's3',
    bucket,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    // A custom endpoint (MinIO, s3rver, Garage…) usually serves buckets by path, not sub-domain.
    forcePathStyle: style === null ? endpoint !== undefined : style === 'true' || style === '1',
  };
}
