import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '@pos/shared/errors';
import { StationRefusal } from '@pos/shared/sync/protocol';
import type { App } from '../../http/types';
import { sha256 } from '../../security/secrets';
import { stationByTokenHash, touchStation } from './station-auth-repo';

/** The paired station calling a /sync route. */
export interface StationCaller {
  stationId: number;
  providerId: number;
  number: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is open to unpaired devices (pairing itself). */
    stationAuth?: boolean;
  }
  interface FastifyRequest {
    station: StationCaller | null;
  }
}

/** Seen-at is written at most this often per station (a write per request would cost every pull). */
const TOUCH_EVERY_MS = 30_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * Station authentication for the /sync scope: the bearer token of a paired station, checked on
 * request (before the body is read) like the /api access rule. A revoked station, or one of an inactive provider, is
 * refused with 403 and a reason code (R-CASH-5); an unknown or missing token is 401.
 */
export function addStationAuth(app: App): void {
  app.decorateRequest('station', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.stationAuth === false) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized', StationRefusal.MissingToken, 'The station is not paired: no station token.');
    const row = await stationByTokenHash(app.db, sha256(token));
    if (!row) throw new AppError('unauthorized', StationRefusal.UnknownToken, 'Station not found: pair the station again.');
    if (row.revoked) throw new AppError('forbidden', StationRefusal.Revoked, 'This station was revoked in the back office.');
    if (!row.providerActive) throw new AppError('forbidden', StationRefusal.ProviderInactive, 'Station not active.');
    if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchStation(app.db, row.stationId);
    request.station = { stationId: row.stationId, providerId: row.providerId, number: row.number };
  });
}

export function stationOf(request: FastifyRequest): StationCaller {
  if (!request.station) throw unauthorized();
  return request.station;
}
