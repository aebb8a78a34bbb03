import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const POS_ROOT = fileURLToPath(new URL('.', import.meta.url));
export const POS_DIST = join(POS_ROOT, 'dist');

/** Builds the cashier app with its Vite config (Electron packaging, the station host's browser mode, the e2e tests). */
export async function buildPos(opts: { outDir?: string; quiet?: boolean } = {}): Promise<string> {
  const outDir = opts.outDir ?? POS_DIST;
  await build({ configFile: join(POS_ROOT, 'vite.config.ts'), logLevel: opts.quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPos();
