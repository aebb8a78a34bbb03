import { join } from 'node:path';
import { startServer } from '../sync-server/src/server';
import { readConfig } from '../sync-server/src/config';
import { seedDemo } from '../sync-server/src/demo/seed-demo';
import { DEMO } from '../sync-server/src/demo/demo-data';
import { buildBackoffice } from '../renderer/backoffice/build';
import { startStation } from './start-station';
import { startDemoPrinter } from './demo-printer';

/**
 * npm start: the product on this machine. The sync server (embedded PGlite in .data/ unless
 * DATABASE_URL is set) with the demo provider and the back office, and a cashier station paired
 * with the demo provider (Electron where its binary exists, otherwise browser mode).
 */
const config = readConfig();
// The demo's card terminal, club vouchers, Tax Authority allocation numbers, SMS, e-mail and the
// back office's card payment page (pelecard) are simulators, named explicitly
// (shared/src/simulators.ts), so npm start runs even with NODE_ENV=production; the POS and the back office show a banner.
const DEMO_SIMULATORS = ['card', 'vouchers', 'allocation', 'sms', 'email', 'pelecard'];
process.env.SIMULATORS = [...new Set([...(process.env.SIMULATORS ?? '').split(',').map((s) => s.trim()).filter(Boolean), ...DEMO_SIMULATORS])].join(',');
console.log(`Simulators on (SIMULATORS=${process.env.SIMULATORS}): card payments, club vouchers, allocation numbers, SMS and e-mail are not real.`);
console.log('Building the back office ...');
await buildBackoffice({ quiet: true });
console.log('Starting the sync server ...');
const { app, database, url } = await startServer(config);
const seeded = await seedDemo(app.db);
console.log('Starting the virtual printer ...');
const printer = await startDemoPrinter(join(config.dataDir, '..', 'prints'));
console.log('Starting the cashier station ...');
const station = await startStation({ db: app.db, providerId: seeded.providerId, serverUrl: url, dataDir: join(config.dataDir, '..', 'station'), printerAddress: printer.address });

const lines = [
  '',
  'Ticket window POS is running.',
  `  Sync server:   ${url}  (${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL'})`,
  `  API docs:      ${url}/api/docs/json`,
  `  Back office:   ${url}/`,
  ...station.lines,
  ...printer.lines,
  `  Demo data:     "${DEMO.providerName}" ${seeded.created ? 'created' : 'already present'}`,
  `  Logins:        ${DEMO.admin.username} / ${DEMO.admin.password} (back office, every permission)`,
  `                 ${DEMO.cashier.username} / ${DEMO.cashier.password} (cashier permissions 28-36)`,
  `  Manager code:  ${DEMO.managerCode}`,
  `  Simulators:    SIMULATORS=${process.env.SIMULATORS} (nothing is charged, redeemed or sent for real; a banner says so)`,
  `  To scan/type:  coupon ${DEMO.welcomeCoupon.code} (F5), serial codes ${DEMO.serialCoupon.code}-0001..${String(DEMO.serialCoupon.codes).padStart(4, '0')}, club voucher ${DEMO.club.voucherExample} at "${DEMO.club.name}" (Ctrl+F5); gate F12`,
  '  Stop with Ctrl+C.',
  '',
];
console.log(lines.join('\n'));

const stop = async () => {
  await station.stop();
  await printer.stop();
  await app.close();
  process.exit(0);
};
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
