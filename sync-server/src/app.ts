import Fastify, { type FastifyServerOptions } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/client';
import { dbPlugin } from './plugins/db';
import { jobsPlugin } from './jobs/plugin';
import { sequencerPlugin } from './domains/sync/sequencer';
import { healthPlugin } from './plugins/health';
import { errorsPlugin } from './plugins/errors';
import { clientVersionPlugin } from './plugins/client-version';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { apiRoutes, syncRoutes } from './domains';
import { webAppPlugin } from './plugins/web-app';
import { crossSitePlugin } from './plugins/cross-site';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { readSecurityConfig, type SecurityConfig } from './config';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import type { App } from './http/types';

export interface AppOptions {
  database: Database;
  /** Close the database when the app closes. */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The security settings; read from the environment (config.ts readSecurityConfig) when not given. */
  security?: Partial<SecurityConfig>;
}

declare module 'fastify' {
  interface FastifyInstance {
    security: SecurityConfig;
  }
}

/** Builds the sync server: plugins first, then every domain's routes under /api. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const security: SecurityConfig = { ...readSecurityConfig(), ...opts.security };
  const app = Fastify({
    logger: opts.logger ?? false,
    // Larger bodies only where a route says so (http/body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A hop count as proxy-addr takes it (Fastify's types name only the other forms).
    trustProxy: typeof security.trustProxy === 'number' ? hopsTrusted(security.trustProxy) : security.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('security', security);
  app.setValidatorCompiler(validatorCompiler());
  await app.register(dbPlugin, { database: opts.database, ownsDatabase: opts.ownsDatabase ?? false });
  await app.register(jobsPlugin, { database: opts.database });
  await app.register(sequencerPlugin);
  await app.register(healthPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { production: security.production });
  await app.register(rateLimitPlugin, security.rateLimit);
  await app.register(docsPlugin);
  await app.register(clientVersionPlugin);
  await app.register(crossSitePlugin);
  await app.register(authPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(syncRoutes, { prefix: '/sync' });
  await app.register(webAppPlugin);
  await app.ready();
  return app;
}

function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
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
