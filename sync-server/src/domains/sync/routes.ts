import { Type } from 'typebox';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { pair } from './pair';
import { pull } from './pull';
import { push, type OpEnvelope } from './push';
import { PairAnswer, PairBody, PullAnswer, PullBody, PushAnswer, PushBody } from './schemas';
import { addStationAuth, stationOf } from './station-auth';

/**
 * The station sync protocol (docs/decisions/sync-protocol.md), mounted at /sync: not under /api, so
 * not behind the people's cookie session but behind the station's bearer token (station-auth.ts).
 */
export default async function syncRoutes(app: App): Promise<void> {
  addStationAuth(app);
  const tags = ['sync'];

  app.post('/pair', { config: { stationAuth: false }, schema: { tags, body: PairBody, response: { 200: Data(PairAnswer) } } }, async (request) => ({
    data: await pair(app.db, request.body),
  }));

  app.get('/ping', { schema: { tags, response: { 200: Data(Type.Object({ stationId: Type.Integer(), serverTime: Type.String() })) } } }, async (request) => ({
    data: { stationId: stationOf(request).stationId, serverTime: new Date().toISOString() },
  }));

  app.post('/pull', { schema: { tags, body: PullBody, response: { 200: Data(PullAnswer) } } }, async (request) => ({
    data: await pull(app.db, stationOf(request), request.body),
  }));

  app.post('/push', { schema: { tags, body: PushBody, response: { 200: Data(PushAnswer) } } }, async (request) => ({
    data: await push(app.db, stationOf(request), request.body.ops as OpEnvelope[]),
  }));
}
