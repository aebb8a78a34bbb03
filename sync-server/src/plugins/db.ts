import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { TableChanges } from '../db/table-changes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Changes to tables whose rows a process remembers, from every instance (db/table-changes.ts). */
    tableChanges: TableChanges;
  }
}

/** Shares one database; closes it with the app when the app owns it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('db', opts.database.db);
    const changes = new TableChanges(opts.database, app.log);
    await changes.start();
    app.decorate('tableChanges', changes);
    app.addHook('onClose', async () => {
      await changes.stop();
      if (opts.ownsDatabase) await opts.database.close();
    });
  },
  { name: 'db' },
);
