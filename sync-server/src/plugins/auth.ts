import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noPermission, unauthorized } from '@pos/shared/errors';
import { SESSION_COOKIE, loadActor } from '../domains/session/session-store';
import type { Actor } from '../http/types';

const UNGUARDED_PREFIXES = ['/api/docs'];

function isGuarded(url: string): boolean {
  return url.startsWith('/api/') && !UNGUARDED_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Sessions by httpOnly cookie, and the access rule every /api route declares in its config:
 * 'anonymous', 'user', or a permission code (403 "No permission" without it).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      if (isGuarded(route.url) && route.config?.access === undefined) {
        throw new Error(`route ${String(route.method)} ${route.url} declares no access (config.access)`);
      }
    });

    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined) return;
      const token = request.cookies[SESSION_COOKIE];
      request.actor = token ? await loadActor(app.db, token) : null;
      if (access === 'anonymous') return;
      if (!request.actor) throw unauthorized();
      if (typeof access === 'number' && !request.actor.permissions.has(access)) throw noPermission();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The caller of a route that requires a login (its preHandler guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
