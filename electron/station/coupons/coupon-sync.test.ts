import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Channel } from '@pos/shared/reference';
import { couponUses, coupons, orders, subCoupons } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';

describe('coupons between the station and the server', async () => {
  const server = await serverForStations({ limit: 50 });
  const { goods } = server;
  const station = await pairedStation(server);
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10_000 }] });
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const year = new Date().getUTCFullYear();
  const items = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }, { customerTypeId: goods.child.id, quantity: 1 }] }];

  const saveCoupon = async (body: Record<string, unknown>) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/coupon/save',
      headers: { cookie: server.admin.cookie },
      payload: { couponName: 'Test', couponType: 'Regular', whoFinances: 'NoFinance', validDateFrom: `${year - 1}-01-01`, validDateTo: `${year + 1}-12-31`, currencyId: 1, productIds: [goods.product.id], customerTypeIds: [], ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as { id: number };
    // Saved inactive and switched on here: the back office refuses coupons overlapping on one product.
    if (body.active === false) await server.db.update(coupons).set({ active: true }).where(eq(coupons.id, saved.id));
    return saved;
  };
  const spring = await saveCoupon({ couponCode: 'SPRING125', discountType: 'Discount', discountAmount: null, discountPercent: 12.5, limitationType: 'tickets', limitationAmount: 10 });
  await saveCoupon({ couponCode: 'FIXED', discountType: 'TicketFixedUnitPrice', ticketFixedUnitPrice: 2222, customerTypeIds: [goods.adult.id], active: false });
  const serial = await saveCoupon({ couponCode: 'SERIAL', discountType: 'Discount', discountAmount: 700, subCouponsToCreate: 2, active: false });
  await station.ctx.sync.syncNow();

  it('pulls the coupons and their serial codes', () => {
    expect(h['coupon-check']({ code: 'spring125' })).toMatchObject({ couponId: spring.id, discountPercent: 12.5, limitationType: 'tickets', left: 10, usable: true });
    expect(h['coupon-check']({ code: 'SERIAL' })).toMatchObject({ couponId: serial.id, usable: false, reason: 'coupon-needs-sub-coupon' });
  });

  it('R-CPN-1 R-CPN-3: the cart priced offline with a coupon equals the server\'s order/calculate for the same cart', async () => {
    for (const code of ['SPRING125', 'FIXED']) {
      const cart = h['cart-price']({ items, couponCode: code });
      expect(cart.problems).toEqual([]);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/order/calculate',
        headers: { cookie: server.admin.cookie },
        payload: { channelId: Channel.Cashier, priceTypeId: cart.priceTypeId, currencyId: 1, couponCode: code, products: items },
      });
      expect(res.statusCode, res.body).toBe(200);
      const calc = res.json().data as { totals: { totalToPay: number; discountAmount: number; vatAmount: number }; products: { customers: { couponDiscount: number; couponId: number | null }[] }[] };
      expect(cart.totals).toMatchObject({ totalToPay: calc.totals.totalToPay, discountAmount: calc.totals.discountAmount, vatAmount: calc.totals.vatAmount });
      expect(cart.lines.map((l) => [l.couponId ?? null, l.couponDiscount ?? 0])).toEqual(calc.products[0]!.customers.map((c) => [c.couponId, c.couponDiscount]));
    }
  });

  it('R-CPN-7: a sale with a coupon pushed to the server records the coupon\'s use there', async () => {
    const cart = h['cart-price']({ items, couponCode: 'SPRING125' });
    const sale = await h['sale-create']({ items, couponCode: 'SPRING125', payments: [{ method: 1, amount: cart.totals!.totalToPay }] });
    expect(h['coupon-check']({ code: 'SPRING125' }).left).toBe(7);
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order).toMatchObject({ totalToPay: cart.totals!.totalToPay, conflictFlags: [] });
    const uses = await server.db.select().from(couponUses).where(eq(couponUses.orderId, order!.id));
    expect(uses).toEqual([expect.objectContaining({ couponId: spring.id, quantity: 3, amount: cart.coupon!.amount })]);
    const [row] = await server.db.select().from(coupons).where(eq(coupons.id, spring.id));
    expect(row!.used).toBe(3);
    // The server's count came back with the pull; the station no longer adds its own sale.
    expect(h['coupon-check']({ code: 'SPRING125' }).left).toBe(7);
  });

  it('R-CPN-8: a serial code redeemed at the station is Used on the server by that order', async () => {
    const [code] = await server.db.select().from(subCoupons).where(eq(subCoupons.couponId, serial.id));
    const cart = h['cart-price']({ items, couponCode: code!.code });
    expect(cart.coupon).toMatchObject({ couponId: serial.id, subCouponCode: code!.code, tickets: 3, amount: 2100 });
    const sale = await h['sale-create']({ items, couponCode: code!.code, payments: [{ method: 1, amount: cart.totals!.totalToPay }] });
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    const [after] = await server.db.select().from(subCoupons).where(eq(subCoupons.id, code!.id));
    expect(after).toMatchObject({ status: 'Used', orderId: order!.id });
    expect(h['coupon-check']({ code: code!.code })).toMatchObject({ usable: false, reason: 'sub-coupon-used' });
  });

  it('a sale\'s tickets come back in the tickets stream as the same order, with the server\'s number', async () => {
    const sale = await h['sale-create']({ items, payments: [{ method: 1, amount: 13_000 }] });
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    const found = h['scan-resolve']({ code: String(order!.orderNumber) });
    expect(found).toMatchObject({ kind: 'ticket', order: { orderUuid: sale.orderUuid, orderId: order!.id, orderNumber: order!.orderNumber } });
    expect(found.kind === 'ticket' && found.order.tickets.map((t) => t.code)).toEqual([1, 2, 3].map((n) => `${sale.orderUuid}.${n}`));
    const count = station.ctx.db.$client.prepare('select count(*) as n from tickets where order_uuid = ?').get(sale.orderUuid) as { n: number };
    expect(count.n).toBe(3);
  });
});
