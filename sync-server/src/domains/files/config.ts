import { join, resolve } from 'node:path';

/** Where uploaded files are kept. */
export interface FilesConfig {
  /** Local disk (the default): FILES_DIR, or `files` under DATA_DIR (PGlite leaves other folders alone), or .data/files. */
  dir: string;
}

/**
 * FILES_DIR, else DATA_DIR/files, else .data/files. One server keeps files on its disk; several
 * servers behind a balancer need a shared store: storage.ts is the one interface they would plug
 * into (an S3-compatible bucket is not built: docs in DECISIONS.md).
 */
export function readFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const explicit = env.FILES_DIR?.trim();
  return { dir: resolve(explicit || join(env.DATA_DIR?.trim() || '.data', 'files')) };
}
