import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedReferenceData } from './domains/reference/seed-reference-data';
import { seedDemo } from './demo/seed-demo';
import { DEMO } from './demo/demo-data';
import { serverSimulators } from './domains/coupons/external/systems';
import { onceAcrossInstances, planWorkers, runCluster } from './cluster';
import { shutdownOnSignals } from './shutdown';

/**
 * Boots the sync server (npm run server, npm start). `prepared`: the migrations and reference data
 * were applied already (by the cluster's primary): a worker only serves.
 */
export async function startServer(config = readConfig(), opts: { prepared?: boolean } = {}) {
  // Refuses (throws) in production when a system would be simulated without SIMULATORS naming it.
  const simulators = serverSimulators();
  if (simulators.length > 0) console.warn(`Simulated external systems: ${simulators.join(', ')} (SIMULATORS=${process.env.SIMULATORS ?? ''})`);
  // Over Postgres, other instances may be starting too: the migrations and seeds run under a lock.
  const prepared = opts.prepared || (config.databaseUrl ? (await prepareDatabase(config, { demo: false }), true) : false);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrate: !prepared }).catch((error: Error) => {
    if (!config.databaseUrl && /already exists/.test(String(error.message) + String((error as { cause?: Error }).cause?.message))) {
      throw new Error(`The data folder ${config.dataDir} was made by an older development build whose migrations were squashed. Delete it (rm -rf ${config.dataDir}) and start again.`);
    }
    throw error;
  });
  if (!prepared) await seedReferenceData(database.db);
  const app = await buildApp({ database, ownsDatabase: true, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  app.server.requestTimeout = 60_000;
  await app.listen({ port: config.port, host: config.host });
  // SIGTERM/SIGINT: drain the requests in flight, close, exit within 15 s (shutdown.ts).
  shutdownOnSignals(app);
  return { app, database, url: `http://${config.host}:${config.port}` };
}

/**
 * Migrations, reference data and (demo) the demo provider, once: in the cluster's primary before it
 * forks, and in every instance over Postgres under an advisory lock (instances starting together).
 */
async function prepareDatabase(config = readConfig(), opts: { demo: boolean }): Promise<void> {
  serverSimulators();
  const prepare = async () => {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    try {
      await seedReferenceData(database.db);
      if (opts.demo) printDemo(await seedDemo(database.db));
    } finally {
      await database.close();
    }
  };
  await (config.databaseUrl ? onceAcrossInstances(config.databaseUrl, prepare) : prepare());
}

function printDemo(seeded: { created: boolean }): void {
  console.log(`demo provider "${DEMO.providerName}" ${seeded.created ? 'created' : 'already present'}; logins ${DEMO.admin.username} / ${DEMO.admin.password} (back office), ${DEMO.cashier.username} / ${DEMO.cashier.password} (cashier), manager code ${DEMO.managerCode}, ${DEMO.platformStaff.username} / ${DEMO.platformStaff.password} (platform staff: /platform)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = readConfig();
  const plan = planWorkers(process.env, config.databaseUrl);
  if (plan.reason) console.log(`WORKERS: ${plan.reason}.`);
  if (plan.workers > 1) {
    const url = `http://${config.host}:${config.port}`;
    await runCluster({
      workers: plan.workers,
      prepare: () => prepareDatabase(config, { demo: process.env.DEMO === '1' }),
      serve: async () => {
        await startServer(config, { prepared: true });
      },
      onListening: (pids) => console.log(`sync server on ${url} (PostgreSQL), ${pids.length} workers (pids ${pids.join(', ')}); API docs at ${url}/api/docs/json`),
    });
  } else {
    const { app, url, database } = await startServer(config);
    console.log(`sync server on ${url} (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}); API docs at ${url}/api/docs/json`);
    // DEMO=1: the demo provider of npm start (created once), without a station.
    if (process.env.DEMO === '1') printDemo(await seedDemo(app.db));
  }
}
