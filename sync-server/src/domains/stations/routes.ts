import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { Conflict, ConflictQuery, ManagerCodeBody, Station, StationBody, StationPatchBody, StationWithCode } from '@pos/shared/api/stations';
import { createStation, renewPairingCode, revoke, saveStation, setManagerCode } from './stations';
import { listConflicts, listStations, stationView } from './station-repo';

const CONFLICTS_PAGE_SIZE = 50;

/**
 * Cashier stations in the provider settings (spec 000 §2 "cashier station"): create one with a
 * pairing code, list, rename, revoke; and the manager code that closes shifts. Reading needs
 * ViewProviderSettings (16), changing EditProviderSettings (17).
 */
export default async function stationRoutes(app: App): Promise<void> {
  const tags = ['cashier-stations'];
  const view = { access: Permission.ViewProviderSettings };
  const edit = { access: Permission.EditProviderSettings };

  app.get('/cashier-stations', { config: view, schema: { tags, response: { 200: Data(Type.Array(Station)) } } }, async (request) => ({
    data: (await listStations(app.db, actorOf(request).providerId)).map(stationView),
  }));

  app.post('/cashier-stations', { config: edit, schema: { tags, body: StationBody, response: { 200: Data(StationWithCode) } } }, async (request) => ({
    data: await createStation(app.db, actorOf(request).providerId, request.body),
  }));

  app.post('/cashier-stations/:id', { config: edit, schema: { tags, params: IdParams, body: StationPatchBody, response: { 200: Data(Station) } } }, async (request) => ({
    data: await saveStation(app.db, actorOf(request).providerId, request.params.id, request.body),
  }));

  app.post('/cashier-stations/:id/pairing-code', { config: edit, schema: { tags, params: IdParams, response: { 200: Data(StationWithCode) } } }, async (request) => ({
    data: await renewPairingCode(app.db, actorOf(request).providerId, request.params.id),
  }));

  app.post('/cashier-stations/:id/revoke', { config: edit, schema: { tags, params: IdParams, response: { 200: Data(Station) } } }, async (request) => ({
    data: await revoke(app.db, actorOf(request).providerId, request.params.id),
  }));

  app.post('/provider/manager-code', { config: edit, schema: { tags, body: ManagerCodeBody, response: { 200: Ok } } }, async (request) => {
    await setManagerCode(app.db, actorOf(request).providerId, request.body.managerCode);
    return { data: true };
  });

  app.get(
    '/sync-conflicts',
    { config: { access: Permission.ViewOrders }, schema: { tags: ['orders'], querystring: ConflictQuery, response: { 200: Data(Type.Array(Conflict)) } } },
    async (request) => ({ data: await listConflicts(app.db, actorOf(request).providerId, request.query.pageIndex, CONFLICTS_PAGE_SIZE) }),
  );
}
