import { STREAMS } from '@pos/shared/sync/streams';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { SYNC_PUSH_BODY_LIMIT } from '../../http/body-limits';
import { pair } from './pair';
import { pull } from './pull';
import { changesWaiting } from './change-log-repo';
import { recordSyncReport } from './sync-report-repo';
import { push, type OpEnvelope } from './push';
import { OnlineRefundAnswer, OnlineRefundBody, RefundSaleBody, PairAnswer, PairBody, PingAnswer, PingQuery, PullAnswer, PullBody, PushAnswer, PushBody, VoucherCheckAnswer, VoucherCheckBody, VoucherSystemsAnswer } from './schemas';
import { checkVoucher, voucherSystems } from './voucher-check';
import { addStationAuth, stationOf } from './station-auth';
import { VoucherSettler } from './voucher-settler';
import { couponSystems } from '../orders/order-coupon';
import type { OpHandlers } from '../op-handlers';
import { refundOnline, saleForRefund } from '../documents/online-refund';
import { CrmCustomerShort, KeywordQuery } from '@pos/shared/api/crm';
import { Type } from 'typebox';
import { stationCustomersForOrder } from '../crm/station-customers';

/**
 * The station sync protocol (docs/decisions/sync-protocol.md), mounted at /sync: not under /api, so
 * not behind the people's cookie session but behind the station's bearer token (station-auth.ts).
 * Pushed operations are applied by the domains' handlers (`ops`, composed in domains/index.ts).
 */
export default async function syncRoutes(app: App, { ops }: { ops: OpHandlers }): Promise<void> {
  addStationAuth(app);
  const tags = ['sync'];
  const vouchers = new VoucherSettler(app.db, couponSystems);

  app.post('/pair', { config: { stationAuth: false }, schema: { tags, body: PairBody, response: { 200: Data(PairAnswer) } } }, async (request) => ({
    data: await pair(app.db, request.body, request.ip),
  }));

  // The station's cheap probe (every few seconds): reachable, and with `after` whether a pull would bring anything.
  app.get('/ping', { schema: { tags, querystring: PingQuery, response: { 200: Data(PingAnswer) } } }, async (request) => {
    const who = stationOf(request);
    const after = request.query.after;
    return { data: { stationId: who.stationId, serverTime: new Date().toISOString(), ...(after === undefined ? {} : { changes: await changesWaiting(app.db, { ...who, streams: STREAMS, after }) }) } };
  });

  // Each push and pull also records the station's reported outbox size and when it synced (the back office's Today page).
  app.post('/pull', { schema: { tags, body: PullBody, response: { 200: Data(PullAnswer) } } }, async (request) => {
    const data = await pull(app.db, stationOf(request), request.body);
    await recordSyncReport(app.db, stationOf(request), request.body.outboxSize, request.body.syncIntervalMs);
    return { data };
  });

  app.post('/push', { bodyLimit: SYNC_PUSH_BODY_LIMIT, schema: { tags, body: PushBody, response: { 200: Data(PushAnswer) } } }, async (request) => {
    const data = await push(app.db, stationOf(request), ops, request.body.ops as OpEnvelope[], vouchers);
    await recordSyncReport(app.db, stationOf(request), request.body.outboxSize, request.body.syncIntervalMs);
    return { data };
  });

  // Issue 15: online, a window refunds any paid order of the provider through the server's refund path.
  app.post('/refund-sale', { schema: { tags, body: RefundSaleBody } }, async (request) => ({
    data: await saleForRefund(app.db, stationOf(request), request.body),
  }));

  app.post('/refund', { schema: { tags, body: OnlineRefundBody, response: { 200: Data(OnlineRefundAnswer) } } }, async (request) => ({
    data: await refundOnline(app.db, stationOf(request), request.body as Parameters<typeof refundOnline>[2]),
  }));

  // Issue 22 (C295 at the POS): the provider's CRM customers by name, mobile or e-mail, online only.
  app.get('/crm-customers', { schema: { tags, querystring: KeywordQuery, response: { 200: Data(Type.Array(CrmCustomerShort)) } } }, async (request) => ({
    data: await stationCustomersForOrder(app.db, stationOf(request).providerId, request.query.keyword),
  }));

  app.get('/voucher-systems', { schema: { tags, response: { 200: Data(VoucherSystemsAnswer) } } }, async (request) => ({
    data: await voucherSystems(app.db, stationOf(request).providerId),
  }));

  app.post('/voucher', { schema: { tags, body: VoucherCheckBody, response: { 200: Data(VoucherCheckAnswer) } } }, async (request) => ({
    data: await checkVoucher(app.db, couponSystems, stationOf(request).providerId, request.body),
  }));
}
