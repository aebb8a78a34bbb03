import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@pos/shared/calendar/index';
import type { TicketScanPayload } from '@pos/shared/sync/protocol';
import { replica } from '../catalogue/replica';
import { setSetting } from '../settings/settings-store';
import { pendingOps } from '../sync/outbox';
import { couponRow, pullRows, replicaStation, subCouponRow, ticketOrderRow } from './scanning.fixtures';

describe('scan-resolve: what a scanned code is, and admitting at the gate', () => {
  const { station, fixture, close } = replicaStation();
  afterAll(close);
  const h = station.handlers;
  const db = station.ctx.db;
  const product = fixture.products[0]!;
  const adult = product.customerTypeIds[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const stationId = replica.station(db)!.id;
  const ticketOps = () => pendingOps(db, 500).filter((o) => o.type === 'ticket-scan').map((o) => o.payload as TicketScanPayload);

  const order = { id: 501, uuid: randomUUID(), orderNumber: 7001, productId: product.id, customerTypeId: adult, date: today, tickets: 3 };
  const scannedElsewhere = { id: 502, uuid: randomUUID(), orderNumber: 7002, productId: product.id, customerTypeId: adult, date: today, tickets: 2, scanned: { at: '2026-01-01T08:02:00.000Z', stationId: stationId + 1 } };
  const cancelled = { id: 503, uuid: randomUUID(), orderNumber: 7003, productId: product.id, customerTypeId: adult, date: today, tickets: 1 };
  pullRows(db, 'tickets', [
    ['501', ticketOrderRow(order)],
    ['502', ticketOrderRow(scannedElsewhere)],
    ['503', ticketOrderRow(cancelled)],
  ]);
  // A code that is a price-line barcode and a coupon code, another a price-line barcode and an order number.
  const list = replica.priceListsOf(db, product.id)[0]!;
  pullRows(db, 'price-lists', [[String(list.id), { ...list, lines: list.lines.map((l, i) => ({ ...l, barCode: ['DUAL-1', '7001', '7290000000001'][i] ?? null })) }]]);
  pullRows(db, 'coupons', [['9', couponRow({ id: 9, code: 'DUAL-1', hasSubCoupons: true })]]);
  pullRows(db, 'sub-coupons', [['91', subCouponRow(91, 9, 'SER-91')]]);

  it('resolves in order: ticket or order code, coupon or sub-coupon, price-line barcode, product barcode, else unknown', () => {
    expect(h['scan-resolve']({ code: `${order.uuid.toUpperCase()}.2` })).toMatchObject({ kind: 'ticket', code: `${order.uuid}.2`, ticketNo: 2, admitted: false, firstScan: null, order: { orderId: 501, orderNumber: 7001, leadName: 'Dana Levi', status: 'OK' } });
    expect(h['scan-resolve']({ code: order.uuid })).toMatchObject({ kind: 'ticket', ticketNo: null, order: { orderUuid: order.uuid, tickets: [{ ticketNo: 1, productName: 'Product 1', customerTypeName: 'Adult', scanned: false }, { ticketNo: 2 }, { ticketNo: 3 }] } });
    // 7001 is an order number and a price-line barcode: the order comes first.
    expect(h['scan-resolve']({ code: '7001' })).toMatchObject({ kind: 'ticket', order: { orderNumber: 7001 } });
    // DUAL-1 is a coupon code and a price-line barcode: the coupon comes first.
    expect(h['scan-resolve']({ code: 'dual-1' })).toMatchObject({ kind: 'coupon', coupon: { couponId: 9, reason: 'coupon-needs-sub-coupon' } });
    expect(h['scan-resolve']({ code: 'SER-91' })).toMatchObject({ kind: 'coupon', coupon: { couponId: 9, subCouponCode: 'SER-91', usable: true } });
    expect(h['scan-resolve']({ code: '7290000000001' })).toEqual({ kind: 'price-line', code: '7290000000001', productId: product.id, customerTypeId: product.customerTypeIds[2], priceListId: list.id });
    expect(h['scan-resolve']({ code: product.barcode })).toEqual({ kind: 'product', code: product.barcode, productId: product.id });
    expect(h['scan-resolve']({ code: `${randomUUID()}.1` })).toMatchObject({ kind: 'unknown' });
    expect(h['scan-resolve']({ code: '123456789' })).toMatchObject({ kind: 'unknown' });
    expect(ticketOps()).toEqual([]);
  });

  it('R-ORD-13: admits a ticket once: the scan and ONE ticket-scan op in one transaction; a second scan answers when and where it was first', () => {
    const code = `${order.uuid}.1`;
    const first = h['scan-resolve']({ code, admit: true });
    expect(first).toMatchObject({ kind: 'ticket', admitted: true, firstScan: null, order: { arrivalConfirmation: 'ArrivedPartially' } });
    expect(ticketOps()).toEqual([expect.objectContaining({ ticketCode: code, orderUuid: order.uuid, userId: fixture.userId })]);
    const again = h['scan-resolve']({ code, admit: true });
    expect(again).toMatchObject({ admitted: false, firstScan: { here: true, stationName: replica.station(db)!.name } });
    expect(again.kind === 'ticket' && again.firstScan!.at).toBe(ticketOps()[0]!.scannedAt);
    expect(ticketOps()).toHaveLength(1);
  });

  it('an order code admits every ticket not scanned yet: one op naming the order, or each ticket left when some were scanned before', () => {
    const fresh = { id: 504, uuid: randomUUID(), orderNumber: 7004, productId: product.id, customerTypeId: adult, date: today, tickets: 2 };
    pullRows(db, 'tickets', [['504', ticketOrderRow(fresh)]]);
    expect(h['scan-resolve']({ code: fresh.uuid, admit: true })).toMatchObject({ admitted: true, order: { arrivalConfirmation: 'Arrived' } });
    expect(ticketOps().slice(1)).toEqual([expect.objectContaining({ ticketCode: fresh.uuid, orderUuid: fresh.uuid })]);

    // Order 7001 had its first ticket admitted: its number admits the two left, each named (the server would count the first twice).
    const result = h['scan-resolve']({ code: '7001', admit: true });
    expect(result).toMatchObject({ admitted: true, order: { arrivalConfirmation: 'Arrived', tickets: [{ scanned: true }, { scanned: true }, { scanned: true }] } });
    expect(ticketOps().slice(2).map((p) => p.ticketCode)).toEqual([`${order.uuid}.2`, `${order.uuid}.3`]);
    expect(db.$client.prepare('select count(*) as n from ticket_scans where order_uuid = ?').get(order.uuid)).toEqual({ n: 3 });
    expect(h['scan-resolve']({ code: order.uuid, admit: true })).toMatchObject({ admitted: false, firstScan: { here: true } });
    expect(ticketOps()).toHaveLength(4);
  });

  it('a ticket first scanned at another station (as the server reported) is not admitted again', () => {
    const result = h['scan-resolve']({ code: `${scannedElsewhere.uuid}.1`, admit: true });
    expect(result).toMatchObject({ admitted: false, firstScan: { at: '2026-01-01T08:02:00.000Z', here: false, stationName: null } });
    expect(h['scan-resolve']({ code: `${scannedElsewhere.uuid}.2`, admit: true })).toMatchObject({ admitted: true });
  });

  it('an order the server stopped streaming while current was cancelled: it is found, says Cancelled, and admits nobody', () => {
    pullRows(db, 'tickets', [['503', null]]);
    const ops = ticketOps().length;
    expect(h['scan-resolve']({ code: `${cancelled.uuid}.1`, admit: true })).toMatchObject({ kind: 'ticket', admitted: false, order: { status: 'Cancelled' } });
    expect(ticketOps()).toHaveLength(ops);
  });

  it('needs a logged-in cashier and a code', () => {
    station.ctx.session.userId = null;
    expect(() => h['scan-resolve']({ code: order.uuid })).toThrow(expect.objectContaining({ code: 'not-logged-in' }));
    station.ctx.session.userId = fixture.userId;
    expect(() => h['scan-resolve']({ code: '  ' })).toThrow(expect.objectContaining({ kind: 'validation' }));
  });

  it('club vouchers are checked online only: offline the answer is the offline error, never a made-up one', async () => {
    setSetting(db, 'serverUrl', 'http://127.0.0.1:9');
    setSetting(db, 'token', 'x');
    await expect(h['voucher-systems']()).rejects.toMatchObject({ code: 'offline' });
    await expect(h['voucher-check']({ businessClientId: 1, code: 'V-1', quantity: 1, amount: 100 })).rejects.toMatchObject({ code: 'offline' });
    await expect(h['voucher-check']({ businessClientId: 1, code: '', quantity: 1, amount: 100 })).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('the tickets stream in the replica', () => {
  const { station, fixture, close } = replicaStation();
  afterAll(close);
  const h = station.handlers;
  const db = station.ctx.db;
  const product = fixture.products[0]!;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const count = (sql: string, ...params: unknown[]) => (db.$client.prepare(sql).get(...params) as { n: number }).n;

  it('an order this station sold is the same order when the server streams it: its id and number are filled in, nothing duplicated', async () => {
    const sale = await h['sale-create']({ items: [{ productId: product.id, date, slotId: product.slotIds[0]!, customers: [{ customerTypeId: product.customerTypeIds[0]!, quantity: 2 }] }], payments: [{ method: 1, amount: 10_000 }] });
    expect(h['scan-resolve']({ code: `${sale.orderUuid}.2` })).toMatchObject({ kind: 'ticket', order: { orderId: null, orderNumber: null, status: 'OK' } });
    h['scan-resolve']({ code: `${sale.orderUuid}.1`, admit: true });
    const row = ticketOrderRow({ id: 900, uuid: sale.orderUuid, orderNumber: 9000, productId: product.id, customerTypeId: product.customerTypeIds[0]!, date, tickets: 2, scanned: { at: new Date().toISOString(), stationId: replica.station(db)!.id } });
    pullRows(db, 'tickets', [['900', row]]);
    expect(count('select count(*) as n from tickets where order_uuid = ?', sale.orderUuid)).toBe(2);
    expect(count("select count(*) as n from tickets where order_uuid = ? and source = 'sale' and order_number = 9000", sale.orderUuid)).toBe(2);
    expect(count('select count(*) as n from ticket_orders where order_uuid = ?', sale.orderUuid)).toBe(1);
    expect(h['scan-resolve']({ code: '9000' })).toMatchObject({ kind: 'ticket', order: { orderId: 900, orderNumber: 9000, tickets: [{ scanned: true }, { scanned: false }] } });
  });

  it('a server order\'s tickets are replaced by the next version of the order', () => {
    const uuid = randomUUID();
    const base = { id: 901, uuid, orderNumber: 9001, productId: product.id, customerTypeId: product.customerTypeIds[0]!, date };
    pullRows(db, 'tickets', [['901', ticketOrderRow({ ...base, tickets: 3 })]]);
    pullRows(db, 'tickets', [['901', ticketOrderRow({ ...base, tickets: 1 })]]);
    expect(count('select count(*) as n from tickets where order_uuid = ?', uuid)).toBe(1);
  });

  it('prunes tickets dated more than 7 days ago, and an old order the server drops is removed', () => {
    const uuid = randomUUID();
    const old = addDays(new Date().toISOString().slice(0, 10), -8);
    const recent = addDays(new Date().toISOString().slice(0, 10), -3);
    pullRows(db, 'tickets', [
      ['902', ticketOrderRow({ id: 902, uuid, orderNumber: 9002, productId: product.id, customerTypeId: product.customerTypeIds[0]!, date: old })],
      ['903', ticketOrderRow({ id: 903, uuid: randomUUID(), orderNumber: 9003, productId: product.id, customerTypeId: product.customerTypeIds[0]!, date: recent })],
    ]);
    expect(count('select count(*) as n from ticket_orders where order_uuid = ?', uuid)).toBe(0);
    expect(count('select count(*) as n from ticket_orders where order_number = 9003')).toBe(1);
    pullRows(db, 'tickets', [['903', null]]);
    expect(count('select count(*) as n from ticket_orders where order_number = 9003')).toBe(0);
  });

  it('currency rates are kept as the stream sends them', () => {
    pullRows(db, 'currency-rates', [['1', { id: 1, currencyId: 2, fromDate: '2026-01-01', rate: 36500 }]]);
    expect(count("select count(*) as n from replica_rows where stream = 'currency-rates'")).toBe(1);
  });
});
