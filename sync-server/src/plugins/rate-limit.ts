import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@pos/shared/errors';
import { addressKey, isLoopback } from '../security/client-address';

/** The prefixes the general rate limit covers: the API and the station sync (not the back office's files). */
const LIMITED = /^\/(api|sync)(\/|$)/i;

/**
 * A general rate limit per client address (an IPv6 /64 counts as one) on /api and /sync: a flood
 * gets 429 rate-limited with Retry-After instead of the database's time. Counted in memory per
 * process: a bound against floods, not an exact quota (logins have their own throttle in Postgres).
 * Calls from this machine itself (a station or tool beside the server, the test suites) are not
 * limited unless RATE_LIMIT_LOOPBACK=1; behind a reverse proxy, set TRUST_PROXY so the clients'
 * own addresses are counted.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { max: number; windowMs: number; limitLoopback: boolean }) => {
    await app.register(rateLimit, {
      global: false,
      max: opts.max,
      timeWindow: opts.windowMs,
      keyGenerator: (request) => addressKey(request.ip),
      errorResponseBuilder: (_request, context) =>
        new AppError('too-many', 'rate-limited', 'Too many requests. Try again shortly.', { extra: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } }),
    });
    // One hook of this (root) instance, added before the others: a flood is refused before any
    // session or station token is looked up, or any body read.
    const limit = app.rateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (!LIMITED.test(request.url) || (!opts.limitLoopback && isLoopback(request.ip))) return;
      await limit.call(app, request, reply);
    });
  },
  { name: 'rate-limit' },
);
