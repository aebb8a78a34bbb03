import { readConfig } from '../../sync-server/src/config';
import { useSummaryRenderer } from '../../sync-server/src/domains/orders/order-summary';
import { startServer } from '../../sync-server/src/server';

/**
 * One server instance as its own process, as a worker of `npm run server` runs it (the database
 * migrated already): DATABASE_URL, PORT. HANG_RENDERS=1: this instance's summary renders never end,
 * so a test can kill it in the middle of one.
 */
if (process.env.HANG_RENDERS === '1') useSummaryRenderer(() => new Promise<Buffer>(() => undefined));
await startServer(readConfig(), { prepared: true });
console.log('ready');
