import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines, orders, documents, slotOccurrences, subCoupons } from '../../sync-server/src/db/schema';
import { pairedStation, serverForStations, type TestServer } from '../../electron/station/station.fixtures';
import type { FetchLike } from '../../electron/station/sync/server-api';
import { serialCouponFor } from './lib/serial-coupon';

/** A network the test can pull the plug of, per station. */
function switchableNetwork(): { online: boolean; fetch: FetchLike } {
  const net: { online: boolean; fetch: FetchLike } = {
    online: true,
    fetch: (url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down'))),
  };
  return net;
}

async function stationAt(server: TestServer, skewMs: number) {
  const net = switchableNetwork();
  const station = await pairedStation(server, { clock: () => new Date(Date.now() + skewMs), sync: { fetch: net.fetch } });
  await station.handlers.login({ username: server.cashier.username, password: 'Cashier123' });
  station.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10000 }] });
  await station.ctx.sync.syncNow();
  // Rounds run only when the test asks (syncNow): a background retry must not push out of the test's order.
  await station.ctx.sync.stop();
  return { ...station, net };
}

describe('offline stations and their clocks', async () => {
  const server = await serverForStations({ limit: 4 });
  const { goods } = server;
  // Ten minutes fast and ten minutes slow (issue 5: clock skew changes nothing that matters).
  const a = await stationAt(server, +10 * 60_000);
  const b = await stationAt(server, -10 * 60_000);
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const item = (quantity: number) => ({ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity }] });

  it('two offline stations sell the last seats of one slot: after sync both sales stand and the slot is flagged', async () => {
    for (const s of [a, b]) expect(s.handlers['product-slots']({ productId: goods.product.id, from: date, to: date })[0]).toMatchObject({ available: 4 });
    a.net.online = false;
    b.net.online = false;
    const saleA = await a.handlers['sale-create']({ items: [item(3)], payments: [{ method: 1, amount: 15000 }] });
    const saleB = await b.handlers['sale-create']({ items: [item(3)], payments: [{ method: 1, amount: 15000 }] });
    // Each station counts its own sale at once, offline.
    expect(a.handlers['product-slots']({ productId: goods.product.id, from: date, to: date })[0]).toMatchObject({ available: 1 });
    await a.ctx.sync.syncNow();
    expect(a.handlers.status({})).toMatchObject({ online: false, pending: 1 });

    a.net.online = true;
    b.net.online = true;
    await a.ctx.sync.syncNow();
    await b.ctx.sync.syncNow();
    await a.ctx.sync.syncNow();

    const [orderA] = await server.db.select().from(orders).where(eq(orders.uuid, saleA.orderUuid));
    const [orderB] = await server.db.select().from(orders).where(eq(orders.uuid, saleB.orderUuid));
    expect(orderA).toMatchObject({ paid: 15000, conflictFlags: [] });
    expect(orderB).toMatchObject({ paid: 15000, conflictFlags: ['slot-over-limit'] });
    const [occurrence] = await server.db.select().from(slotOccurrences).where(eq(slotOccurrences.date, date));
    expect(occurrence!.sold).toBe(6);
    expect((await server.db.select().from(orderLines).where(eq(orderLines.orderId, orderB!.id)))[0]!.limitExceeded).toBe(true);
    // Both stations now see the server's count, the slot full; station B sees its sale flagged.
    for (const s of [a, b]) expect(s.handlers['product-slots']({ productId: goods.product.id, from: date, to: date })[0]).toMatchObject({ sold: 6, available: 0 });
    expect(b.handlers['sales-list']({}).find((x) => x.orderUuid === saleB.orderUuid)).toMatchObject({ syncStatus: 'conflict', conflictFlags: ['slot-over-limit'] });
    const flagged = await server.app.inject({ method: 'GET', url: '/api/sync-conflicts', headers: { cookie: server.admin.cookie } });
    expect(flagged.json().data.map((c: { orderId: number }) => c.orderId)).toEqual([orderB!.id]);
  });

  it('a skew of ±10 minutes changes nothing that matters: every operation applied, numbers and totals the same', async () => {
    for (const s of [a, b]) {
      await s.handlers['sale-create']({ items: [{ productId: goods.product.id, date, slotId: null, customers: [{ customerTypeId: goods.child.id, quantity: 1 }] }], payments: [{ method: 1, amount: 3000 }], overrideAvailability: true });
      const x = s.handlers['shift-x-report']({});
      const counted = x.cashExpected.map((c) => ({ currencyId: c.currencyId, denominations: [{ value: c.amount, count: 1 }] }));
      await s.handlers['shift-close']({ counted });
      await s.ctx.sync.syncNow();
      expect(s.handlers.status({})).toMatchObject({ pending: 0, rejected: 0 });
      const outbox = s.handlers['outbox-list']({});
      expect(outbox.every((o) => o.status === 'applied' || o.status === 'conflict')).toBe(true);
      const stationId = s.handlers.status({}).station!.id;
      const serverReceipts = await server.db.select({ number: documents.number, total: documents.total }).from(documents).where(eq(documents.stationId, stationId));
      const local = s.handlers['sales-list']({ limit: 100 });
      expect(serverReceipts.map((r) => r.number).sort()).toEqual(local.map((l) => l.receiptNumber).sort());
      expect(serverReceipts.reduce((t, r) => t + r.total, 0)).toBe(local.reduce((t, l) => t + l.total, 0));
    }
  });
});

