import { afterAll, describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import type { SalePayload } from '@pos/shared/sync/protocol';
import { replica } from '../catalogue/replica';
import { recordAnswers, pendingOps } from '../sync/outbox';
import { couponRow, pullRows, replicaStation, subCouponRow } from '../scanning/scanning.fixtures';

describe('coupons at the window, offline (R-CPN-*)', () => {
  const { station, fixture, close } = replicaStation();
  afterAll(close);
  const h = station.handlers;
  const db = station.ctx.db;
  const product = fixture.products[0]!;
  const [adult, child] = product.customerTypeIds as [number, number];
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const items = (adults: number, children = 0) => [
    { productId: product.id, date, slotId: product.slotIds[0]!, customers: [{ customerTypeId: adult, quantity: adults }, ...(children ? [{ customerTypeId: child, quantity: children }] : [])] },
  ];
  const codes = (couponCode: string, n = 1) => h['cart-price']({ items: items(n), couponCode }).problems.map((p) => p.code);
  const year = new Date().getUTCFullYear();

  pullRows(db, 'coupons', [
    ['1', couponRow({ id: 1, code: 'SPRING10', discountPercentBp: 1000 })],
    ['2', couponRow({ id: 2, code: 'HALF', discountPercentBp: 5000, productIds: [product.id], customerTypeIds: [adult] })],
    ['3', couponRow({ id: 3, code: 'THREE', discountAmount: 1000, discountPercentBp: null, limitationType: 'tickets', limitationAmount: 3, used: 1 })],
    ['4', couponRow({ id: 4, code: 'CLUB', hasSubCoupons: true, couponType: 'BusinessClientAgreement', discountType: 'TicketFixedUnitPrice', discountPercentBp: null, ticketFixedUnitPrice: 2000 })],
    ['5', couponRow({ id: 5, code: 'OFF', active: false })],
    ['6', couponRow({ id: 6, code: 'OLD', validDateFrom: `${year - 2}-01-01`, validDateTo: `${year - 1}-12-31` })],
    ['7', couponRow({ id: 7, code: 'OTHER', productIds: [999] })],
    ['8', couponRow({ id: 8, code: 'LATER', bookingDateFrom: `${year + 1}-01-01` })],
  ]);
  pullRows(db, 'sub-coupons', [
    ['41', subCouponRow(41, 4, 'CLUB-0001')],
    ['42', subCouponRow(42, 4, 'CLUB-0002')],
    ['43', subCouponRow(43, 4, 'CLUB-0003', 'Used')],
  ]);

  it('R-CPN-1: a coupon typed in any case prices the cart offline with the shared pricing, and says what it took', () => {
    const priced = h['cart-price']({ items: items(2, 1), couponCode: 'spring10' });
    expect(priced.problems).toEqual([]);
    // 2 x 50.00 + 30.00 = 130.00; 10% off each line.
    expect(priced.totals).toMatchObject({ gross: 13000, discountAmount: 1300, totalToPay: 11700 });
    expect(priced.coupon).toEqual({ couponId: 1, code: 'spring10', name: 'Coupon SPRING10', subCouponCode: null, tickets: 3, amount: 1300 });
    expect(priced.lines.every((l) => l.couponId === 1)).toBe(true);
  });

  it('R-CPN-3: a coupon covers only its products and customer types; one that covers nothing is refused', () => {
    const priced = h['cart-price']({ items: items(1, 1), couponCode: 'HALF' });
    expect(priced.coupon).toMatchObject({ tickets: 1, amount: 2500 });
    expect(priced.totals).toMatchObject({ totalToPay: 5500 });
    expect(codes('OTHER')).toEqual(['coupon-not-applicable']);
  });

  it('the coupon\'s discount is the provider\'s, not the cashier\'s: it does not count against the maximum discount (10%), as on the server', () => {
    expect(replica.user(db, fixture.userId)!.maxDiscountPercent).toBe(10);
    expect(codes('HALF')).toEqual([]);
    expect(h['cart-price']({ items: [{ ...items(1)[0]!, customers: [{ customerTypeId: adult, quantity: 1, discountPercent: 15 }] }], couponCode: 'HALF' }).problems.map((p) => p.code)).toEqual(['discount-over-limit']);
  });

  it('refuses unknown, inactive, expired, not-yet-bookable and serial coupons typed by their main code, each by its code', () => {
    expect(codes('NOPE')).toEqual(['coupon-not-found']);
    expect(codes('OFF')).toEqual(['coupon-inactive']);
    expect(codes('OLD')).toEqual(['coupon-expired']);
    expect(codes('LATER')).toEqual(['coupon-expired']);
    expect(codes('CLUB')).toEqual(['coupon-needs-sub-coupon']);
    expect(codes('CLUB-0003')).toEqual(['sub-coupon-used']);
    expect(h['coupon-check']({ code: 'club' })).toMatchObject({ couponId: 4, usable: false, reason: 'coupon-needs-sub-coupon' });
    expect(() => h['coupon-check']({ code: 'NOPE' })).toThrow(expect.objectContaining({ code: 'coupon-not-found' }));
  });

  it('R-CPN-7: the limit left counts this station\'s sales the server has not acknowledged yet', async () => {
    expect(h['coupon-check']({ code: 'THREE' })).toMatchObject({ limitationType: 'tickets', left: 2, usable: true });
    expect(codes('THREE', 3)).toEqual(['coupon-limit-reached']);
    const sale = await h['sale-create']({ items: items(2), couponCode: 'THREE', payments: [{ method: 1, amount: 8000 }] });
    const [op] = pendingOps(db, 10).filter((o) => o.type === 'sale') as { payload: SalePayload; uuid: string; seq: number }[];
    expect(op!.payload.order.coupon).toEqual({ couponId: 3, code: 'THREE', subCouponCode: null, tickets: 2, amount: 2000 });
    expect(db.$client.prepare('select coupon_id as couponId from orders where uuid = ?').get(sale.orderUuid)).toEqual({ couponId: 3 });
    expect(h['coupon-check']({ code: 'THREE' })).toMatchObject({ left: 0, usable: false, reason: 'coupon-limit-reached' });
    expect(codes('THREE')).toEqual(['coupon-limit-reached']);
    // Once the server holds the sale, its own count says the same.
    recordAnswers(db, [op as never], [{ uuid: op!.uuid, seq: op!.seq, status: 'applied', data: { orderId: 1, orderNumber: 1 } }], 1, new Date().toISOString());
    pullRows(db, 'coupons', [['3', couponRow({ id: 3, code: 'THREE', discountAmount: 1000, discountPercentBp: null, limitationType: 'tickets', limitationAmount: 3, used: 3 })]]);
    expect(h['coupon-check']({ code: 'THREE' })).toMatchObject({ left: 0, reason: 'coupon-limit-reached' });
  });

  it('R-CPN-8: a serial code redeemed here is used at once and cannot be used again here, even when a pull still says Free', async () => {
    const priced = h['cart-price']({ items: items(1), couponCode: 'CLUB-0001' });
    expect(priced.coupon).toMatchObject({ couponId: 4, code: 'CLUB-0001', subCouponCode: 'CLUB-0001', tickets: 1, amount: 3000 });
    await h['sale-create']({ items: items(1), couponCode: 'CLUB-0001', payments: [{ method: 1, amount: 2000 }] });
    expect(db.$client.prepare("select status from sub_coupons where code = 'CLUB-0001'").get()).toEqual({ status: 'Used' });
    expect(codes('CLUB-0001')).toEqual(['sub-coupon-used']);
    pullRows(db, 'sub-coupons', [['41', subCouponRow(41, 4, 'CLUB-0001', 'Free')]]);
    expect(codes('CLUB-0001')).toEqual(['sub-coupon-used']);
    await expect(h['sale-create']({ items: items(1), couponCode: 'CLUB-0001', payments: [{ method: 1, amount: 2000 }] })).rejects.toMatchObject({ code: 'sub-coupon-used' });
    expect(codes('CLUB-0002')).toEqual([]);
  });

  it('R-ORD-7: a club voucher comes off what the customer pays (at most the total) with permission 32, and travels with the sale', async () => {
    const sale = await h['sale-create']({ items: items(2), voucher: { businessClientId: 7, code: 'V-123', quantity: 2, amount: 3000 }, payments: [{ method: 1, amount: 7000 }] });
    expect(sale.receipt.totals).toMatchObject({ gross: 10000, discountAmount: 3000, total: 7000 });
    const op = pendingOps(db, 50).find((o) => o.type === 'sale' && o.payload.order.uuid === sale.orderUuid)!;
    expect(op.type === 'sale' && op.payload.order).toMatchObject({ orderDiscountAmount: 3000, totalToPay: 7000, voucher: { businessClientId: 7, code: 'V-123', quantity: 2, amount: 3000 } });
    expect(JSON.parse((db.$client.prepare('select voucher from orders where uuid = ?').get(sale.orderUuid) as { voucher: string }).voucher)).toMatchObject({ code: 'V-123', amount: 3000 });
    // Capped at the total: a 500.00 voucher on a 100.00 order leaves nothing to pay, and a receipt cannot be zero.
    await expect(h['sale-create']({ items: items(2), voucher: { businessClientId: 7, code: 'V-9', quantity: 2, amount: 50_000 }, payments: [{ method: 1, amount: 1 }] })).rejects.toMatchObject({ code: 'receipt-total-zero' });
    const user = replica.user(db, fixture.userId)!;
    pullRows(db, 'users', [[String(user.id), { ...user, permissions: user.permissions.filter((p) => p !== Permission.CashierClubsVouchers) }]]);
    await expect(h['sale-create']({ items: items(2), voucher: { businessClientId: 7, code: 'V-124', quantity: 2, amount: 3000 }, payments: [{ method: 1, amount: 7000 }] })).rejects.toMatchObject({ kind: 'forbidden' });
    pullRows(db, 'users', [[String(user.id), user]]);
  });
});
