import { startServer } from '../sync-server/src/server';
import { readConfig } from '../sync-server/src/config';
import { seedDemo } from '../sync-server/src/demo/seed-demo';
import { DEMO } from '../sync-server/src/demo/demo-data';

/**
 * npm start: the product on this machine. The sync server (embedded PGlite in .data/ unless
 * DATABASE_URL is set) with the demo provider, and what to open with which login.
 */
const config = readConfig();
const { app, database, url } = await startServer(config);
const seeded = await seedDemo(app.db);

const lines = [
  '',
  'Ticket window POS is running.',
  `  Sync server:   ${url}  (${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL'})`,
  `  API docs:      ${url}/api/docs/json`,
  `  Back office:   ${url}/`,
  `  Demo data:     "${DEMO.providerName}" ${seeded.created ? 'created' : 'already present'}`,
  `  Logins:        ${DEMO.admin.username} / ${DEMO.admin.password} (every permission)`,
  `                 ${DEMO.cashier.username} / ${DEMO.cashier.password} (cashier permissions 28-36)`,
  `  Manager code:  ${DEMO.managerCode}`,
  '  Stop with Ctrl+C.',
  '',
];
console.log(lines.join('\n'));
