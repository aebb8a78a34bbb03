import { join, resolve } from 'node:path';

/** An S3-compatible bucket: the store for several servers behind a balancer. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, R2, B2...): its URL. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Keys are written under this prefix ('' or ending in '/'), so one bucket can hold several installations. */
  prefix: string;
}

/** Where uploaded files are kept. */
export interface FilesConfig {
  /** Local disk (the default): FILES_DIR, or `files` under DATA_DIR (PGlite leaves other folders alone), or .data/files. */
  dir: string;
  /** Set when FILES_S3_BUCKET is: then the files live in the bucket and `dir` is not used for them. */
  s3?: S3Config;
}

/**
 * FILES_DIR, else DATA_DIR/files, else .data/files. Several servers behind a balancer share a
 * bucket instead: FILES_S3_BUCKET (with FILES_S3_REGION, FILES_S3_ENDPOINT for a non-AWS service,
 * FILES_S3_FORCE_PATH_STYLE, FILES_S3_PREFIX; credentials by the AWS SDK's own chain).
 */
export function readFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const explicit = env.FILES_DIR?.trim();
  const dir = resolve(explicit || join(env.DATA_DIR?.trim() || '.data', 'files'));
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return { dir };
  const endpoint = env.FILES_S3_ENDPOINT?.trim() || undefined;
  const pathStyle = env.FILES_S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  const prefix = (env.FILES_S3_PREFIX?.trim() ?? '').replace(/^\/+|\/+$/g, '');
  return {
    dir,
    s3: {
      bucket,
      region: env.FILES_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
      endpoint,
      forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
      prefix: prefix ? `${prefix}/` : '',
    },
  };
}
