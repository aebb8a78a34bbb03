/**
 * The price of an order: the one calculation the server and the offline station share. Money is
 * integer minor units; prices include VAT and the VAT part is computed at the provider's rate.
 *
 * Steps: order rules (R-ORD-15, R-ORD-18) -> a price line per customer type (price-lists.ts) ->
 * line gross and line discount -> order discount -> VAT, total to pay, balance.
 * A coupon (shared/src/coupons) is one more line discount, applied after the lines are priced,
 * on top of a hand-given discount and never past the line's gross (R-CPN-3).
 */
import { percentOf, vatOfGross, bpToPercent, type Minor, type VatRateBp } from '../money';
import { findPrice, type PriceListForPricing, type PriceMiss } from './price-lists';
import { checkOrderRules, type OrderRuleCode, type ProductEntry } from './order-rules';
import { applyCoupon, type CouponForPricing } from '../coupons/apply-coupon';
import { businessDiscountBp, type BusinessDiscount } from './business-discount';

/** A discount by amount (minor units) or by percent (basis points: 12.5% is 1250). */
export type Discount = { kind: 'amount'; amount: Minor } | { kind: 'percent', percentBp: number };

/**
 * The discount the payload fields describe (discountAmount, discountPercent with at most 2
 * decimals), null for none, or 'invalid' when both are given or a value is out of range (R-ORD-17:
 * not below 0, not above 100 percent; the upper bound of an amount is checked against the price).
 */
export function discountOf(amount: number | null | undefined, percent: number | null | undefined): Discount | null | 'invalid' {
  const hasAmount = amount !== null && amount !== undefined && amount !== 0;
  const hasPercent = percent !== null && percent !== undefined && percent !== 0;
  if (hasAmount && hasPercent) return 'invalid';
  if (hasAmount) return Number.isSafeInteger(amount) && amount > 0 ? { kind: 'amount', amount } : 'invalid';
  if (hasPercent) {
    const percentBp = Math.round(percent * 100);
    if (!Number.isFinite(percent) || Math.abs(percent * 100 - percentBp) > 1e-6 || percentBp < 0 || percentBp > 10_000) return 'invalid';
    return { kind: 'percent', percentBp };
  }
  return null;
}

/** The amount a discount takes off a price, or null when it is below 0 or above the price (R-ORD-17). */
function discountAmountOf(price: Minor, discount: Discount | null): Minor | null {
  if (!discount) return 0;
  const amount = discount.kind === 'amount' ? discount.amount : percentOf(price, bpToPercent(discount.percentBp));
  return amount < 0 || amount > price ? null : amount;
}

/** A line's money: quantity times unit price, less its discount. */
export interface LineAmounts {
  gross: Minor;
  discountAmount: Minor;
  total: Minor;
}

export function lineAmounts(quantity: number, unitPrice: Minor, discount: Discount | null): LineAmounts | null {
  const gross = quantity * unitPrice;
  const discountAmount = discountAmountOf(gross, discount);
  if (discountAmount === null) return null;
  return { gross, discountAmount, total: gross - discountAmount };
}

export interface OrderTotals {
  /** Sum of the lines' gross (quantity x unit price). */
  gross: Minor;
  lineDiscount: Minor;
  /** The order-level discount, in money. */
  orderDiscount: Minor;
  /** Every discount: lines and order. */
  discountAmount: Minor;
  totalToPay: Minor;
  vatRateBp: VatRateBp;
  /** The VAT inside totalToPay. */
  vatAmount: Minor;
  net: Minor;
  paid: Minor;
  balance: Minor;
}