describe('offline stations redeem one serial coupon code and admit one ticket', async () => {
  const server = await serverForStations({ limit: null });
  const { goods } = server;
  const serial = await serialCouponFor(server, 'GATE', 'Gate');
  const a = await stationAt(server, 0);
  const b = await stationAt(server, 0);
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const items = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 1 }] }];
  const syncAll = async () => {
    for (const s of [a, b, a]) await s.ctx.sync.syncNow();
  };

  it('R-CPN-8: both sell with the same serial code offline; after sync the first order keeps it and the second is flagged voucher-used-twice', async () => {
    for (const s of [a, b]) expect(s.handlers['coupon-check']({ code: serial!.code })).toMatchObject({ usable: true, subCouponCode: serial!.code });
    a.net.online = false;
    b.net.online = false;
    const saleA = await a.handlers['sale-create']({ items, couponCode: serial!.code, payments: [{ method: 1, amount: 4500 }] });
    const saleB = await b.handlers['sale-create']({ items, couponCode: serial!.code, payments: [{ method: 1, amount: 4500 }] });
    a.net.online = true;
    b.net.online = true;
    await syncAll();
    const [orderA] = await server.db.select().from(orders).where(eq(orders.uuid, saleA.orderUuid));
    const [orderB] = await server.db.select().from(orders).where(eq(orders.uuid, saleB.orderUuid));
    expect(orderA).toMatchObject({ paid: 4500, conflictFlags: [] });
    expect(orderB).toMatchObject({ paid: 4500, conflictFlags: ['voucher-used-twice'] });
    const [after] = await server.db.select().from(subCoupons).where(eq(subCoupons.id, serial!.id));
    expect(after).toMatchObject({ status: 'Used', orderId: orderA!.id });
    expect(b.handlers['sales-list']({}).find((x) => x.orderUuid === saleB.orderUuid)).toMatchObject({ syncStatus: 'conflict', conflictFlags: ['voucher-used-twice'] });
    // The station's sync screen (F11) and status bar show it to the cashier.
    expect(b.handlers['outbox-list']({ statuses: ['conflict', 'rejected'] })).toEqual([expect.objectContaining({ type: 'sale', status: 'conflict', flags: ['voucher-used-twice'], orderNumber: orderB!.orderNumber })]);
    expect(b.handlers.status({})).toMatchObject({ conflicts: 1, rejected: 0, pending: 0 });
    expect(a.handlers.status({})).toMatchObject({ conflicts: 0 });
    for (const s of [a, b]) expect(s.handlers['coupon-check']({ code: serial!.code })).toMatchObject({ usable: false, reason: 'sub-coupon-used' });
  });

  it('R-ORD-13: both admit the same ticket offline; after sync the first scan stands and the second is flagged ticket-scanned-twice', async () => {
    const sale = await a.handlers['sale-create']({ items, payments: [{ method: 1, amount: 5000 }] });
    await syncAll();
    const code = `${sale.orderUuid}.1`;
    // Station B knows the ticket from the tickets stream.
    expect(b.handlers['scan-resolve']({ code })).toMatchObject({ kind: 'ticket', admitted: false, firstScan: null });
    a.net.online = false;
    b.net.online = false;
    expect(a.handlers['scan-resolve']({ code, admit: true })).toMatchObject({ admitted: true });
    expect(b.handlers['scan-resolve']({ code, admit: true })).toMatchObject({ admitted: true });
    a.net.online = true;
    b.net.online = true;
    await syncAll();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order!.conflictFlags).toEqual(['ticket-scanned-twice']);
    expect(a.handlers['outbox-list']({ limit: 5 }).find((o) => o.type === 'ticket-scan')).toMatchObject({ status: 'applied', flags: [] });
    expect(b.handlers['outbox-list']({ limit: 5 }).find((o) => o.type === 'ticket-scan')).toMatchObject({ status: 'conflict', flags: ['ticket-scanned-twice'] });
    // Scanned again at B: not admitted, with its first scan.
    expect(b.handlers['scan-resolve']({ code, admit: true })).toMatchObject({ admitted: false, firstScan: expect.objectContaining({ at: expect.any(String) }) });
  });
});
