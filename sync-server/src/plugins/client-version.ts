import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CLIENT_VERSION_HEADER, MIN_CLIENT_VERSION, compareVersions, isValidVersionStamp } from '@pos/shared/version';

/**
 * R-CLIENT-6 / R-CLIENT-15: requests carry the client version header; an outdated (or unreadable)
 * stamp gets 456 and the client reloads. Requests without the header (curl, stations, tools) pass.
 */
export const clientVersionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const stamp = request.headers[CLIENT_VERSION_HEADER];
    if (stamp === undefined) return;
    const value = Array.isArray(stamp) ? stamp[0] ?? '' : stamp;
    if (!isValidVersionStamp(value) || compareVersions(value, MIN_CLIENT_VERSION) < 0) {
      return reply.status(456).type('application/problem+json').send({
        type: 'about:blank',
        title: 'A new version is available. The page will reload.',
        status: 456,
        detail: `Client version ${value} is outdated; the minimum is ${MIN_CLIENT_VERSION}.`,
        code: 'outdated-client',
      });
    }
  });
});
