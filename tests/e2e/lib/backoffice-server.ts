import { backofficeBuild } from './builds';

/**
 * The real sync server over a fresh Postgres database, listening on 127.0.0.1 at a free port and
 * serving the run's one build of the back office (tests/e2e/lib/builds.ts).
 */
export async function startBackoffice() {
  process.env.BACKOFFICE_DIST = await backofficeBuild();
  // Imported after BACKOFFICE_DIST is set: the web-app plugin reads it when the app is built.
  const { setupTestApp } = await import('../../../sync-server/src/test/test-app');
  const context = await setupTestApp();
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { ...context, baseURL: `http://127.0.0.1:${address.port}` };
}
