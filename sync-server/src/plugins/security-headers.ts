import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy the back office
 * works under (its own scripts only; images also as data: and blob: URLs for drawn signatures and
 * PDFs), no framing by any page (frame-ancestors 'none', clickjacking), nosniff, no referrer to
 * other sites, and HSTS in production only (a LAN demo over http:// must keep working).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(opts.production ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
