import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { OpResult, OutboxOp, PullResponse } from '@pos/shared/sync/protocol';
import type { TicketOrderRow } from '@pos/shared/sync/streams';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { orderEvents, orders, products, ticketScans } from '../../db/schema';
import { cashierUser, saleOp } from './station.fixtures';
import { pushOps, sellingProvider, type StationAuth, stationWithBlock } from './offline.fixtures';

type Done = Extract<OpResult, { status: 'applied' | 'conflict' }>;

describe('push: tickets scanned at gates', async () => {
  const { app, db } = await setupTestApp();
  const { admin, cashier, goods } = await sellingProvider(db);
  const other = await createProvider(db);
  const otherAdmin = await createUser(db, other.id);
  const otherCashier = await cashierUser(db, other.id);
  const today = new Date().toISOString().slice(0, 10);

  const seller = await stationWithBlock(app, db, admin);
  const gateA = await stationWithBlock(app, db, admin);
  const gateB = await stationWithBlock(app, db, admin);
  const foreignGate = await stationWithBlock(app, db, otherAdmin);
  const seqs = new Map<number, number>();
  const nextSeq = (stationId: number) => {
    const seq = (seqs.get(stationId) ?? 0) + 1;
    seqs.set(stationId, seq);
    return seq;
  };
  let receipt = seller.first;
  const sale = (quantity: number) =>
    saleOp({ seq: nextSeq(seller.stationId), userId: cashier.id, receiptNumber: receipt++, productId: goods.product.id, slotId: goods.slot.id, date: today, lines: [{ customerTypeId: goods.adult.id, quantity, unitPrice: 5000 }] });
  const scan = (st: { stationId: number }, orderUuid: string, ticketCode: string, userId = cashier.id): OutboxOp => ({
    uuid: randomUUID(),
    seq: nextSeq(st.stationId),
    stationClock: new Date().toISOString(),
    type: 'ticket-scan',
    payload: { scanUuid: randomUUID(), ticketCode, orderUuid, userId, scannedAt: new Date().toISOString() },
  });
  async function sold(quantity: number) {
    const op = sale(quantity);
    const r = await pushOps(app, seller.auth, [op]);
    const [order] = await db.select().from(orders).where(eq(orders.id, (r.results[0] as Done).data.orderId!));
    return order!;
  }
  const scansOf = (orderId: number) => db.select().from(ticketScans).where(eq(ticketScans.orderId, orderId)).orderBy(asc(ticketScans.id));
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('R-ORD-13 admits one ticket (ArrivedPartially), then the other (Arrived), with an arrival event naming the station and cashier; a replay changes nothing', async () => {
    const order = await sold(2);
    const first = scan(gateA, order.uuid, `${order.uuid}.1`);
    const r1 = await pushOps(app, gateA.auth, [first]);
    expect(r1.results[0]).toMatchObject({ status: 'applied', data: { orderId: order.id, orderNumber: order.orderNumber } });
    expect((await orderRow(order.id)).arrivalConfirmation).toBe('ArrivedPartially');
    const r2 = await pushOps(app, gateA.auth, [scan(gateA, order.uuid, `${order.uuid}.2`.toUpperCase())]);
    expect(r2.results[0]!.status).toBe('applied');
    expect(await orderRow(order.id)).toMatchObject({ arrivalConfirmation: 'Arrived', conflictFlags: [] });
    expect((await scansOf(order.id)).map((s) => [s.ticketCode, s.duplicateOf, s.stationId, s.userId])).toEqual([
      [`${order.uuid}.1`, null, gateA.stationId, cashier.id],
      [`${order.uuid}.2`, null, gateA.stationId, cashier.id],
    ]);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.type === 'arrival')).toEqual([
      expect.objectContaining({ stationId: gateA.stationId, userId: cashier.id, details: expect.objectContaining({ arrivalConfirmation: 'ArrivedPartially', ticketCodes: [`${order.uuid}.1`] }) }),
      expect.objectContaining({ stationId: gateA.stationId, details: expect.objectContaining({ arrivalConfirmation: 'Arrived' }) }),
    ]);
    expect((await pushOps(app, gateA.auth, [first])).results).toEqual(r1.results);
    expect(await scansOf(order.id)).toHaveLength(2);
  });

  it('admits every ticket of an order by its uuid, also when the sale is in the same batch', async () => {
    const op = sale(3);
    if (op.type !== 'sale') throw new Error('sale');
    const uuid = op.payload.order.uuid;
    const r = await pushOps(app, seller.auth, [op, scan(seller, uuid, uuid)]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    const orderId = (r.results[0] as Done).data.orderId!;
    expect((await scansOf(orderId)).map((s) => s.ticketCode)).toEqual([1, 2, 3].map((n) => `${uuid}.${n}`));
    expect((await orderRow(orderId)).arrivalConfirmation).toBe('Arrived');
  });

  it('two gates offline admit the same ticket: the first scan stands, the second is recorded as its duplicate and flags the order', async () => {
    const order = await sold(1);
    const code = `${order.uuid}.1`;
    const ra = await pushOps(app, gateA.auth, [scan(gateA, order.uuid, code)]);
    const rb = await pushOps(app, gateB.auth, [scan(gateB, order.uuid, code)]);
    expect(ra.results[0]!.status).toBe('applied');
    expect(rb.results[0]).toMatchObject({ status: 'conflict', flags: ['ticket-scanned-twice'], data: { orderId: order.id } });
    const scans = await scansOf(order.id);
    expect(scans.map((s) => [s.stationId, s.duplicateOf])).toEqual([
      [gateA.stationId, null],
      [gateB.stationId, scans[0]!.id],
    ]);
    expect(await orderRow(order.id)).toMatchObject({ arrivalConfirmation: 'Arrived', conflictFlags: ['ticket-scanned-twice'] });
    const conflicts = await app.inject({ method: 'GET', url: '/api/sync-conflicts', headers: { cookie: admin.cookie } });
    expect(conflicts.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: order.id, flags: ['ticket-scanned-twice'] })]));
    // Stations learn the first scan (a pull of one stream alone).
    const pulled = await app.inject({ method: 'POST', url: '/sync/pull', headers: gateB.auth, payload: { checkpoints: {}, streams: ['tickets'] } });
    expect(pulled.statusCode, pulled.body).toBe(200);
    const rows = (pulled.json().data as PullResponse).pages.flatMap((p) => p.changes.flatMap((c) => ('row' in c ? [c.row as TicketOrderRow] : [])));
    expect(rows.find((o) => o.id === order.id)!.tickets[0]).toMatchObject({ code, scannedStationId: gateA.stationId });
  });

  it('two gates pushing the same ticket at the same moment: exactly one first scan', async () => {
    const order = await sold(1);
    const code = `${order.uuid}.1`;
    const [ra, rb] = await Promise.all([pushOps(app, gateA.auth, [scan(gateA, order.uuid, code)]), pushOps(app, gateB.auth, [scan(gateB, order.uuid, code)])]);
    expect([ra.results[0]!.status, rb.results[0]!.status].sort()).toEqual(['applied', 'conflict']);
    const scans = await scansOf(order.id);
    expect(scans.filter((s) => s.duplicateOf === null)).toHaveLength(1);
    expect(scans.filter((s) => s.duplicateOf !== null)).toHaveLength(1);
  });

  it('refuses with a readable reason an unknown code, a ticket the order does not have, another provider\'s order and an unknown cashier', async () => {
    const order = await sold(1);
    const push = (auth: StationAuth, op: OutboxOp) => pushOps(app, auth, [op]);
    const cases: [StationAuth, OutboxOp, string][] = [
      [gateA.auth, scan(gateA, randomUUID(), 'nonsense'), 'ticket-not-found'],
      [gateA.auth, scan(gateA, order.uuid, `${order.uuid}.9`), 'ticket-not-found'],
      [gateA.auth, scan(gateA, order.uuid, `${randomUUID()}.1`), 'ticket-not-found'],
      [foreignGate.auth, scan(foreignGate, order.uuid, order.uuid, otherCashier.id), 'ticket-not-found'],
      [gateA.auth, scan(gateA, order.uuid, order.uuid, otherCashier.id), 'unknown-user'],
    ];
    for (const [auth, op, code] of cases) {
      const r = await push(auth, op);
      expect(r.results[0]).toMatchObject({ status: 'rejected', reason: { code } });
      expect((r.results[0] as Extract<OpResult, { status: 'rejected' }>).reason.message.length).toBeGreaterThan(10);
    }
    expect(await scansOf(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).arrivalConfirmation).toBe('None');
  });

  it('order/find-by-scan finds the order by a ticket\'s code (any case, around spaces), not another provider\'s', async () => {
    const order = await sold(2);
    const find = (code: string, cookie = admin.cookie) => app.inject({ method: 'GET', url: `/api/order/find-by-scan?code=${encodeURIComponent(code)}`, headers: { cookie } });
    for (const code of [`${order.uuid}.2`, ` ${order.uuid.toUpperCase()}.1 `, order.uuid, String(order.orderNumber)]) {
      const res = await find(code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      expect(res.json().data).toMatchObject({ id: order.id, orderNumber: order.orderNumber });
    }
    expect((await find(`${order.uuid}.x`)).statusCode).toBe(404);
    expect((await find(`${order.uuid}.2`, otherAdmin.cookie)).statusCode).toBe(404);
  });

  it('issue 16: a scan outside the product window is kept (the person is in) and recorded in the arrival event with its reason', async () => {
    const order = await sold(1);
    // A window of zero minutes either side: any scan not exactly at the start is outside it.
    await db.update(products).set({ admitBeforeMinutes: 0, admitAfterMinutes: 0 }).where(eq(products.id, goods.product.id));
    try {
      const r = await pushOps(app, gateA.auth, [scan(gateA, order.uuid, `${order.uuid}.1`)]);
      expect(r.results[0]!.status).toBe('applied');
      expect(await scansOf(order.id)).toHaveLength(1);
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      const arrival = events.find((e) => e.type === 'arrival')!;
      expect(arrival.details).toMatchObject({ outsideAdmissionWindow: [{ ticketCode: `${order.uuid}.1`, refusal: { reason: expect.stringMatching(/^too-(early|late)$/) } }] });
    } finally {
      await db.update(products).set({ admitBeforeMinutes: null, admitAfterMinutes: null }).where(eq(products.id, goods.product.id));
    }
  });
});