/** Totals of priced lines with an order-level discount; null when that discount is out of bounds (R-ORD-17). */
export function orderTotals(input: { lines: readonly LineAmounts[]; orderDiscount: Discount | null; vatRateBp: VatRateBp; paid: Minor }): OrderTotals | null {
  const gross = input.lines.reduce((s, l) => s + l.gross, 0);
  const lineDiscount = input.lines.reduce((s, l) => s + l.discountAmount, 0);
  const subtotal = gross - lineDiscount;
  const orderDiscount = discountAmountOf(subtotal, input.orderDiscount);
  if (orderDiscount === null) return null;
  const totalToPay = subtotal - orderDiscount;
  const vatAmount = vatOfGross(totalToPay, input.vatRateBp);
  return {
    gross,
    lineDiscount,
    orderDiscount,
    discountAmount: lineDiscount + orderDiscount,
    totalToPay,
    vatRateBp: input.vatRateBp,
    vatAmount,
    net: totalToPay - vatAmount,
    paid: input.paid,
    balance: totalToPay - input.paid,
  };
}

/** A customer type of a product entry, as the order asks for it. */
export interface CustomerToPrice {
  customerTypeId: number;
  quantity: number;
  discount: Discount | null;
  /** A unit price set by hand (ChangeUnitPrice, permission 34) instead of the list's. */
  unitPrice?: Minor;
}

export interface ProductToPrice extends ProductEntry {
  customers: readonly CustomerToPrice[];
}

export interface PricedLine extends LineAmounts {
  productIndex: number;
  customerIndex: number;
  productId: number;
  date: string;
  slotId: number | null;
  customerTypeId: number;
  quantity: number;
  unitPrice: Minor;
  /** The list's price, even when a hand-set unit price replaced it. */
  listUnitPrice: Minor;
  currencyId: number;
  priceListId: number;
  priceLineId: number;
  perPerson: boolean;
  autoConfirm: boolean;
  /** Seats of the slot the line takes: quantity x qtyToUse. */
  seats: number;
  /** People the line is for: the quantity per person, or units x persons per unit. */
  persons: number;
  /** Set when the order's coupon covers the line; couponDiscount is its part of discountAmount. */
  couponId?: number;
  couponDiscount?: Minor;
  /** Set when the business client's discount combination is the line's discount (business-discount.ts). */
  businessDiscount?: Minor;
}

export type PricingProblemCode = OrderRuleCode | PriceMiss | 'invalid-discount' | 'invalid-price';

export interface PricingProblem {
  code: PricingProblemCode;
  productIndex?: number;
  customerIndex?: number;
}

export interface OrderPricingInput {
  priceLists: readonly PriceListForPricing[];
  channelId: number;
  priceTypeId: number;
  currencyId: number;
  businessClientId?: number | null;
  /** The business client's discount combinations (business-discount.ts); only with a businessClientId. */
  businessDiscounts?: readonly BusinessDiscount[] | null;
  vatRateBp: VatRateBp;
  products: readonly ProductToPrice[];
  orderDiscount: Discount | null;
  paid?: Minor;
  /** The order's coupon and the day the order is made (its booking date). */
  coupon?: { coupon: CouponForPricing; bookingDate: string } | null;
}

export type OrderPricing =
  | { ok: true; lines: PricedLine[]; totals: OrderTotals; /** R-ORD-2: OK when every price list confirms automatically, else RQ. */ autoConfirm: boolean }
  | { ok: false; problems: PricingProblem[] };

type LineTerms = Pick<OrderPricingInput, 'priceLists' | 'channelId' | 'priceTypeId' | 'currencyId' | 'businessClientId' | 'businessDiscounts'>;

/** The line's discount: the hand-given one, else the business client's combination for it. */
function lineDiscountOf(terms: LineTerms, productId: number, customer: CustomerToPrice): { discount: Discount | null; business: boolean } {
  if (customer.discount || !terms.businessClientId) return { discount: customer.discount, business: false };
  const bp = businessDiscountBp(terms.businessDiscounts, { channelId: terms.channelId, priceTypeId: terms.priceTypeId, productId });
  return bp === null || bp <= 0 ? { discount: null, business: false } : { discount: { kind: 'percent', percentBp: Math.min(bp, 10_000) }, business: true };
}

