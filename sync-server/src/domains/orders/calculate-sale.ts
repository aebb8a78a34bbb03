import type { Static } from 'typebox';
import { occurrenceKey } from '@pos/shared/calendar/index';
import { bpToPercent } from '@pos/shared/money';
import type { Discount, OrderPricing } from '@pos/shared/pricing/calculate-order';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { assertCustomerTypesOpen, assertOccurrencesSellable, catalogueFor, clockOf, dailyTakesOf, pastRightsOf, priceSale, saleScopeOf, type RequestedProduct, type SaleTerms } from './prepare-sale';
import type { SaleCatalogueCache } from './sale-catalogue-cache';
import { assertCashierDiscount, assertCashierMaySell } from './cashier-check';
import { dailySold } from './daily-limits-repo';
import type { SaleCatalogue } from './sale-catalogue-repo';
import type { Calculation } from '@pos/shared/api/orders';
import { saleTerms, type TermsInput } from './sale-input';
import { couponForOrder, type CouponRef } from './order-coupon';

type Priced = Extract<OrderPricing, { ok: true }>;

/**
 * The answer of order/calculate: lines by product entry, totals, and where a slot has too few seats
 * left or a price list too few tickets left that day (R-PRICE-2; `dailyOver` holds those lists' days).
 */
function calculationView(pricing: Priced, terms: SaleTerms, products: readonly RequestedProduct[], orderDiscount: Discount | null, catalogue: SaleCatalogue, dailyOver: ReadonlySet<string>): Static<typeof Calculation> {
  const t = pricing.totals;
  // Seats asked per occurrence across the whole order, against what is left.
  const asked = new Map<string, number>();
  for (const l of pricing.lines) asked.set(occurrenceKey(l.slotId!, l.date), (asked.get(occurrenceKey(l.slotId!, l.date)) ?? 0) + l.seats);
  const exceeded = (slotId: number, date: string) => {
    const limit = catalogue.slots.get(slotId)?.series.limit ?? null;
    const key = occurrenceKey(slotId, date);
    return limit !== null && (catalogue.sold.get(key) ?? 0) + (asked.get(key) ?? 0) > limit;
  };
  return {
    status: pricing.autoConfirm ? 'OK' : 'RQ',
    currencyId: terms.currencyId,
    gross: t.gross,
    net: t.net,
    paid: t.paid,
    ballance: t.balance,
    totals: {
      priceTotal: t.gross,
      totalToPay: t.totalToPay,
      discountAmount: t.discountAmount,
      discountPercent: orderDiscount?.kind === 'percent' ? bpToPercent(orderDiscount.percentBp) : 0,
      vatAmount: t.vatAmount,
      vatPercent: bpToPercent(t.vatRateBp),
    },
    products: products.map((p, productIndex) => ({
      productId: p.productId,
      date: p.date,
      slotId: p.slotId,
      customers: pricing.lines
        .filter((l) => l.productIndex === productIndex)
        .map((l) => ({
          customerTypeId: l.customerTypeId,
          quantity: l.quantity,
          priceForOne: l.unitPrice,
          price: l.total,
          discountAmount: l.discountAmount,
          priceListId: l.priceListId,
          qtyToUse: l.seats / l.quantity,
          persons: l.persons,
          limitExceeded: exceeded(p.slotId, p.date) || dailyOver.has(`${l.priceListId}:${l.date}`),
          couponId: l.couponId ?? null,
          couponDiscount: l.couponDiscount ?? 0,
        })),
    })),
  };
}

/**
 * order/calculate and order/products/calculate: the same checks and prices as order/create, nothing
 * written. With `catalogues`, the catalogue's parts that change seldom come from memory (sale-catalogue-cache.ts).
 */
export async function calculateSale(db: Tx, actor: Actor, termsInput: TermsInput, products: RequestedProduct[], orderDiscount: Discount | null, now: Date, couponRef: CouponRef | null = null, catalogues: SaleCatalogueCache | null = null) {
  const catalogue = catalogues ? await catalogues.catalogueOf(actor.providerId, saleScopeOf(products)) : await catalogueFor(db, actor.providerId, products);
  const terms = await saleTerms(db, actor.providerId, termsInput, catalogue.provider);
  assertCashierMaySell(actor, terms.priceTypeId, products, terms.businessClientId === null ? null : { businessClientTypeId: terms.businessClientTypeId ?? null });
  const clock = clockOf(now, catalogue.provider.timeZone);
  const rights = pastRightsOf(actor);
  assertOccurrencesSellable(catalogue, products, clock, rights);
  assertCustomerTypesOpen(catalogue, products, clock, rights);
  const coupon = await couponForOrder(db, actor.providerId, couponRef, clock.today);
  const pricing = priceSale(catalogue, terms, products, orderDiscount, 0, coupon);
  assertCashierDiscount(actor, pricing.totals, pricing.lines);
  const days = await dailySold(db, dailyTakesOf(pricing.lines, catalogue));
  const dailyOver = new Set(days.filter((d) => d.sold + d.quantity > d.limit).map((d) => `${d.priceListId}:${d.date}`));
  return calculationView(pricing, terms, products, orderDiscount, catalogue, dailyOver);
}
