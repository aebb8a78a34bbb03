/**
 * Coupons in orders: what order creation and editing call inside their own transaction.
 * Limits are taken like seats (R-CPN-7): one guarded UPDATE adds to `used` only while it stays
 * within the limit, so concurrent orders can never pass it.
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { refused } from '@pos/shared/errors';
import { applyCoupon, couponUsage, type CouponForPricing, type CouponLine, type CouponLineResult, type CouponOrderContext } from '@pos/shared/coupons/apply-coupon';
import { canChangeCouponLineQuantity, couponLimitPart, customersWithDifferentCoupons } from '@pos/shared/coupons/coupon-rules';
import type { DiscountType } from '@pos/shared/coupons/coupon-types';
import type { Tx } from '../../db/client';
import { couponUses, coupons, subCoupons } from '../../db/schema';
import { findCoupon, type CouponRow } from './coupon-repo';

export function couponForPricing(row: CouponRow): CouponForPricing {
  return {
    id: row.id,
    active: row.active && row.deletedAt === null,
    discountType: row.discountType as DiscountType,
    discountAmount: row.discountAmount,
    discountPercentBp: row.discountPercentBp,
    ticketFixedUnitPrice: row.ticketFixedUnitPrice,
    currencyId: row.currencyId,
    productIds: row.productIds,
    customerTypeIds: row.customerTypeIds,
    priceTypeIds: row.priceTypeIds,
    validDateFrom: row.validDateFrom,
    validDateTo: row.validDateTo,
    bookingDateFrom: row.bookingDateFrom,
    bookingDateTo: row.bookingDateTo,
  };
}

export interface RedeemCouponInput {
  providerId: number;
  orderId: number;
  /** The coupon by id, or by its code or one of its sub-coupon (serial) codes. */
  couponId?: number;
  code?: string;
  order: CouponOrderContext;
  lines: readonly CouponLine[];
  /**
   * The coupon's discount as calculateOrder priced it (the sum of PricedLine.couponDiscount): on top
   * of a hand-given discount it can be less than the coupon alone gives. An amount limit counts this.
   */
  pricedCouponDiscount?: number;
}

export interface RedeemedCoupon {
  couponId: number;
  /** Per input line, in order. */
  lines: CouponLineResult[];
  tickets: number;
  amount: number;
  usedLimitationTotal: number;
  leftLimitationTotal: number | null;
}

/** A live coupon of the provider by id, code or sub-coupon code; the sub-coupon when found by one. */
export async function findCouponForOrder(tx: Tx, providerId: number, ref: { couponId?: number; code?: string }): Promise<{ coupon: CouponRow; subCouponId: number | null } | null> {
  if (ref.couponId) {
    const coupon = await findCoupon(tx, providerId, ref.couponId);
    return coupon ? { coupon, subCouponId: null } : null;
  }
  if (!ref.code) return null;
  const [byCode] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.providerId, providerId), isNull(coupons.deletedAt), eq(coupons.active, true), sql`lower(${coupons.code}) = lower(${ref.code})`))
    .limit(1);
  if (byCode) return { coupon: byCode, subCouponId: null };
  const [bySerial] = await tx
    .select({ coupon: coupons, subCouponId: subCoupons.id })
    .from(subCoupons)
    .innerJoin(coupons, eq(coupons.id, subCoupons.couponId))
    .where(and(eq(subCoupons.code, ref.code), eq(coupons.providerId, providerId), isNull(coupons.deletedAt)))
    .limit(1);
  return bySerial ?? null;
}

/**
 * Adds `take` to the coupon's `used` in ONE guarded UPDATE that only passes while it stays within
 * the limit (never read-then-write); null when the limit would be passed. A negative take gives back.
 */
