import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import type { OpResult, PullResponse } from '@pos/shared/sync/protocol';
import type { CouponRow, StreamName, TicketOrderRow } from '@pos/shared/sync/streams';
import { setupTestApp } from '../../test/test-app';
import { coupons, documents, orders, products, providerCurrencyRates, subCoupons, ticketScans } from '../../db/schema';
import { providerToday } from '../coupons/coupon-repo';
import { pairedStation, saleOp } from './station.fixtures';
import { insertCoupon, insertSubCoupons, pushOps, sellingProvider, stationWithBlock } from './offline.fixtures';

type Checkpoints = Partial<Record<StreamName, number>>;
const OFFLINE_STREAMS: StreamName[] = ['currency-rates', 'coupons', 'sub-coupons', 'tickets'];

describe('pull: currency rates, coupons, sub-coupons and tickets', async () => {
  const { app, db } = await setupTestApp();
  const { provider, admin, cashier, goods } = await sellingProvider(db);
  const { provider: other, admin: otherAdmin, cashier: otherCashier, goods: otherGoods } = await sellingProvider(db);
  const today = await providerToday(db, provider.id);
  const seller = await stationWithBlock(app, db, admin);
  const otherSeller = await stationWithBlock(app, db, otherAdmin);
  const gate = await pairedStation(app, admin);

  let checkpoints: Checkpoints = {};
  async function pullStreams(from: Checkpoints, auth = gate.auth) {
    const cps = { ...from };
    const changes: Partial<Record<StreamName, PullResponse['pages'][number]['changes']>> = {};
    for (;;) {
      const res = await app.inject({ method: 'POST', url: '/sync/pull', headers: auth, payload: { checkpoints: cps, streams: OFFLINE_STREAMS } });
      expect(res.statusCode, res.body).toBe(200);
      const data: PullResponse = res.json().data;
      for (const page of data.pages) {
        changes[page.stream] = [...(changes[page.stream] ?? []), ...page.changes];
        cps[page.stream] = page.checkpoint;
      }
      if (!data.more) return { changes, checkpoints: cps };
    }
  }
  const rowsOf = <T>(changes: { key: string; row?: unknown }[] | undefined) => (changes ?? []).flatMap((c) => ('row' in c ? [c.row as T] : []));

  // Sold at the seller station: today's order (single-unit: one ticket per person), one on request, one cancelled, one a week old.
  let seq = 0;
  let receipt = seller.first;
  async function sell(date: string, quantity: number) {
    const op = saleOp({ seq: ++seq, userId: cashier.id, receiptNumber: receipt++, productId: goods.product.id, slotId: goods.slot.id, date, lines: [{ customerTypeId: goods.adult.id, quantity, unitPrice: 5000 }] });
    const [result] = (await pushOps(app, seller.auth, [op])).results as Extract<OpResult, { status: 'applied' }>[];
    expect(result!.status).toBe('applied');
    const [order] = await db.select().from(orders).where(eq(orders.id, result!.data.orderId!));
    return order!;
  }
  const todays = await sell(today, 2);
  const yesterdays = await sell(addDays(today, -1), 1);
  await db.update(orders).set({ status: 'RQ' }).where(eq(orders.id, yesterdays.id));
  const cancelled = await sell(addDays(today, 3), 1);
  await db.update(orders).set({ status: 'CN' }).where(eq(orders.id, cancelled.id));
  const old = await sell(addDays(today, -7), 1);
  const foreignSale = saleOp({ seq: 1, userId: otherCashier.id, receiptNumber: otherSeller.first, productId: otherGoods.product.id, slotId: otherGoods.slot.id, date: today, lines: [{ customerTypeId: otherGoods.adult.id, quantity: 1, unitPrice: 5000 }] });
  await pushOps(app, otherSeller.auth, [foreignSale]);

  const [rate] = await db.insert(providerCurrencyRates).values({ providerId: provider.id, currencyId: 2, fromDate: '2030-01-01', rate: 3_650_000 }).returning();
  await db.insert(providerCurrencyRates).values({ providerId: other.id, currencyId: 2, fromDate: '2030-01-01', rate: 9_999_999 });
  const welcome = await insertCoupon(db, provider.id, { code: 'WELCOME10', discountPercentBp: 1000, limitationType: 'tickets', limitationAmount: 500, used: 7 });
  const serial = await insertCoupon(db, provider.id, { code: 'CLUB', couponType: 'BusinessClientAgreement', discountPercentBp: null, discountType: 'TicketFixedUnitPrice', ticketFixedUnitPrice: 2500 });
  const serialCodes = await insertSubCoupons(db, serial.id, ['CLUB-0001', 'CLUB-0002']);
  const inactive = await insertCoupon(db, provider.id, { active: false });
  const foreignCoupon = await insertCoupon(db, other.id, { code: 'FOREIGN' });
  await insertSubCoupons(db, foreignCoupon.id, ['FOREIGN-1']);

  it('gives a new station the provider\'s rates, live coupons with their serial codes, and scannable orders with their tickets', async () => {
    const first = await pullStreams({});
    checkpoints = first.checkpoints;
    expect(rowsOf(first.changes['currency-rates'])).toEqual([{ id: rate!.id, currencyId: 2, fromDate: '2030-01-01', rate: 3_650_000 }]);

    const couponRows = rowsOf<CouponRow>(first.changes.coupons);
    expect(couponRows.map((c) => c.code).sort()).toEqual(['CLUB', 'WELCOME10']);
    expect(couponRows.find((c) => c.id === welcome.id)).toEqual({
      id: welcome.id,
      active: true,
      code: 'WELCOME10',
      name: 'Ten off',
      couponType: 'Regular',
      discountType: 'Discount',
      discountAmount: null,
      discountPercentBp: 1000,
      ticketFixedUnitPrice: null,
      whoFinances: 'NoFinance',
      currencyId: 1,
      productIds: [],
      customerTypeIds: [],
      priceTypeIds: [],
      clubIds: [],
      validDateFrom: welcome.validDateFrom,
      validDateTo: welcome.validDateTo,
      bookingDateFrom: null,
      bookingDateTo: null,
      limitationType: 'tickets',
      limitationAmount: 500,
      used: 7,
      businessClientId: null,
      hasSubCoupons: false,
    });
    expect(couponRows.find((c) => c.id === serial.id)).toMatchObject({ hasSubCoupons: true, ticketFixedUnitPrice: 2500, couponType: 'BusinessClientAgreement' });
    expect(couponRows.map((c) => c.id)).not.toContain(inactive.id);
    expect(rowsOf(first.changes['sub-coupons'])).toEqual(serialCodes.map((s) => ({ id: s.id, couponId: serial.id, code: s.code, status: 'Free' })));

    const ticketRows = rowsOf<TicketOrderRow>(first.changes.tickets);
    // A cancelled order (here three days ahead) comes as cancelled so the gate says why (issue 15).
    expect(ticketRows.map((o) => o.id).sort()).toEqual([todays.id, yesterdays.id, cancelled.id].sort());
    expect(ticketRows.find((o) => o.id === cancelled.id)).toMatchObject({ uuid: cancelled.uuid, status: 'CN', tickets: [expect.objectContaining({ date: addDays(today, 3) })] });
    const row = ticketRows.find((o) => o.id === todays.id)!;
    expect(row).toMatchObject({ uuid: todays.uuid, orderNumber: todays.orderNumber, status: 'OK', arrivalConfirmation: 'None', leadName: '', stationId: seller.stationId });
    expect(row.tickets).toEqual([1, 2].map((n) => ({ code: `${todays.uuid}.${n}`, ticketNo: n, productId: goods.product.id, customerTypeId: goods.adult.id, date: today, startTime: '10:00:00', quantity: 1, scannedAt: null, scannedStationId: null })));
    expect(ticketRows.find((o) => o.id === yesterdays.id)).toMatchObject({ status: 'RQ', tickets: [expect.objectContaining({ date: addDays(today, -1) })] });

    const everything = JSON.stringify(first.changes);
    for (const foreign of ['9999999', 'FOREIGN', foreignSale.type === 'sale' ? foreignSale.payload.order.uuid : '']) expect(everything).not.toContain(foreign);
    expect(everything).not.toContain(old.uuid);
  });

  it('sends the first scan of a ticket, a multiple-unit product as one ticket per line, and the lead customer\'s name', async () => {
    const scanUuid = randomUUID();
    const [firstScan] = await db
      .insert(ticketScans)
      .values({ providerId: provider.id, orderId: todays.id, ticketCode: `${todays.uuid}.1`, stationId: seller.stationId, userId: cashier.id, scannedAt: new Date('2030-01-01T08:00:00Z'), scanUuid })
      .returning();
    await db.insert(ticketScans).values({ providerId: provider.id, orderId: todays.id, ticketCode: `${todays.uuid}.1`, stationId: gate.stationId, scannedAt: new Date('2030-01-01T09:00:00Z'), scanUuid: randomUUID(), duplicateOf: firstScan!.id });
    await db.update(products).set({ printingType: 'multiple-unit' }).where(eq(products.id, goods.product.id));
    await db.update(orders).set({ leadCustomer: { firstName: 'Noa', lastName: 'Katz' } }).where(eq(orders.id, yesterdays.id));
    const next = await pullStreams(checkpoints);
    checkpoints = next.checkpoints;
    const rows = rowsOf<TicketOrderRow>(next.changes.tickets);
    expect(rows.map((r) => r.id).sort()).toEqual([todays.id, yesterdays.id].sort());
    expect(rows.find((r) => r.id === todays.id)!.tickets).toEqual([
      expect.objectContaining({ code: `${todays.uuid}.1`, quantity: 2, scannedAt: '2030-01-01T08:00:00.000Z', scannedStationId: seller.stationId }),
    ]);
    expect(rows.find((r) => r.id === yesterdays.id)!.leadName).toBe('Noa Katz');
  });

  it('sends a cancelled order as cancelled (the station marks it), removes an inactivated coupon and the serial codes of a deleted coupon; sends a code used', async () => {
    await db.update(orders).set({ status: 'CN' }).where(eq(orders.id, todays.id));
    await db.update(coupons).set({ active: false }).where(eq(coupons.id, welcome.id));
    await db.update(subCoupons).set({ status: 'Used', orderId: yesterdays.id }).where(eq(subCoupons.id, serialCodes[0]!.id));
    let next = await pullStreams(checkpoints);
    checkpoints = next.checkpoints;
    expect(next.changes.tickets).toEqual([{ key: String(todays.id), row: expect.objectContaining({ id: todays.id, status: 'CN' }) }]);
    expect(next.changes.coupons).toEqual([{ key: String(welcome.id), deleted: true }]);
    expect(next.changes['sub-coupons']).toEqual([{ key: String(serialCodes[0]!.id), row: expect.objectContaining({ status: 'Used' }) }]);

    await db.update(coupons).set({ deletedAt: new Date(), active: false }).where(eq(coupons.id, serial.id));
    await db.update(subCoupons).set({ status: 'Reserved' }).where(eq(subCoupons.couponId, serial.id));
    next = await pullStreams(checkpoints);
    checkpoints = next.checkpoints;
    expect(next.changes.coupons).toEqual([{ key: String(serial.id), deleted: true }]);
    expect(next.changes['sub-coupons']).toEqual(serialCodes.map((s) => ({ key: String(s.id), deleted: true })));
  });

  it('C154 in the office refunds one line of a station\'s sale: its ticket reaches the stations voided, the other one not', async () => {
    await db.update(products).set({ printingType: 'single-unit' }).where(eq(products.id, goods.product.id));
    const sale = await sell(today, 2);
    const [receipt] = await db.select().from(documents).where(eq(documents.orderId, sale.id));
    const res = await app.inject({ method: 'POST', url: '/api/receipt/cancel', headers: { cookie: admin.cookie }, payload: { id: receipt!.id, refundAmount: 5000, refundMethod: 'cash', lines: [{ lineNo: 1, quantity: 1, amount: 5000 }] } });
    expect(res.statusCode, res.body).toBe(200);
    const voided: string[] = res.json().data.voidedTicketCodes;
    expect(voided).toHaveLength(1);
    const next = await pullStreams(checkpoints);
    checkpoints = next.checkpoints;
    const row = rowsOf<TicketOrderRow>(next.changes.tickets).find((r) => r.id === sale.id)!;
    expect(row.status).toBe('OK');
    expect(row.tickets.filter((t) => t.voided).map((t) => t.code)).toEqual(voided);
    expect(row.tickets.filter((t) => !t.voided)).toHaveLength(1);
  });

  it('an order cancelled in the office whose tickets are three days old reaches the stations cancelled, not as a deletion', async () => {
    const past = await sell(addDays(today, -3), 1);
    const res = await app.inject({ method: 'GET', url: `/api/order/edit/status/CN?id=${past.id}&confirmed=true&refundMethod=cash`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const next = await pullStreams(checkpoints);
    checkpoints = next.checkpoints;
    const change = (next.changes.tickets ?? []).find((c) => c.key === String(past.id));
    expect(change).toEqual({ key: String(past.id), row: expect.objectContaining({ status: 'CN', tickets: [expect.objectContaining({ date: addDays(today, -3) })] }) });
  });

  it('never sends another provider\'s rows, even when its keys are asked from a checkpoint', async () => {
    await db.update(coupons).set({ name: 'Renamed' }).where(eq(coupons.id, foreignCoupon.id));
    await db.update(providerCurrencyRates).set({ rate: 1 }).where(eq(providerCurrencyRates.providerId, other.id));
    const next = await pullStreams(checkpoints);
    expect(next.changes).toEqual({});
  });
});
