import type { CouponForPricing } from '@pos/shared/coupons/apply-coupon';
import { assertCouponLineQuantityChange, couponsOfLines, recountCouponsOfOrder } from '../coupons/redeem-coupon';
import { refused } from '@pos/shared/errors';
import { bpToPercent } from '@pos/shared/money';

import { checkOrderRules } from '@pos/shared/pricing/order-rules';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { holdsSeats } from './change-status';
import { lineAmountsWithCoupon, ownDiscountOf } from './line-coupon';
import { pricedLineRow } from './create-order';
import { editOrder, entriesOf, lineOfOrder, termsOfOrder, type OrderEdit } from './edit-order';
import { OrderEvent, type OrderEventInput } from './order-events';
import { assertMayChange } from './order-past';
import { deleteLine, insertLines, updateLine, type LineRow } from './order-repo';
import { totalsOfOrder } from './order-totals';
import { assertOccurrencesSellable, priceSale, type RequestedProduct } from './prepare-sale';
import { loadSaleCatalogue } from './sale-catalogue-repo';
import { discountInput, assertMayChangeUnitPrice } from './sale-input';
import { pricingRefusal, saleRefusal } from './sale-problems';
import { applySeatChanges } from './seats-repo';
import { assertDailyLimits, dailyTakesOfLines } from './daily-limits-repo';

/** Seats the order holds change only while it holds seats at all (OK, RQ). */
async function changeSeats(edit: OrderEdit, changes: { slotId: number | null; date: string; seats: number }[]): Promise<void> {
  if (!holdsSeats(edit.order.status)) return;
  const full = await applySeatChanges(
    edit.tx,
    changes.filter((c) => c.slotId !== null).map((c) => ({ slotId: c.slotId!, date: c.date, seats: c.seats })),
  );
  if (full.length > 0) throw saleRefusal('not-available', { slotId: full[0]!.slotId, date: full[0]!.date });
}

/** The coupon a line carries, for pricing it again. */
async function couponOfLine(edit: OrderEdit, line: LineRow): Promise<CouponForPricing | undefined> {
  return line.couponId === null ? undefined : (await couponsOfLines(edit.tx, edit.actor.providerId, [line])).get(line.couponId);
}

/** R-ORD-15, R-ORD-18 over the whole order as it would be. */
function assertOrderRules(lines: Parameters<typeof entriesOf>[0]): void {
  const problems = checkOrderRules(entriesOf(lines));
  if (problems.length > 0) throw pricingRefusal(problems);
}

/** order/product/add: a product entry joins the order (R-ORD-18, R-ORD-19, R-ORD-20). */
export function addProduct(db: Db, actor: Actor, orderId: number, product: RequestedProduct, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async (edit) => {
    assertMayChange(edit.lines, edit.clock.today, edit.rights);
    const catalogue = await loadSaleCatalogue(edit.tx, actor.providerId, { productIds: [product.productId], slotIds: [product.slotId], dates: [product.date] });
    assertOccurrencesSellable(catalogue, [product], edit.clock, edit.rights);
    // A product already in the order on that slot is a duplicate even when the types differ (R-ORD-18).
    if (edit.lines.some((l) => l.productId === product.productId && l.date === product.date && l.slotId === product.slotId)) throw saleRefusal('duplicate-product-slot');
    const pricing = priceSale(catalogue, termsOfOrder(edit.order), [product], null);
    assertOrderRules([...edit.lines, ...pricing.lines]);
    await changeSeats(edit, pricing.lines);
    if (holdsSeats(edit.order.status)) await assertDailyLimits(edit.tx, dailyTakesOfLines(pricing.lines));
    const added = await insertLines(
      edit.tx,
      pricing.lines.map((l) => ({ ...pricedLineRow(l, product, catalogue), orderId: edit.order.id })),
    );
    const events: OrderEventInput[] = added.map((l) => ({ type: OrderEvent.ItemAdded, details: { lineId: l.id, productId: l.productId, customerTypeId: l.customerTypeId, date: l.date, slotId: l.slotId, quantity: l.quantity } }));
    // An on-request product makes a confirmed order wait for approval again.
    const request = edit.order.status === 'OK' && !pricing.autoConfirm;
    if (request) events.push({ type: OrderEvent.Requested, details: { from: 'OK', to: 'RQ', reason: 'on-request product added' } });
    return { result: undefined, events, ...(request ? { order: { status: 'RQ' } } : {}) };
  });
}

