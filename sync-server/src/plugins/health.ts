import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';

/** This process among the instances behind a balancer (host and process id). */
export const INSTANCE = `${hostname()}/${process.pid}`;

/**
 * GET /health (outside /api: for balancers and container health checks, no session): 200 with this
 * instance's name once it reaches its database, 503 when it does not.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.get('/health', async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', instance: INSTANCE };
      } catch {
        return reply.code(503).send({ status: 'database-unreachable', instance: INSTANCE });
      }
    });
  },
  { name: 'health', dependencies: ['db'] },
);
