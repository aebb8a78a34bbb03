import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** Where the built back office is: BACKOFFICE_DIST, else renderer/backoffice/dist of this repository. */
export function backofficeDist(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BACKOFFICE_DIST ?? fileURLToPath(new URL('../../../renderer/backoffice/dist', import.meta.url)));
}

/**
 * Serves the built back office (a single-page app) at /: its files as they are, and index.html
 * for any other GET outside /api so that deep links (/orders, /product/5) open the app, whose
 * router then decides. Hashed scripts and styles are cached for good; index.html never is.
 * Without a build (dist missing) the server starts without it and says so.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { root?: string }) => {
    const root = opts.root ?? backofficeDist();
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn(`back office not built (${root}); run: npx tsx renderer/backoffice/build.ts`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      schemaHide: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', /[\\/](js|css|assets)[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // An unknown /api call, or a missing script, stays a 404; everything else is a page of the app.
      if (path === '/api' || path.startsWith('/api/') || /^\/(js|css|assets)\//.test(path)) return reply.callNotFound();
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
