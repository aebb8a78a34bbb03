import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { CLIENT_VERSION } from '@pos/shared/version';

/** OpenAPI of every route at GET /api/docs/json. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Ticket window POS sync server', version: CLIENT_VERSION },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pos_sid' } } },
      },
    });
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
