import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createUser } from '../../../sync-server/src/test/test-app';
import { orders } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';
import type { CartItem } from './cart';

describe('what a cashier may sell, and how it is paid', async () => {
  const server = await serverForStations({ limit: 5 });
  const { goods } = server;
  const basic = [Permission.Cashier, Permission.CashierSellToPrivate, Permission.CashierReservedOrders];
  const limited = await createUser(server.db, server.provider.id, { permissions: basic, password: 'Limited123', values: { maxDiscountPercent: 0, maxChecks: 1 } });
  const net = { online: true };
  const station = await pairedStation(server, { blockSize: 12, sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('down')))) as FetchLike } });
  const h = station.handlers;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const adults = (quantity: number, extra: Partial<CartItem['customers'][number]> = {}): CartItem[] => [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity, ...extra }] }];
  const codes = (args: Parameters<typeof h['cart-price']>[0]) => h['cart-price'](args).problems.map((p) => p.code);

  it('a cashier without 34, 35, 36 or 31 gets each refusal by its code (R-CASH-4)', async () => {
    await h.login({ username: limited.username, password: 'Limited123' });
    expect(codes({ items: adults(1, { unitPrice: 100 }) })).toContain('no-permission-unit-price');
    expect(codes({ items: adults(1, { discountPercent: 5 }) })).toContain('no-permission-discount');
    expect(codes({ items: adults(1), customerKind: 'business' })).toContain('no-permission-business');
    expect(codes({ items: adults(9), overrideAvailability: true })).toContain('no-permission-slot-edit');
    expect(codes({ items: adults(1) })).toEqual([]);
  });

  it('refuses more seats than are left (R-ORD-19) and a product without its slot', async () => {
    expect(codes({ items: adults(6) })).toEqual(['no-availability']);
    expect(codes({ items: [{ ...adults(1)[0]!, slotId: null }] })).toEqual(['slot-required']);
  });

  it('limits the discount to the cashier\'s maximum (35)', async () => {
    await h.login({ username: server.cashier.username, password: 'Cashier123' });
    expect(codes({ items: adults(1, { discountPercent: 10 }) })).toEqual([]);
    expect(codes({ items: adults(1, { discountPercent: 15 }) })).toEqual(['discount-over-limit']);
    const priced = h['cart-price']({ items: adults(2, { discountAmount: 1000 }) });
    expect(priced.totals).toMatchObject({ gross: 10000, discountAmount: 1000, totalToPay: 9000, vatAmount: 1373 });
  });

  it('checks the payments: the total (R-RCPT-1), one card (R-RCPT-3), installments, checks, and the card company\'s codes', async () => {
    h['shift-open']({ openingBalance: [] });
    const items = adults(1);
    await expect(h['sale-create']({ items: adults(1, { unitPrice: 0 }), payments: [{ method: 1, amount: 0 }] })).rejects.toMatchObject({ code: 'receipt-total-zero' });
    await expect(h['sale-create']({ items, payments: [{ method: 4, amount: 2500 }, { method: 4, amount: 2500 }] })).rejects.toMatchObject({ code: 'receipt-one-card' });
    await expect(h['sale-create']({ items, payments: [{ method: 1, amount: 4000 }] })).rejects.toMatchObject({ code: 'receipt-payments-total' });
    await expect(h['sale-create']({ items, payments: [{ method: 4, amount: 5000, installments: 13 }] })).rejects.toMatchObject({ kind: 'validation' });
    await expect(h['sale-create']({ items, payments: [{ method: 1, amount: 5000, tendered: 4000 }] })).rejects.toMatchObject({ kind: 'validation' });
    station.terminal.answerNext({ code: '306' });
    await expect(h['sale-create']({ items, payments: [{ method: 4, amount: 5000 }] })).rejects.toMatchObject({ code: 'card-declined', extra: { resultCode: '306' } });
    station.terminal.answerNext({ code: '000', delayMs: 300 });
    station.ctx.cardTimeoutMs = 50;
    await expect(h['sale-create']({ items, payments: [{ method: 4, amount: 5000 }] })).rejects.toMatchObject({ code: 'card-declined', extra: { resultCode: 'timeout' } });
    station.ctx.cardTimeoutMs = undefined;
    const check = { method: 2 as const, amount: 2500, bank: '12', branch: '600', account: '123456', number: '1001', valueDate: date };
    const sale = await h['sale-create']({ items, payments: [check, { method: 8, amount: 2500, bank: '12', branch: '600', account: '1', valueDate: date, referenceNumber: 'T-1' }] });
    expect(sale.receipt.payments.map((p) => p.method)).toEqual([2, 8]);
    expect(station.terminal.requests.every((r) => r.installments === 1)).toBe(true);
  });

  it('R-ORD-22: the window checks the lead customer by the server\'s rule (a 7-digit mobile or a 9-digit 05 mobile is refused, nothing written)', async () => {
    const before = h['sales-list']({}).length;
    const pay = [{ method: 1 as const, amount: 5000 }];
    for (const mobile of ['1234567', '050123456']) {
      await expect(h['sale-create']({ items: adults(1), customer: { mobile }, payments: pay })).rejects.toMatchObject({ kind: 'validation', fieldErrors: { 'customer.mobile': [expect.any(String)] } });
    }
    await expect(h['sale-create']({ items: adults(1), customer: { firstName: 'x'.repeat(51), email: 'no-at-sign' }, payments: pay })).rejects.toMatchObject({ fieldErrors: { 'customer.firstName': [expect.any(String)], 'customer.email': [expect.any(String)] } });
    expect(h['sales-list']({})).toHaveLength(before);
    const sale = await h['sale-create']({ items: adults(1), customer: { firstName: ' Noa ', mobile: '050-123-4567' }, payments: pay });
    expect(sale.receipt.customer).toEqual({ firstName: 'Noa', mobile: '050-123-4567' });
  });

  it('a station that runs out of receipt numbers offline says so while it can still sell, then refuses', async () => {
    net.online = false;
    const left = h.status({}).receiptNumbers.left;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(24);
    let last = h.status({}).receiptNumbers;
    while (last.left > 0) {
      const sale = await h['sale-create']({ items: [{ productId: goods.product.id, date, slotId: null, customers: [{ customerTypeId: goods.child.id, quantity: 1 }] }], overrideAvailability: true, payments: [{ method: 1, amount: 3000 }] });
      expect(sale.receiptNumbers.left).toBe(last.left - 1);
      // Low is said before the last sale, never first after it.
      if (sale.receiptNumbers.left <= 10) expect(sale.receiptNumbers.low).toBe(true);
      last = sale.receiptNumbers;
    }
    await expect(h['sale-create']({ items: adults(1), payments: [{ method: 1, amount: 5000 }] })).rejects.toMatchObject({ code: 'no-receipt-numbers' });
    net.online = true;
    await station.ctx.sync.syncNow();
    expect(h.status({}).receiptNumbers.left).toBeGreaterThanOrEqual(6);
    const [row] = await server.db.select({ paid: orders.paid }).from(orders).where(eq(orders.stationId, h.status({}).station!.id)).limit(1);
    expect(row).toBeDefined();
  });
});