/** One customer type of one product entry, priced; or the problem that stops it. */
function priceCustomer(terms: LineTerms, entry: ProductEntry, customer: CustomerToPrice, at: { productIndex: number; customerIndex: number }): PricedLine | PricingProblem {
  // The query's fields named one by one: spreading the whole input into every line's query cost
  // ~20 us a line in V8.
  const query = { productId: entry.productId, customerTypeId: customer.customerTypeId, date: entry.date, channelId: terms.channelId, priceTypeId: terms.priceTypeId, currencyId: terms.currencyId, businessClientId: terms.businessClientId ?? null };
  const lookup = findPrice(terms.priceLists, query);
  if (!lookup.found) return { code: lookup.reason, ...at };
  const { list, line } = lookup;
  const unitPrice = customer.unitPrice ?? line.amount;
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 0) return { code: 'invalid-price', ...at };
  const discount = lineDiscountOf(terms, entry.productId, customer);
  const amounts = lineAmounts(customer.quantity, unitPrice, discount.discount);
  if (!amounts) return { code: 'invalid-discount', ...at };
  // Fields named one by one: this literal written with spreads (at, amounts, the business discount)
  // took ~50 us to build in V8, more than the rest of the line's pricing (bench/FINDINGS.md).
  const priced: PricedLine = {
    productIndex: at.productIndex,
    customerIndex: at.customerIndex,
    gross: amounts.gross,
    discountAmount: amounts.discountAmount,
    total: amounts.total,
    productId: entry.productId,
    date: entry.date,
    slotId: entry.slotId,
    customerTypeId: customer.customerTypeId,
    quantity: customer.quantity,
    unitPrice,
    listUnitPrice: line.amount,
    currencyId: list.currencyId,
    priceListId: list.id,
    priceLineId: line.id,
    perPerson: list.perPerson,
    autoConfirm: list.autoConfirm,
    seats: customer.quantity * line.qtyToUse,
    persons: list.perPerson ? customer.quantity : customer.quantity * line.quantity,
  };
  if (discount.business) priced.businessDiscount = amounts.discountAmount;
  return priced;
}

function isProblem(x: PricedLine | PricingProblem): x is PricingProblem {
  return 'code' in x;
}

/** R-CPN-1, R-CPN-3: the coupon's discount added to each line it covers, capped at the line's gross. */
function withCoupon(lines: PricedLine[], input: OrderPricingInput): PricedLine[] {
  if (!input.coupon) return lines;
  const { coupon, bookingDate } = input.coupon;
  const results = applyCoupon(coupon, { currencyId: input.currencyId, priceTypeId: input.priceTypeId, bookingDate }, lines);
  return lines.map((line, i) => {
    if (!results[i]!.applies) return line;
    const discountAmount = Math.min(line.gross, line.discountAmount + results[i]!.discountAmount);
    return { ...line, couponId: coupon.id, couponDiscount: discountAmount - line.discountAmount, discountAmount, total: line.gross - discountAmount };
  });
}

/** Prices every product entry of an order and totals it; every problem found is reported. */
export function calculateOrder(input: OrderPricingInput): OrderPricing {
  const problems: PricingProblem[] = checkOrderRules(input.products);
  const pricedLines: PricedLine[] = [];
  input.products.forEach((entry, productIndex) =>
    entry.customers.forEach((customer, customerIndex) => {
      const priced = priceCustomer(input, entry, customer, { productIndex, customerIndex });
      if (isProblem(priced)) problems.push(priced);
      else pricedLines.push(priced);
    }),
  );
  if (problems.length > 0) return { ok: false, problems };
  const lines = withCoupon(pricedLines, input);
  const totals = orderTotals({ lines, orderDiscount: input.orderDiscount, vatRateBp: input.vatRateBp, paid: input.paid ?? 0 });
  if (!totals) return { ok: false, problems: [{ code: 'invalid-discount' }] };
  return { ok: true, lines, totals, autoConfirm: lines.every((l) => l.autoConfirm) };
}
