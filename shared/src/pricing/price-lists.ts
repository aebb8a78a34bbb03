/**
 * Which price applies to a customer type of a product on a date (R-PRICE-2, R-ORD-5, R-ORD-20):
 * the price line of a price list that is valid for the date, week day, channel, price type,
 * currency and business client, active and not deleted.
 */
import { hasWeekday } from '../weekdays';
import type { Minor } from '../money';

export interface PriceLineForPricing {
  id: number;
  customerTypeId: number;
  /** Price including VAT, minor units. */
  amount: Minor;
  /** Persons one unit covers on a per-unit price list (price line `quantity`). */
  quantity: number;
  /** Seats of the slot one ticket or unit takes (R-PRICE-4, default 1). */
  qtyToUse: number;
  deleted: boolean;
}

export interface PriceListForPricing {
  id: number;
  productId: number;
  currencyId: number;
  channelId: number;
  priceTypeId: number;
  /** A list made for one business client; null for everyone. */
  businessClientId: number | null;
  fromDate: string;
  toDate: string;
  /** Week-day bit flags (shared/src/weekdays.ts). */
  daysOfWeek: number;
  perPerson: boolean;
  /** R-PRICE-2: auto confirm (orders OK) or on request (orders RQ). */
  autoConfirm: boolean;
  active: boolean;
  deleted: boolean;
  lines: PriceLineForPricing[];
}

/** What the sale is for: one product and customer type on a date, in the order's terms. */
export interface PriceQuery {
  productId: number;
  customerTypeId: number;
  date: string;
  channelId: number;
  priceTypeId: number;
  currencyId: number;
  businessClientId?: number | null;
}

export type PriceMiss =
  /** No usable price list for the product on that date, channel and price type (R-ORD-5 c). */
  | 'no-price-list'
  /** Price lists exist, but none prices this customer type (R-ORD-5 a). */
  | 'no-customer-type-price'
  /** The product is priced only in another currency (R-ORD-20). */
  | 'other-currency';

export type PriceLookup = { found: true; list: PriceListForPricing; line: PriceLineForPricing } | { found: false; reason: PriceMiss };

/** A list that may price this query, whatever its currency. */
function usableIgnoringCurrency(list: PriceListForPricing, q: PriceQuery): boolean {
  return (
    list.active &&
    !list.deleted &&
    list.productId === q.productId &&
    list.channelId === q.channelId &&
    list.priceTypeId === q.priceTypeId &&
    (list.businessClientId === null || list.businessClientId === (q.businessClientId ?? null)) &&
    list.fromDate <= q.date &&
    q.date <= list.toDate &&
    hasWeekday(list.daysOfWeek, q.date)
  );
}

export function isPriceListValidFor(list: PriceListForPricing, q: PriceQuery): boolean {
  return usableIgnoringCurrency(list, q) && list.currencyId === q.currencyId;
}

export function lineOf(list: PriceListForPricing, customerTypeId: number): PriceLineForPricing | undefined {
  return list.lines.find((l) => !l.deleted && l.customerTypeId === customerTypeId);
}

/**
 * Most specific first when several lists are valid: one made for the business client before the
 * general ones, then the one starting latest (a seasonal list over the yearly one), then the newest.
 */
function bySpecificity(a: PriceListForPricing, b: PriceListForPricing): number {
  const client = Number(b.businessClientId !== null) - Number(a.businessClientId !== null);
  if (client !== 0) return client;
  if (a.fromDate !== b.fromDate) return a.fromDate < b.fromDate ? 1 : -1;
  return b.id - a.id;
}

export function findPrice(lists: readonly PriceListForPricing[], q: PriceQuery): PriceLookup {
  const usable = lists.filter((l) => usableIgnoringCurrency(l, q));
  const inCurrency = usable.filter((l) => l.currencyId === q.currencyId).sort(bySpecificity);
  for (const list of inCurrency) {
    const line = lineOf(list, q.customerTypeId);
    if (line) return { found: true, list, line };
  }
  if (inCurrency.length > 0) return { found: false, reason: 'no-customer-type-price' };
  if (usable.some((l) => lineOf(l, q.customerTypeId))) return { found: false, reason: 'other-currency' };
  return { found: false, reason: 'no-price-list' };
}