/** order/product/customer/remove; R-ORD-16: the last line stays. */
export function removeLine(db: Db, actor: Actor, orderId: number, lineId: number, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async (edit) => {
    const line = lineOfOrder(edit.lines, lineId);
    if (edit.lines.length === 1) throw refused('last-item', 'The last item cannot be removed from the order.');
    assertMayChange([line], edit.clock.today, edit.rights);
    await changeSeats(edit, [{ ...line, seats: -line.seats }]);
    // R-CPN-7: a removed line gives back what it used of its coupon.
    if (holdsSeats(edit.order.status)) await recountCouponsOfOrder(edit.tx, actor.providerId, edit.order.id, [line], []);
    await deleteLine(edit.tx, line.id);
    return { result: undefined, events: [{ type: OrderEvent.ItemDeleted, details: { lineId, productId: line.productId, customerTypeId: line.customerTypeId, date: line.date, slotId: line.slotId, quantity: line.quantity, total: line.total } }] };
  });
}

export interface LineChange {
  quantity?: number;
  priceForOne?: number;
  discountAmount?: number | null;
  discountPercent?: number | null;
}

/** The line as the change would leave it: amounts (its coupon priced again), seats and the events it records. */
function changedLine(actor: Actor, line: LineRow, change: LineChange, coupon: CouponForPricing | undefined) {
  if (change.priceForOne !== undefined && change.priceForOne !== line.unitPrice) assertMayChangeUnitPrice(actor);
  const quantity = change.quantity ?? line.quantity;
  const unitPrice = change.priceForOne ?? line.unitPrice;
  const discountGiven = change.discountAmount !== undefined || change.discountPercent !== undefined;
  const discount = discountGiven ? discountInput(change.discountAmount, change.discountPercent) : ownDiscountOf(line, coupon);
  const amounts = lineAmountsWithCoupon(line, coupon, quantity, unitPrice, discount);
  if (!amounts) throw saleRefusal('invalid-discount');
  const qtyToUse = line.seats / line.quantity;
  const values = {
    quantity,
    seats: quantity * qtyToUse,
    persons: line.perPerson ? quantity : (line.persons / line.quantity) * quantity,
    unitPrice,
    discountAmount: amounts.discountAmount,
    discountPercent: discount?.kind === 'percent' ? discount.percentBp : 0,
    total: amounts.total,
  };
  const events: OrderEventInput[] = [];
  if (quantity !== line.quantity) events.push({ type: OrderEvent.QuantityChanged, details: { lineId: line.id, from: line.quantity, to: quantity } });
  if (unitPrice !== line.unitPrice) events.push({ type: OrderEvent.UnitPriceChanged, details: { lineId: line.id, from: line.unitPrice, to: unitPrice } });
  if (values.discountAmount !== line.discountAmount || values.discountPercent !== line.discountPercent) {
    events.push({ type: OrderEvent.DiscountChanged, details: { lineId: line.id, from: line.discountAmount, to: values.discountAmount, percent: bpToPercent(values.discountPercent) } });
  }
  return { values, events };
}

/** order/product/customer/update: quantity (seats follow, R-ORD-15, R-ORD-19), unit price (34) or discount (R-ORD-17). */
export function updateLineOf(db: Db, actor: Actor, orderId: number, lineId: number, change: LineChange, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async (edit) => {
    const line = lineOfOrder(edit.lines, lineId);
    assertMayChange([line], edit.clock.today, edit.rights);
    const coupon = await couponOfLine(edit, line);
    const { values, events } = changedLine(actor, line, change, coupon);
    // R-CPN-13: a club-coupon line keeps its quantity (delete it and add it again).
    await assertCouponLineQuantityChange(edit.tx, actor.providerId, line, values.quantity);
    assertOrderRules(edit.lines.map((l) => (l.id === line.id ? { ...l, quantity: values.quantity } : l)));
    await changeSeats(edit, [{ ...line, seats: values.seats - line.seats }]);
    if (holdsSeats(edit.order.status)) await assertDailyLimits(edit.tx, dailyTakesOfLines([{ ...line, quantity: values.quantity - line.quantity }]));
    // R-CPN-7: the coupon's use follows the line (more taken within the limit, or the difference given back).
    if (holdsSeats(edit.order.status)) await recountCouponsOfOrder(edit.tx, actor.providerId, edit.order.id, [line], [{ ...line, ...values }]);
    if (events.length > 0) await updateLine(edit.tx, line.id, values);
    return { result: undefined, events };
  });
}

/** order/product/customer/calculate: what the update would give, nothing written. */
export async function previewLine(db: Db, actor: Actor, orderId: number, lineId: number, change: LineChange, timeZone: string, now: Date) {
  return editOrder(db, actor, orderId, timeZone, now, async (edit) => {
    const line = lineOfOrder(edit.lines, lineId);
    const { values } = changedLine(actor, line, change, await couponOfLine(edit, line));
    await assertCouponLineQuantityChange(edit.tx, actor.providerId, line, values.quantity);
    assertOrderRules(edit.lines.map((l) => (l.id === line.id ? { ...l, quantity: values.quantity } : l)));
    const totals = totalsOfOrder(
      edit.order,
      edit.lines.map((l) => (l.id === line.id ? { ...l, ...values } : l)),
    );
    return { result: { line: { ...values, discountPercent: bpToPercent(values.discountPercent) }, totals }, events: [] };
  });
}
