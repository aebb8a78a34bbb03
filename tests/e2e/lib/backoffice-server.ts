import { afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBackoffice } from '../../../renderer/backoffice/build';

/**
 * The real sync server over a fresh Postgres database, listening on 127.0.0.1 at a free port and
 * serving a fresh build of the back office (built with Vite's JS API into a folder of this test
 * file's own, so test files running side by side do not overwrite each other's build).
 */
export async function startBackoffice() {
  const outDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  await buildBackoffice({ outDir, quiet: true });
  process.env.BACKOFFICE_DIST = outDir;
  // Imported after BACKOFFICE_DIST is set: the web-app plugin reads it when the app is built.
  const { setupTestApp } = await import('../../../sync-server/src/test/test-app');
  const context = await setupTestApp();
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  return { ...context, baseURL: `http://127.0.0.1:${address.port}` };
}
