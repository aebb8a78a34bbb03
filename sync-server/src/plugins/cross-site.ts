import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@pos/shared/errors';
import { CLIENT_VERSION_HEADER } from '@pos/shared/version';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request to this route changes state: every method but GET/HEAD/OPTIONS, and the GETs marked config.stateChanging. */
export function isStateChanging(method: string, config: { stateChanging?: boolean } | undefined): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) || config?.stateChanging === true;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a state-changing request looks sent by a page of another site, or null when it does not:
 * its Origin (else its Referer) names another host than the one it was sent to; without either,
 * the browser's Sec-Fetch-Site says it is not same-origin (a page may hide its Referer).
 */
export function crossSiteReason(request: FastifyRequest): string | null {
  // Default ports dropped on both sides (http://shop:80 is http://shop).
  const own = hostOf(`${request.protocol}://${request.host}`);
  const origin = header(request, 'origin');
  if (origin !== undefined) return hostOf(origin) === own ? null : `origin ${origin}`;
  const referer = header(request, 'referer');
  if (referer !== undefined) return hostOf(referer) === own ? null : `referer ${referer}`;
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `sec-fetch-site ${site}`;
  return null;
}

/**
 * No cross-site writes (issue 14 item 2): the session cookie is SameSite=Lax, so a link or an image
 * on another site still sends it with a GET, and an old browser with a form POST. Every
 * state-changing /api request whose Origin or Referer is not this server's own is refused (403
 * cross-site-request) unless it carries the clients' x-client-version header, which a page of
 * another site cannot add without a CORS preflight this server never grants. Requests from no
 * browser at all (no Origin, Referer or Sec-Fetch-Site: stations, tools) are not concerned: they
 * carry no ambient cookie a third party could borrow.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      // The route's own pattern, not the URL as typed: the router ignores case (/API/...).
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      if (!isStateChanging(request.method, request.routeOptions.config)) return;
      if (request.headers[CLIENT_VERSION_HEADER] !== undefined) return;
      const reason = crossSiteReason(request);
      if (reason === null) return;
      request.log.warn({ method: request.method, url: request.routeOptions.url, reason }, 'cross-site request refused');
      throw new AppError('forbidden', 'cross-site-request', 'A request from another site cannot change anything here.');
    });
  },
  { name: 'cross-site' },
);
