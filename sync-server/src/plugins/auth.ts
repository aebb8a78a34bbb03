import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noPermission, unauthorized } from '@pos/shared/errors';
import { SESSION_COOKIE } from '../domains/session/session-store';
import { ActorCache, DEFAULT_ACTOR_CACHE_SECONDS } from '../domains/session/actor-cache';
import type { Access, Actor } from '../http/types';

/** A route as the access check sees it: used by the permission matrix and fuzz tests. */
export interface GuardedRoute {
  method: string;
  url: string;
  access: Access;
  /** A GET marked config.stateChanging (plugins/cross-site.ts). */
  stateChanging?: boolean;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    guardedRoutes: GuardedRoute[];
    /** The callers behind session tokens, remembered (domains/session/actor-cache.ts). */
    actors: ActorCache;
  }
}

/** ACTOR_CACHE_SECONDS: how long a caller is remembered at most (0: read on every request). docs/deploy.md. */
export function actorCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ACTOR_CACHE_SECONDS);
  return env.ACTOR_CACHE_SECONDS !== undefined && env.ACTOR_CACHE_SECONDS !== '' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_ACTOR_CACHE_SECONDS;
}

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
    // Without the table changes (a bare app in a test) nothing is remembered: every request reads its caller.
    const changes = app.hasDecorator('tableChanges') ? app.tableChanges : null;
    const actors = new ActorCache(app.db, changes, actorCacheSeconds() * 1000);
    await actors.start();
    app.decorate('actors', actors);
    app.addHook('onClose', async () => actors.stop());

    const guarded: GuardedRoute[] = [];
    app.decorate('guardedRoutes', guarded);
    app.addHook('onRoute', (route) => {
      if (!isGuarded(route.url)) return;
      const access = route.config?.access;
      if (access === undefined) throw new Error(`route ${String(route.method)} ${route.url} declares no access (config.access)`);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        guarded.push({ method, url: route.url, access, stateChanging: route.config?.stateChanging === true, schema: route.schema as GuardedRoute['schema'] });
      }
    });

    // On request, before the body is read: a caller without the right learns nothing about the
    // route's input, and an anonymous caller cannot make the server parse a large body.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined) return;
      const token = request.cookies[SESSION_COOKIE];
      request.actor = token ? await actors.actorOf(token) : null;
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
