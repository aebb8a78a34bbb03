import Fastify, { type FastifyServerOptions } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/client';
import { dbPlugin } from './plugins/db';
import { jobsPlugin } from './jobs/plugin';
import { healthPlugin } from './plugins/health';
import { errorsPlugin } from './plugins/errors';
import { clientVersionPlugin } from './plugins/client-version';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { apiRoutes, syncRoutes } from './domains';
import { webAppPlugin } from './plugins/web-app';
import type { App } from './http/types';

export interface AppOptions {
  database: Database;
  /** Close the database when the app closes. */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the sync server: plugins first, then every domain's routes under /api. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 12 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler());
  await app.register(dbPlugin, { database: opts.database, ownsDatabase: opts.ownsDatabase ?? false });
  await app.register(jobsPlugin, { database: opts.database });
  await app.register(healthPlugin);
  await app.register(errorsPlugin);
  await app.register(docsPlugin);
  await app.register(clientVersionPlugin);
  await app.register(authPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(syncRoutes, { prefix: '/sync' });
  await app.register(webAppPlugin);
  await app.ready();
  return app;
}

/**
 * Query strings and path parameters arrive as text and are coerced to their schema types; JSON
 * bodies are not coerced, so a `null` stays null (a nullable integer never silently becomes 0).
 */
export function validatorCompiler() {
  const build = AjvCompiler();
  const common = { allErrors: true, removeAdditional: true, useDefaults: true };
  const coercing = build({}, { customOptions: { ...common, coerceTypes: 'array' } });
  const exact = build({}, { customOptions: { ...common, coerceTypes: false } });
  return (route: { schema: object; method: string; url: string; httpPart?: string }) => (route.httpPart === 'body' ? exact(route) : coercing(route));
}
