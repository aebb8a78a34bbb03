import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const BACKOFFICE_ROOT = fileURLToPath(new URL('.', import.meta.url));
export const BACKOFFICE_DIST = join(BACKOFFICE_ROOT, 'dist');

/** Builds the back office with its Vite config (used by the e2e tests and the bench too). */
export async function buildBackoffice(opts: { outDir?: string; quiet?: boolean } = {}): Promise<string> {
  const outDir = opts.outDir ?? BACKOFFICE_DIST;
  await build({ configFile: join(BACKOFFICE_ROOT, 'vite.config.ts'), logLevel: opts.quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildBackoffice();
