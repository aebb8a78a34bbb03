import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OpResult, OutboxOp } from '@pos/shared/sync/protocol';
import { createProvider, setupTestApp } from '../../test/test-app';
import { orderEvents, orders } from '../../db/schema';
import { simulatedCouponSystems } from '../coupons/external/external-voucher';
import { saleOp } from './station.fixtures';
import { clubWithCouponSystem, pushOps, sellingProvider, stationWithBlock, withVoucher } from './offline.fixtures';
import { push, type OpEnvelope } from './push';
import { VoucherSettler } from './voucher-settler';
import { VOUCHER_PENDING } from '../orders/pushed-voucher-repo';
import { opHandlers } from '../index';

type Done = Extract<OpResult, { status: 'applied' | 'conflict' }>;

describe('push: club vouchers redeemed after the batch commits', async () => {
  const { app, db } = await setupTestApp();
  const { provider, admin, cashier, goods } = await sellingProvider(db);
  const club = await clubWithCouponSystem(db, provider.id, 'Demo Club');
  const other = await createProvider(db);
  const foreignClub = await clubWithCouponSystem(db, other.id, 'Foreign Club');

  const stations = new Map<number, { seq: number; number: number }>();
  async function station() {
    const st = await stationWithBlock(app, db, admin);
    stations.set(st.stationId, { seq: 0, number: st.first });
    return { ...st, who: { stationId: st.stationId, providerId: provider.id, number: 0 } };
  }
  function sale(st: { stationId: number }, code: string | null, businessClientId = club.id): OutboxOp {
    const s = stations.get(st.stationId)!;
    s.seq++;
    const op = saleOp({ seq: s.seq, userId: cashier.id, receiptNumber: s.number++, productId: goods.product.id, slotId: goods.slot.id, date: '2030-04-04', lines: [{ customerTypeId: goods.adult.id, quantity: 2, unitPrice: 5000 }] });
    return code ? withVoucher(op, { businessClientId, code, quantity: 2, amount: 10000 }) : op;
  }
  const orderOf = async (r: OpResult) => (await db.select().from(orders).where(eq(orders.id, (r as Done).data.orderId!)))[0]!;
  const eventsOf = (orderId: number, type: string) => db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
  const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

  it('R-ORD-7 redeems a good voucher once the sale is stored; a replay does not redeem it again', async () => {
    const st = await station();
    const op = sale(st, unique('OK'));
    const first = await pushOps(app, st.auth, [op]);
    expect(first.results[0]!.status).toBe('applied');
    const order = await orderOf(first.results[0]!);
    expect(order).toMatchObject({ status: 'OK', conflictFlags: [] });
    expect(await eventsOf(order.id, 'external-coupon-redeemed')).toHaveLength(1);
    expect((await eventsOf(order.id, VOUCHER_PENDING))[0]!.details).toMatchObject({ outcome: 'redeemed', settledAt: expect.any(String) });
    expect(await pushOps(app, st.auth, [op])).toEqual(first);
    expect(await eventsOf(order.id, 'external-coupon-redeemed')).toHaveLength(1);
  });

  it('R-ORD-7 a refused voucher puts the order in RQ with the system\'s text and flags it voucher-failed; a replay answers the same', async () => {
    const st = await station();
    const op = sale(st, unique('INV'));
    const first = await pushOps(app, st.auth, [op]);
    expect(first.results[0]).toMatchObject({ status: 'conflict', flags: ['voucher-failed'] });
    const order = await orderOf(first.results[0]!);
    expect(order).toMatchObject({ status: 'RQ', conflictFlags: ['voucher-failed'] });
    const [requested] = await eventsOf(order.id, 'requested');
    expect(requested!.details).toMatchObject({ reason: 'external-coupon', failure: 'invalid', text: expect.stringContaining('is not valid') });
    expect(await pushOps(app, st.auth, [op])).toEqual(first);
    expect(await eventsOf(order.id, 'requested')).toHaveLength(1);
    const conflicts = await app.inject({ method: 'GET', url: '/api/sync-conflicts', headers: { cookie: admin.cookie } });
    expect(conflicts.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: order.id, flags: ['voucher-failed'] })]));
  });

  it('R-ORD-7 a coupon system that does not answer in time is a failure too', async () => {
    const st = await station();
    const quick = new VoucherSettler(db, simulatedCouponSystems(30));
    const r = await push(db, st.who, opHandlers, [sale(st, unique('TMO')) as unknown as OpEnvelope], quick);
    expect(r.results[0]).toMatchObject({ status: 'conflict', flags: ['voucher-failed'] });
    const [requested] = await eventsOf((await orderOf(r.results[0]!)).id, 'requested');
    expect(requested!.details).toMatchObject({ failure: 'timeout' });
  });

  it('a voucher left pending by a process that stopped after the commit is redeemed by the station\'s next push, once', async () => {
    const st = await station();
    // The batch commits, then the process stops before redeeming.
    const op = sale(st, unique('OK')) as unknown as OpEnvelope;
    const stopped = await push(db, st.who, opHandlers, [op]);
    const order = await orderOf(stopped.results[0]!);
    expect(await eventsOf(order.id, 'external-coupon-redeemed')).toHaveLength(0);
    // Two processes started again both get the station's replay of the batch at once: one redeems it.
    const deps = simulatedCouponSystems(1000);
    const [p1, p2] = [new VoucherSettler(db, deps), new VoucherSettler(db, deps)];
    const [r1, r2] = await Promise.all([push(db, st.who, opHandlers, [op], p1), push(db, st.who, opHandlers, [op], p2)]);
    expect(r1).toEqual(stopped);
    expect(r2).toEqual(stopped);
    expect(await eventsOf(order.id, 'external-coupon-redeemed')).toHaveLength(1);
    expect((await orderOf(stopped.results[0]!)).status).toBe('OK');
    // The next push to yet another process finds nothing left to redeem.
    await push(db, st.who, opHandlers, [sale(st, null) as unknown as OpEnvelope], new VoucherSettler(db, deps));
    expect(await eventsOf(order.id, 'external-coupon-redeemed')).toHaveLength(1);
  });

  it('refuses a voucher of another provider\'s business client', async () => {
    const st = await station();
    const r = await pushOps(app, st.auth, [sale(st, unique('OK'), foreignClub.id)]);
    expect(r.results[0]).toMatchObject({ status: 'rejected', reason: { code: 'unknown-business-client' } });
  });
});
