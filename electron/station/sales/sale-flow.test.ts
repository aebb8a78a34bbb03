import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, documents, documentPayments, shifts } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';

describe('a day at the window: pair, log in, open a shift, sell, push, close', async () => {
  const server = await serverForStations();
  const station = await pairedStation(server);
  const h = station.handlers;
  const { goods } = server;

  it('logs in a cashier with the replicated argon2 hash, refuses a wrong password', async () => {
    await expect(h.login({ username: server.cashier.username, password: 'wrong' })).rejects.toMatchObject({ code: 'invalid-credentials' });
    const me = await h.login({ username: server.cashier.username, password: 'Cashier123' });
    expect(me.id).toBe(server.cashier.id);
    expect(h.status({}).user?.id).toBe(server.cashier.id);
  });

  it('R-CASH-1: opens a shift, and no second one while it is open', () => {
    const shift = h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 20000 }] });
    expect(shift.closedAt).toBeNull();
    expect(() => h['shift-open']({ openingBalance: [] })).toThrow(expect.objectContaining({ code: 'shift-not-closed' }));
  });

  it('finds the product by barcode and by name, with its slots and prices', () => {
    expect(h['product-search']({ query: goods.product.barcode! })).toEqual([expect.objectContaining({ id: goods.product.id })]);
    expect(h['product-search']({ query: goods.product.name.slice(0, 6) }).map((p) => p.id)).toContain(goods.product.id);
    const slots = h['product-slots']({ productId: goods.product.id });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]).toMatchObject({ slotId: goods.slot.id, limit: 10, sold: 0, available: 10 });
    const types = h['product-customer-types']({ productId: goods.product.id, date: slots[0]!.date });
    expect(types.customerTypes.map((c) => c.price)).toEqual([5000, 3000]);
  });

  it('sells three tickets of two customer types, part cash and part card, with the next receipt number', async () => {
    const slot = h['product-slots']({ productId: goods.product.id }).find((s) => !s.past)!;
    const items = [{ productId: goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }, { customerTypeId: goods.child.id, quantity: 1 }] }];
    const cart = h['cart-price']({ items });
    expect(cart.problems).toEqual([]);
    expect(cart.totals?.totalToPay).toBe(13000);
    const before = h.status({}).receiptNumbers;
    const sale = await h['sale-create']({ items, payments: [{ method: 1, amount: 3000, tendered: 5000 }, { method: 4, amount: 10000, installments: 1 }] });
    expect(sale.receipt.number).toBe(before.next);
    expect(sale.change).toBe(2000);
    expect(sale.receipt.payments.find((p) => p.method === 4)).toMatchObject({ details: { last4: '4580', resultCode: '000' } });
    expect(h.status({}).pending).toBeGreaterThan(0);
    expect(h['product-slots']({ productId: goods.product.id }).find((s) => s.slotId === slot.slotId && s.date === slot.date)?.available).toBe(7);

    await station.ctx.sync.syncNow();
    expect(h.status({}).pending).toBe(0);
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order).toMatchObject({ totalToPay: 13000, paid: 13000, conflictFlags: [] });
    const [receipt] = await server.db.select().from(documents).where(eq(documents.orderId, order!.id));
    expect(receipt!.number).toBe(sale.receipt.number);
    expect(await server.db.select().from(documentPayments).where(eq(documentPayments.documentId, receipt!.id))).toHaveLength(2);
    // The server's count now holds the 3 seats; the station no longer adds its own.
    expect(h['product-slots']({ productId: goods.product.id }).find((s) => s.slotId === slot.slotId && s.date === slot.date)).toMatchObject({ sold: 3, available: 7 });
    expect(h['sales-list']({})[0]).toMatchObject({ orderUuid: sale.orderUuid, syncStatus: 'applied', serverOrderNumber: order!.orderNumber });
  });

  it('refuses a declined card with the card company\'s message, and writes nothing', async () => {
    station.terminal.answerNext({ code: '036' });
    const slot = h['product-slots']({ productId: goods.product.id }).find((s) => !s.past)!;
    const items = [{ productId: goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: goods.adult.id, quantity: 1 }] }];
    const pending = h.status({}).pending;
    await expect(h['sale-create']({ items, payments: [{ method: 4, amount: 5000 }] })).rejects.toMatchObject({ code: 'card-declined', message: 'Expired card.', extra: { resultCode: '036' } });
    expect(h.status({}).pending).toBe(pending);
  });

  it('closes the shift with the counted cash; a difference over the limit needs the manager code', async () => {
    const x = h['shift-x-report']({});
    expect(x).toMatchObject({ orders: 1, tickets: 3, receipts: 1, total: 13000, cashExpected: [{ currencyId: 1, amount: 23000 }] });
    const short = { counted: [{ currencyId: 1, denominations: [{ value: 20000, count: 1 }] }] };
    expect(h['shift-close-preview'](short)).toMatchObject({ currencies: [{ expected: 23000, counted: 20000, difference: -3000 }], managerCodeReasons: ['difference-over-limit'] });
    await expect(h['shift-close'](short)).rejects.toMatchObject({ code: 'manager-code-required' });
    await expect(h['shift-close']({ ...short, managerCode: '0000' })).rejects.toMatchObject({ code: 'incorrect-manager-code' });
    const closed = await h['shift-close']({ ...short, managerCode: '2468' });
    expect(closed.report).toMatchObject({ orders: 1, total: 13000 });
    expect(h.status({}).shift).toBeNull();
    await station.ctx.sync.syncNow();
    const [row] = await server.db.select().from(shifts).where(eq(shifts.uuid, closed.shift.uuid));
    expect(row).toMatchObject({ managerApproved: true });
    expect(row!.closedAt).not.toBeNull();
  });
});
