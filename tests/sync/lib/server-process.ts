import { buildApp } from '../../../sync-server/src/app';
import { openDatabase } from '../../../sync-server/src/db/client';

/** The sync server as its own process for the fault tests: DATABASE_URL (already migrated), PORT. */
const database = await openDatabase({ url: process.env.DATABASE_URL, migrate: false, poolSize: 5 });
const app = await buildApp({ database, ownsDatabase: true });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