export async function takeLimit(tx: Tx, couponId: number, take: number): Promise<{ used: number; limit: number | null } | null> {
  if (take < 0) {
    const [row] = await tx.update(coupons).set({ used: sql`greatest(0, ${coupons.used} + ${take})` }).where(eq(coupons.id, couponId)).returning({ used: coupons.used, limit: coupons.limitationAmount });
    return row ?? null;
  }
  const [row] = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + ${take}` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.limitationAmount), sql`${coupons.used} + ${take} <= ${coupons.limitationAmount}`)))
    .returning({ used: coupons.used, limit: coupons.limitationAmount });
  return row ?? null;
}

/** R-CPN-7: one refusal for a spent limit, whether an order is made, re-opened or edited. */
const limitReached = (couponId: number) => refused('coupon-limit-reached', 'The coupon\'s limit is used up', { couponId });

/**
 * Applies and redeems a coupon for an order, inside the caller's transaction: the discount per
 * line (shared applyCoupon), the limit taken atomically (R-CPN-7), a coupon_uses row (R-CPN-6),
 * and a serial code marked Used for the order. Refuses with 422 coupon-not-available,
 * coupon-not-applicable or coupon-limit-reached; the caller's transaction then rolls back.
 */
export async function redeemCouponForOrder(tx: Tx, input: RedeemCouponInput): Promise<RedeemedCoupon> {
  const found = await findCouponForOrder(tx, input.providerId, input);
  if (!found || !found.coupon.active) throw refused('coupon-not-available', 'The coupon is not available');
  const { coupon, subCouponId } = found;
  const lines = applyCoupon(couponForPricing(coupon), input.order, input.lines);
  const usage = couponUsage(input.lines, lines);
  if (input.pricedCouponDiscount !== undefined) usage.amount = Math.min(usage.amount, Math.max(0, input.pricedCouponDiscount));
  if (usage.tickets === 0) throw refused('coupon-not-applicable', 'The coupon does not apply to this order');
  const updated = await takeLimit(tx, coupon.id, couponLimitPart(coupon, usage));
  if (!updated) throw limitReached(coupon.id);
  if (subCouponId !== null) {
    const taken = await tx
      .update(subCoupons)
      .set({ status: 'Used', orderId: input.orderId, updatedAt: new Date() })
      .where(and(eq(subCoupons.id, subCouponId), or(eq(subCoupons.status, 'Free'), and(eq(subCoupons.status, 'Reserved'), or(isNull(subCoupons.orderId), eq(subCoupons.orderId, input.orderId))))))
      .returning({ id: subCoupons.id });
    if (taken.length === 0) throw refused('coupon-not-available', 'The coupon code is already used');
  }
  await tx.insert(couponUses).values({ couponId: coupon.id, orderId: input.orderId, quantity: usage.tickets, amount: usage.amount });
  return {
    couponId: coupon.id,
    lines,
    tickets: usage.tickets,
    amount: usage.amount,
    usedLimitationTotal: updated.used,
    leftLimitationTotal: updated.limit === null ? null : updated.limit - updated.used,
  };
}

/**
 * Gives back what an order took of its coupons (order cancelled, or lines re-priced): limits, uses
 * and serial codes. Answers the serial codes it freed, for the order to take again if re-opened.
 */
export async function releaseCouponsOfOrder(tx: Tx, orderId: number): Promise<string[]> {
  const uses = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning();
  for (const use of uses) {
    await tx
      .update(coupons)
      .set({ used: sql`greatest(0, ${coupons.used} - (case ${coupons.limitationType} when 'amount' then ${use.amount}::int when 'tickets' then ${use.quantity}::int else 0 end))` })
      .where(eq(coupons.id, use.couponId));
  }
  const freed = await tx
    .update(subCoupons)
    .set({ status: 'Free', orderId: null, updatedAt: new Date() })
    .where(and(eq(subCoupons.orderId, orderId), ne(subCoupons.status, 'Free')))
    .returning({ code: subCoupons.code });
  return freed.map((f) => f.code);
}

/** R-CPN-12: refuses an order where one customer holds two different coupons. */
export function assertOneCouponPerCustomer(lines: readonly { customerKey: string; couponId: number | null }[]): void {
  const customers = customersWithDifferentCoupons(lines);
  if (customers.length > 0) throw refused('customer-different-coupons', 'A customer cannot have different coupons in one order', { customers });
}

/** R-CPN-13: refuses a quantity change of a line bought with a club coupon (delete and add it again). */
export async function assertCouponLineQuantityChange(tx: Tx, providerId: number, line: { couponId: number | null; quantity: number }, newQuantity: number): Promise<void> {
  if (line.couponId === null || line.quantity === newQuantity) return;
  const [coupon] = await tx.select({ clubIds: coupons.clubIds, couponType: coupons.couponType }).from(coupons).where(and(eq(coupons.providerId, providerId), eq(coupons.id, line.couponId)));
  if (!canChangeCouponLineQuantity(coupon ?? null, line.quantity, newQuantity)) {
    throw refused('club-coupon-quantity', 'The quantity of a club-coupon product cannot be changed; delete the line and add it again');
  }
}

/** What an order's lines use of a coupon: the tickets of the lines carrying it and its part of their discount. */
export interface CouponUse {
  tickets: number;
  amount: number;
}

/** A line as the coupon counts it. */
export interface CarriedLine {
  couponId: number | null;
  productId: number;
  customerTypeId: number;
  date: string;
  quantity: number;
  unitPrice: number;
  discountAmount: number;
}

/**
 * The discount a coupon gives a line that already carries it, at the line's quantity and unit
 * price (whether it covers the line was decided when the line was sold, so only its amounts count).
 */
export function couponDiscountOfLine(coupon: CouponForPricing, line: Omit<CarriedLine, 'couponId' | 'discountAmount'>): number {
  const carried: CouponForPricing = { ...coupon, active: true, productIds: [], customerTypeIds: [], priceTypeIds: [], validDateFrom: line.date, validDateTo: line.date, bookingDateFrom: null, bookingDateTo: null };
  return applyCoupon(carried, { currencyId: coupon.currencyId, priceTypeId: 0, bookingDate: line.date }, [line])[0]!.discountAmount;
}

/** The coupon's part of a line's discount: what it gives the line, within the discount the line has. */
export function couponPartOfLine(coupon: CouponForPricing, line: CarriedLine): number {
  return Math.min(line.discountAmount, couponDiscountOfLine(coupon, line));
}

/** The coupons that lines carry (deleted or inactive ones too: a sold line keeps its coupon), for pricing. */
export async function couponsOfLines(tx: Tx, providerId: number, lines: readonly { couponId: number | null }[]): Promise<Map<number, CouponForPricing & { limitationType: string | null }>> {
  const ids = [...new Set(lines.flatMap((l) => (l.couponId === null ? [] : [l.couponId])))];
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(coupons).where(and(eq(coupons.providerId, providerId), inArray(coupons.id, ids)));
  return new Map(rows.map((r) => [r.id, { ...couponForPricing(r), limitationType: r.limitationType }]));
}

type CarriedCoupons = ReadonlyMap<number, CouponForPricing & { limitationType: string | null }>;

/** Per coupon, what the lines use of it (R-CPN-7). */
export function couponUsesOfLines(carried: CarriedCoupons, lines: readonly CarriedLine[]): Map<number, CouponUse> {
  const uses = new Map<number, CouponUse>();
  for (const line of lines) {
    const coupon = line.couponId === null ? undefined : carried.get(line.couponId);
    if (!coupon) continue;
    const use = uses.get(coupon.id) ?? { tickets: 0, amount: 0 };
    use.tickets += line.quantity;
    use.amount += couponPartOfLine(coupon, line);
    uses.set(coupon.id, use);
  }
  return uses;
}

/**
 * R-CPN-7: an order taken back from CN to OK or RQ takes its coupons' limits again, each in one
 * guarded UPDATE; refused with coupon-limit-reached when the limit is spent (the caller's
 * transaction then rolls back). The uses are recorded again as coupon_uses rows.
 */
export async function retakeCouponsOfOrder(tx: Tx, providerId: number, orderId: number, lines: readonly CarriedLine[], serialCodes: readonly string[] = []): Promise<void> {
  const carried = await couponsOfLines(tx, providerId, lines);
  for (const [couponId, use] of couponUsesOfLines(carried, lines)) {
    if (!(await takeLimit(tx, couponId, couponLimitPart(carried.get(couponId)!, use)))) throw limitReached(couponId);
    await tx.insert(couponUses).values({ couponId, orderId, quantity: use.tickets, amount: use.amount });
  }
  // R-CPN-8: the serial codes the cancel freed, taken again only while nobody else has used them.
  for (const code of serialCodes) {
    const [taken] = await tx
      .update(subCoupons)
      .set({ status: 'Used', orderId, updatedAt: new Date() })
      .where(and(eq(subCoupons.code, code), eq(subCoupons.status, 'Free'), inArray(subCoupons.couponId, [...carried.keys(), -1])))
      .returning({ id: subCoupons.id });
    if (!taken) throw refused('coupon-not-available', `The coupon code ${code} was used by another order since this one was cancelled.`, { subCouponCode: code });
  }
}

/**
 * R-CPN-7: lines of a live order changed (quantity, price, discount, removed): each coupon they
 * carry is counted again, taking the difference atomically (refused with coupon-limit-reached when
 * over the limit) or giving it back, so a coupon's `used` stays the sum of its orders' uses.
 */
export async function recountCouponsOfOrder(tx: Tx, providerId: number, orderId: number, before: readonly CarriedLine[], after: readonly CarriedLine[]): Promise<void> {
  const carried = await couponsOfLines(tx, providerId, [...before, ...after]);
  if (carried.size === 0) return;
  const was = couponUsesOfLines(carried, before);
  const is = couponUsesOfLines(carried, after);
  for (const [couponId, coupon] of carried) {
    const delta = { tickets: (is.get(couponId)?.tickets ?? 0) - (was.get(couponId)?.tickets ?? 0), amount: (is.get(couponId)?.amount ?? 0) - (was.get(couponId)?.amount ?? 0) };
    if (delta.tickets === 0 && delta.amount === 0) continue;
    const take = couponLimitPart(coupon, delta);
    if (take !== 0 && !(await takeLimit(tx, couponId, take))) throw limitReached(couponId);
    const changed = await tx
      .update(couponUses)
      .set({ quantity: sql`greatest(0, ${couponUses.quantity} + ${delta.tickets})`, amount: sql`greatest(0, ${couponUses.amount} + ${delta.amount})` })
      .where(and(eq(couponUses.orderId, orderId), eq(couponUses.couponId, couponId)))
      .returning({ id: couponUses.id });
    if (changed.length === 0) await tx.insert(couponUses).values({ couponId, orderId, quantity: Math.max(0, delta.tickets), amount: Math.max(0, delta.amount) });
  }
}
