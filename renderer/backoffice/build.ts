import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const BACKOFFICE_ROOT = fileURLToPath(new URL('.', import.meta.url));
export const BACKOFFICE_DIST = join(BACKOFFICE_ROOT, 'dist');

/** Builds the back office with its Vite config (used by the e2e tests and the bench too). */
export async function buildBackoffice(opts: { outDir?: string; quiet?: boolean } = {}): Promise<string> {
  const outDir = opts.outDir ?? BACKOFFICE_DIST;
  // Vitest sets NODE_ENV=test, which Vite would carry into the bundle (React's development build):
  // tests and the bench must load what users load.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(BACKOFFICE_ROOT, 'vite.config.ts'), mode: 'production', logLevel: opts.quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildBackoffice();
