import { instantToLocal, localToInstant } from '@pos/shared/calendar/index';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { BusinessDiscount } from '@pos/shared/pricing/business-discount';
import { calculateOrder, type Discount, type OrderPricing, type PricedLine, type ProductToPrice } from '@pos/shared/pricing/calculate-order';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import type { OrderCoupon } from './order-coupon';
import { checkOccurrence, type Clock, type PastRights } from './occurrence-check';
import { pricingRefusal, saleRefusal } from './sale-problems';
import { loadSaleCatalogue, type SaleCatalogue, type SaleScope } from './sale-catalogue-repo';
import { netDailyTakes, type DailyTake } from './daily-limits-repo';

/** The terms an order is priced under (002 §7.5 order/calculate). */
export interface SaleTerms {
  channelId: number;
  priceTypeId: number;
  currencyId: number;
  businessClientId: number | null;
  /** The client's type (R-CASH-4) and discount combinations (shared/src/pricing/business-discount.ts). */
  businessClientTypeId?: number | null;
  businessDiscounts?: readonly BusinessDiscount[];
  vatRateBp: number;
}

export interface RequestedProduct extends ProductToPrice {
  slotId: number;
  /** The slot start time the caller saw (slot.startTime). */
  startTime?: string;
}

export function todayOf(now: Date, timeZone: string): string {
  return instantToLocal(now, timeZone).date;
}

export function clockOf(now: Date, timeZone: string): Clock {
  return { now, timeZone, today: todayOf(now, timeZone) };
}

export function pastRightsOf(actor: Actor): PastRights {
  return { orderInPast: actor.permissions.has(Permission.CreateChangeOrderInPast), slotInPast: actor.permissions.has(Permission.CreateChangeSlotInPast) };
}

/** The products, slots and dates a sale's catalogue is read for. */
export function saleScopeOf(products: readonly { productId: number; slotId: number; date: string }[]): SaleScope {
  return { productIds: products.map((p) => p.productId), slotIds: products.map((p) => p.slotId), dates: products.map((p) => p.date) };
}

export function catalogueFor(db: Tx, providerId: number, products: readonly { productId: number; slotId: number; date: string }[]): Promise<SaleCatalogue> {
  return loadSaleCatalogue(db, providerId, saleScopeOf(products));
}

/** R-ORD-19, R-ORD-5, R-ORD-10: every requested occurrence can be sold now, or the first that cannot is refused. */
export function assertOccurrencesSellable(catalogue: SaleCatalogue, products: readonly RequestedProduct[], clock: Clock, rights: PastRights): void {
  products.forEach((p, productIndex) => {
    const problem = checkOccurrence(catalogue, p, clock, rights);
    if (problem === 'product-not-found') throw notFound('Product');
    if (problem) throw saleRefusal(problem, { productIndex, slotId: p.slotId, date: p.date });
  });
}

const MINUTE_MS = 60_000;

/**
 * R-SLOT-21 for customer types: a customer type with order block minutes closes its orders that many
 * minutes before the slot starts, whatever the slot's own block; once the slot has started, a holder
 * of CreateChangeSlotInPast (41) may sell it as any started slot (the slot's rules, checked first,
 * decide the rest).
 */
export function assertCustomerTypesOpen(catalogue: SaleCatalogue, products: readonly RequestedProduct[], clock: Clock, rights: PastRights): void {
  if (catalogue.customerTypeBlockMinutes.size === 0) return;
  products.forEach((p, productIndex) => {
    const slot = catalogue.slots.get(p.slotId);
    if (!slot) return;
    const start = localToInstant(p.date, slot.series.startTime, clock.timeZone).getTime();
    const now = clock.now.getTime();
    if (now >= start && rights.slotInPast) return;
    p.customers.forEach((c, customerIndex) => {
      const minutes = catalogue.customerTypeBlockMinutes.get(c.customerTypeId);
      if (minutes !== undefined && now >= start - minutes * MINUTE_MS) {
        throw saleRefusal('slot-blocked-by-time', { productIndex, customerIndex, slotId: p.slotId, date: p.date, customerTypeId: c.customerTypeId, orderBlockMinutes: minutes });
      }
    });
  });
}

/** R-PRICE-2: the tickets the priced lines take from price lists limited per day, by (list, date). */
export function dailyTakesOf(lines: readonly PricedLine[], catalogue: SaleCatalogue): DailyTake[] {
  const limited = new Set(catalogue.priceLists.filter((l) => l.dailyLimit !== null).map((l) => l.id));
  return netDailyTakes(lines.filter((l) => limited.has(l.priceListId)).map((l) => ({ priceListId: l.priceListId, date: l.date, quantity: l.quantity })));
}

/** Prices the products under the terms, or refuses with the first problem. */
export function priceSale(
  catalogue: SaleCatalogue,
  terms: SaleTerms,
  products: readonly ProductToPrice[],
  orderDiscount: Discount | null,
  paid = 0,
  coupon: OrderCoupon | null = null,
): Extract<OrderPricing, { ok: true }> {
  const pricing = calculateOrder({ ...terms, priceLists: catalogue.priceLists, products, orderDiscount, paid, coupon });
  if (!pricing.ok) throw pricingRefusal(pricing.problems);
  return pricing;
}
