import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares one database; closes it with the app when the app owns it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('db', opts.database.db);
    if (opts.ownsDatabase) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
