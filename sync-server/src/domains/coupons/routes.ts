import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import { notFound } from '@pos/shared/errors';
import type { App } from '../../http/types';
import { Data, Id, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { csvText } from '../../security/csv';
import { activeCoupons, couponView, findCoupon, isCouponUsed, listSubCoupons, providerToday, searchCoupons, setSubCouponStatus, subCouponCounts, subCouponsCount } from './coupon-repo';
import { couponOptions } from './coupon-options';
import { deleteCoupon, saveCoupon } from './save-coupon';
import { Coupon, CouponBody, CouponFilter, CouponOptionsBody, ProviderCoupon, SubCoupon, SubCouponStatusBody } from '@pos/shared/api/coupons';
import type { Db } from '../../db/client';
import type { CouponRow } from './coupon-repo';

async function views(db: Db, providerId: number, rows: CouponRow[]) {
  const today = await providerToday(db, providerId);
  const counts = await subCouponCounts(db, rows.map((r) => r.id));
  return rows.map((r) => couponView(r, counts.get(r.id) ?? 0, today));
}

/**
 * Coupons (spec 002 §7.10, C088 coupon-options, C019 provider-coupons). Writes need
 * CouponCanChange (42); the back office's coupon screens read with ProductsViewSearch (11), as
 * coupons are terms on products; the order-facing questions (next-purchase, coupon-options,
 * ExistCouponsForThisOrder) need ViewOrders (1); provider-coupons is a reference list for any user.
 */
export default async function couponRoutes(app: App): Promise<void> {
  const tags = ['coupons'];
  const change = { access: Permission.CouponCanChange };
  const read = { access: Permission.ProductsViewSearch };
  const orderRead = { access: Permission.ViewOrders };

  const loadCoupon = async (providerId: number, id: number) => {
    const row = await findCoupon(app.db, providerId, id);
    if (!row) throw notFound('Coupon');
    return row;
  };

  app.post('/coupons', { config: read, schema: { tags, body: CouponFilter, response: { 200: Data(Type.Array(Coupon)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const rows = await searchCoupons(app.db, providerId, request.body ?? {}, await providerToday(app.db, providerId));
    return { data: await views(app.db, providerId, rows) };
  });

  app.get('/coupon/:id', { config: read, schema: { tags, params: IdParams, response: { 200: Data(Coupon) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const row = await loadCoupon(providerId, request.params.id);
    const view = couponView(row, await subCouponsCount(app.db, row.id), await providerToday(app.db, providerId));
    return { data: { ...view, usedByOrders: await isCouponUsed(app.db, row.id) } };
  });

  // A coupon that saves is used by no order: save refuses a used one (R-CPN-6).
  app.post('/coupon/save', { config: change, schema: { tags, body: CouponBody, response: { 200: Data(Coupon) } } }, async (request) => ({
    data: { ...(await saveCoupon(app.db, actorOf(request), request.body)), usedByOrders: false },
  }));

  app.delete('/coupon/delete', { config: change, schema: { tags, querystring: Type.Object({ couponId: Id }), response: { 200: Ok } } }, async (request) => {
    await deleteCoupon(app.db, actorOf(request), request.query.couponId);
    return { data: true };
  });

  app.post('/coupon/:id/get-sub-coupons', { config: read, schema: { tags, params: IdParams, response: { 200: Data(Type.Array(SubCoupon)) } } }, async (request) => {
    const row = await loadCoupon(actorOf(request).providerId, request.params.id);
    return { data: await listSubCoupons(app.db, row.id) };
  });

  app.post('/coupon/:id/export/sub-coupons', { config: read, schema: { tags, params: IdParams } }, async (request, reply) => {
    const row = await loadCoupon(actorOf(request).providerId, request.params.id);
    const rows = [['Code', 'Status', 'OrderId'], ...(await listSubCoupons(app.db, row.id)).map((s) => [s.code, s.status, s.orderId])];
    const fileName = `sub-coupons-${row.id}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csvText(rows));
  });

  app.post('/coupon/:id/change-sub-coupon-status', { config: change, schema: { tags, params: IdParams, body: SubCouponStatusBody, response: { 200: Ok } } }, async (request) => {
    const row = await loadCoupon(actorOf(request).providerId, request.params.id);
    if (!(await setSubCouponStatus(app.db, row.id, request.body.Code, request.body.Status))) throw notFound('Sub-coupon');
    return { data: true };
  });

  app.get('/coupons/next-purchase', { config: orderRead, schema: { tags, response: { 200: Data(Type.Array(Coupon)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    return { data: await views(app.db, providerId, await activeCoupons(app.db, providerId, 'NextPurchase')) };
  });

  app.post('/coupon/ExistCouponsForThisOrder', { config: orderRead, schema: { tags, body: CouponOptionsBody, response: { 200: Ok } } }, async (request) => ({
    data: (await couponOptions(app.db, actorOf(request).providerId, request.body ?? {})).length > 0,
  }));

  app.post('/coupon-options', { config: orderRead, schema: { tags, body: CouponOptionsBody, response: { 200: Data(Type.Array(Coupon)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    return { data: await views(app.db, providerId, await couponOptions(app.db, providerId, request.body ?? {})) };
  });

  app.get('/provider-coupons', { config: { access: 'user' }, schema: { tags, response: { 200: Data(Type.Array(ProviderCoupon)) } } }, async (request) => ({
    data: (await activeCoupons(app.db, actorOf(request).providerId)).map((c) => ({ id: c.id, name: c.name, code: c.code })),
  }));
}
