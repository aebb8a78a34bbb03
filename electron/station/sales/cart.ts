import { Permission } from '@pos/shared/permissions';
import { Channel, BUSINESS_CLIENT_TYPES } from '@pos/shared/reference';
import { occurrenceKey } from '@pos/shared/calendar/index';
import { calculateOrder, discountOf, type Discount, type OrderTotals, type PricedLine, type ProductToPrice } from '@pos/shared/pricing/calculate-order';
import type { UserRow } from '@pos/shared/sync/streams';
import { allowedBy, currentCashier, hasPermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { customerTypeNameHere, productNameHere } from '../catalogue/names-here';
import { productOccurrences } from '../catalogue/occurrences';
import { allowedPriceTypes } from '../catalogue/customer-type-prices';
import { stationToday } from '../catalogue/occurrences';
import { couponUsage } from '@pos/shared/coupons/apply-coupon';
import { discountProblem } from '@pos/shared/pricing/cashier-limits';
import { COUPON_MESSAGES, couponLeft, couponRefusal, findCouponByCode, type FoundCoupon } from '../coupons/station-coupons';
import { couponLimitPart } from '@pos/shared/coupons/coupon-rules';
import type { BusinessClientRow } from '@pos/shared/sync/streams';
import { businessClientOf, clientTypeAllowed } from './business-clients';

export interface CartCustomer {
  customerTypeId: number;
  quantity: number;
  /** A unit price set by hand (ChangeUnitPrice, permission 34). */
  unitPrice?: number;
  /** A line discount: an amount (minor units) or a percent (up to 2 decimals), not both (35). */
  discountAmount?: number;
  discountPercent?: number;
}

export interface CartItem {
  productId: number;
  date: string;
  /** null: a product sold without a slot (a manual order line). */
  slotId: number | null;
  customers: CartCustomer[];
}

export interface CartArgs {
  items: CartItem[];
  priceTypeId?: number;
  /** Selling to a private customer needs 30, to a business 31 (R-CASH-4: only the client types listed for the cashier). */
  customerKind?: 'private' | 'business';
  businessClientTypeId?: number | null;
  businessClientId?: number | null;
  orderDiscountAmount?: number;
  orderDiscountPercent?: number;
  /** Sell past the seats left, a stop sale or a started slot, or a product without its slot (CashierEditSlot, 36). */
  overrideAvailability?: boolean;
  /** A coupon's code or a sub-coupon (serial) code typed or scanned; priced offline by the shared pricing. */
  couponCode?: string | null;
}

export interface CartProblem {
  code: string;
  message: string;
  itemIndex?: number;
  customerIndex?: number;
}

export interface CartLine extends PricedLine {
  productName: string;
  customerTypeName: string;
  startTime: string | null;
}

export interface CartPricing {
  ok: boolean;
  priceTypeId: number;
  currencyId: number;
  vatRateBp: number;
  lines: CartLine[];
  totals: OrderTotals | null;
  /** R-ORD-2: OK when every price list confirms automatically, else RQ. */
  status: 'OK' | 'RQ';
  problems: CartProblem[];
  /** The coupon applied (null when none was asked); its problems are in `problems` (coupon-*). */
  coupon: CartCoupon | null;
}

/** The coupon of a priced cart: what it took, to show and to carry in the sale (SaleCoupon). */
export interface CartCoupon {
  couponId: number;
  code: string;
  name: string;
  subCouponCode: string | null;
  tickets: number;
  amount: number;
}

const MESSAGES: Record<string, string> = {
  'quantity-below-one': 'The quantity must be at least 1.',
  'ticket-limit': 'At most 1000 tickets per order.',
  'duplicate-product-slot': 'The same product and slot are in the cart twice.',
  'duplicate-customer-type': 'The same customer type of a product is in the cart twice on that date.',
  'no-price-list': 'No price list for this product on this date.',
  'no-customer-type-price': 'No price for this customer type.',
  'other-currency': 'This product is priced in another currency.',
  'invalid-discount': 'The discount is below 0 or above the price.',
  'invalid-price': 'The unit price is not valid.',
  ...COUPON_MESSAGES,
};

/** The hand-given discount of a cart's customer (an amount or a percent), 'invalid' when it is neither. */
export function discountOfCustomer(c: { discountAmount?: number; discountPercent?: number }): Discount | null | 'invalid' {
  return discountOf(c.discountAmount ?? null, c.discountPercent ?? null);
}

function permissionProblems(user: UserRow, args: CartArgs, priceTypeIds: number[], priceTypeId: number, client: BusinessClientRow | null): CartProblem[] {
  const problems: CartProblem[] = [];
  const kind = args.businessClientId ? 'business' : (args.customerKind ?? 'private');
  if (args.businessClientId && !client) problems.push({ code: 'business-client-not-found', message: 'This business client is not active at this station.' });
  if (client && !clientTypeAllowed(user.allowedClientTypeIds, client.businessClientTypeId)) problems.push({ code: 'client-type-not-allowed', message: 'This cashier may not sell to this client type.' });
  if (kind === 'private' && !hasPermission(user, Permission.CashierSellToPrivate)) problems.push({ code: 'no-permission-private', message: 'No permission to sell to private customers.' });
  if (kind === 'business') {
    if (!hasPermission(user, Permission.CashierSellToBusiness)) problems.push({ code: 'no-permission-business', message: 'No permission to sell to business customers.' });
    const clientType = client ? null : (args.businessClientTypeId ?? null);
    if (clientType !== null && (!BUSINESS_CLIENT_TYPES.some((t) => t.id === clientType) || !allowedBy(user.allowedClientTypeIds, clientType))) {
      problems.push({ code: 'client-type-not-allowed', message: 'This cashier may not sell to this client type.' });
    }
  }
  if (!priceTypeIds.includes(priceTypeId)) problems.push({ code: 'price-type-not-allowed', message: 'This cashier may not sell this price type.' });
  args.items.forEach((item, itemIndex) => {
    if (!allowedBy(user.allowedProductIds, item.productId)) problems.push({ code: 'product-not-allowed', message: 'This cashier may not sell this product.', itemIndex });
    item.customers.forEach((c, customerIndex) => {
      if (c.unitPrice !== undefined && !hasPermission(user, Permission.ChangeUnitPrice)) problems.push({ code: 'no-permission-unit-price', message: 'No permission to change the unit price.', itemIndex, customerIndex });
      if ((c.discountAmount || c.discountPercent) && !hasPermission(user, Permission.CashierChangeDiscount)) problems.push({ code: 'no-permission-discount', message: 'No permission to give a discount.', itemIndex, customerIndex });
    });
  });
  if ((args.orderDiscountAmount || args.orderDiscountPercent) && !hasPermission(user, Permission.CashierChangeDiscount)) problems.push({ code: 'no-permission-discount', message: 'No permission to give a discount.' });
  if (args.overrideAvailability && !hasPermission(user, Permission.CashierEditSlot)) problems.push({ code: 'no-permission-slot-edit', message: 'No permission to sell past the slot\'s availability.' });
  return problems;
}

/**
 * R-ORD-19 against the station's view of availability: seats left (the server's count plus this
 * station's unsent sales), stop sales, started slots. A product with slots that day needs one.
 */
function availabilityProblems(ctx: StationContext, args: CartArgs, lines: readonly PricedLine[]): CartProblem[] {
  const problems: CartProblem[] = [];
  const needed = new Map<string, number>();
  for (const l of lines) if (l.slotId !== null) needed.set(occurrenceKey(l.slotId, l.date), (needed.get(occurrenceKey(l.slotId, l.date)) ?? 0) + l.seats);
  args.items.forEach((item, itemIndex) => {
    if (item.slotId === null) {
      if (productOccurrences(ctx, item.productId, item.date, item.date).length > 0) problems.push({ code: 'slot-required', message: 'Choose one of the slots of that day.', itemIndex });
      return;
    }
    const o = productOccurrences(ctx, item.productId, item.date, item.date, item.slotId)[0];
    if (!o) problems.push({ code: 'slot-not-found', message: 'The slot does not take place on this date.', itemIndex });
    else if (o.past) problems.push({ code: 'slot-finished', message: 'This slot has already started.', itemIndex });
    else if (o.stopped) problems.push({ code: 'stop-sale', message: 'This slot is on stop sale.', itemIndex });
    else if (o.available !== null && (needed.get(occurrenceKey(o.slotId, o.date)) ?? 0) > o.available) {
      problems.push({ code: 'no-availability', message: `Only ${o.available} seats left in this slot.`, itemIndex });
    }
  });
  return problems;
}

/** The cart's coupon code looked up and checked (R-CPN-*): the coupon to price with, or the problem. */
function cartCouponOf(ctx: StationContext, code: string | null | undefined, today: string): { found: FoundCoupon | null; problem: CartProblem | null } {
  if (!code?.trim()) return { found: null, problem: null };
  const found = findCouponByCode(ctx.db, code);
  if (!found) return { found: null, problem: { code: 'coupon-not-found', message: MESSAGES['coupon-not-found']! } };
  const refusal = couponRefusal(ctx.db, found, today);
  return refusal ? { found: null, problem: { code: refusal, message: MESSAGES[refusal]! } } : { found, problem: null };
}

/** What the coupon took of the priced lines (tickets covered, discount given), or a problem when it covers none or passes its limit. */
function cartCouponUse(ctx: StationContext, found: FoundCoupon, code: string, lines: readonly PricedLine[]): { coupon: CartCoupon | null; problem: CartProblem | null } {
  const use = couponUsage(lines, lines.map((l) => ({ applies: l.couponId === found.coupon.id, discountAmount: l.couponDiscount ?? 0 })));
  if (use.tickets === 0) return { coupon: null, problem: { code: 'coupon-not-applicable', message: MESSAGES['coupon-not-applicable']! } };
  const coupon: CartCoupon = { couponId: found.coupon.id, code: code.trim(), name: found.coupon.name, subCouponCode: found.subCoupon?.code ?? null, tickets: use.tickets, amount: use.amount };
  const left = couponLeft(ctx.db, found.coupon);
  if (left !== null && couponLimitPart(found.coupon, use) > left) {
    return { coupon, problem: { code: 'coupon-limit-reached', message: `${MESSAGES['coupon-limit-reached']!} Left: ${left}.` } };
  }
  return { coupon, problem: null };
}

/**
 * Prices a cart with the pricing the server uses (@pos/shared/pricing: price list of the Cashier
 * channel for the price type, per person or per unit, discounts, VAT), and checks what the
 * cashier may do (R-CASH-4; permissions 30, 31, 34, 35, 36; the maximum discount).
 */
export function priceCart(ctx: StationContext, args: CartArgs): CartPricing {
  const user = currentCashier(ctx);
  const provider = replica.provider(ctx.db);
  const currencyId = provider?.currencyId ?? 1;
  const vatRateBp = provider?.vatType === 'NoVat' ? 0 : (provider?.vatRateBp ?? 0);
  const priceTypeIds = allowedPriceTypes(ctx);
  const priceTypeId = args.priceTypeId ?? priceTypeIds[0] ?? 1;
  const items = args.items ?? [];
  // Issue 20: the business client sold to, with its discount combinations (business-clients stream).
  const client = args.businessClientId ? businessClientOf(ctx.db, args.businessClientId) : null;
  const problems: CartProblem[] = permissionProblems(user, { ...args, items }, priceTypeIds, priceTypeId, client);

  const products: ProductToPrice[] = [];
  items.forEach((item, itemIndex) => {
    products.push({
      productId: item.productId,
      date: item.date,
      slotId: item.slotId,
      customers: item.customers.map((c, customerIndex) => {
        const discount = discountOfCustomer(c);
        if (discount === 'invalid') problems.push({ code: 'invalid-discount', message: MESSAGES['invalid-discount']!, itemIndex, customerIndex });
        return { customerTypeId: c.customerTypeId, quantity: c.quantity, unitPrice: c.unitPrice, discount: discount === 'invalid' ? null : discount };
      }),
    });
  });
  const orderDiscount = discountOf(args.orderDiscountAmount ?? null, args.orderDiscountPercent ?? null);
  if (orderDiscount === 'invalid') problems.push({ code: 'invalid-discount', message: MESSAGES['invalid-discount']! });

  const couponAsked = cartCouponOf(ctx, args.couponCode, stationToday(ctx));
  if (couponAsked.problem) problems.push(couponAsked.problem);
  const priceLists = [...new Set(items.map((i) => i.productId))].flatMap((id) => replica.priceListsOf(ctx.db, id));
  const priced = calculateOrder({
    priceLists,
    channelId: Channel.Cashier,
    priceTypeId,
    currencyId,
    businessClientId: args.businessClientId ?? null,
    businessDiscounts: client?.discounts ?? null,
    vatRateBp,
    products,
    orderDiscount: orderDiscount === 'invalid' ? null : orderDiscount,
    coupon: couponAsked.found ? { coupon: couponAsked.found.coupon, bookingDate: stationToday(ctx) } : null,
  });
  if (!priced.ok) {
    for (const p of priced.problems) problems.push({ code: p.code, message: MESSAGES[p.code] ?? p.code, itemIndex: p.productIndex, customerIndex: p.customerIndex });
    return { ok: false, priceTypeId, currencyId, vatRateBp, lines: [], totals: null, status: 'OK', problems, coupon: null };
  }
  const used = couponAsked.found ? cartCouponUse(ctx, couponAsked.found, args.couponCode!, priced.lines) : { coupon: null, problem: null };
  if (used.problem) problems.push(used.problem);
  // R-CASH-3 as the server applies it (shared cashier-limits; orders/cashier-check.ts): a coupon's
  // discount and the business client's are the provider's, not the cashier's, and do not count against their maximum.
  const overLimit = discountProblem(user, priced.totals, priced.lines.reduce((sum, l) => sum + (l.couponDiscount ?? 0) + (l.businessDiscount ?? 0), 0));
  if (overLimit) problems.push({ code: overLimit.code, message: overLimit.message });
  if (!args.overrideAvailability) problems.push(...availabilityProblems(ctx, { ...args, items }, priced.lines));
  const lines = priced.lines.map((l): CartLine => {
    const item = items[l.productIndex]!;
    const slot = item.slotId !== null ? replica.slot(ctx.db, item.slotId) : null;
    return {
      ...l,
      productName: productNameHere(ctx.db, l.productId),
      customerTypeName: customerTypeNameHere(ctx.db, l.customerTypeId),
      startTime: slot?.startTime ?? null,
    };
  });
  return { ok: problems.length === 0, priceTypeId, currencyId, vatRateBp, lines, totals: priced.totals, status: priced.autoConfirm ? 'OK' : 'RQ', problems, coupon: used.coupon };
}
