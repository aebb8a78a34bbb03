import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers helmet's middleware sets for these options, recorded once against a stand-in answer:
 * with fixed options (no per-request nonces) they are the same on every answer, and
 * @fastify/helmet built the middleware again on every request (parsing the CSP directives each
 * time).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, answer as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers on every answer (helmet's): a Content-Security-Policy the back office works under
 * (its own scripts only; images also as data: and blob: URLs for drawn signatures and PDFs), no
 * framing by any page (frame-ancestors 'none', clickjacking), nosniff, no referrer to other sites,
 * and HSTS in production only (a LAN demo over http:// must keep working).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    const headers = headersOf({
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
