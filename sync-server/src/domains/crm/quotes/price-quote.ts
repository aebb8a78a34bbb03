import type { QuoteProductInput } from '@pos/shared/api/quotes';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../http/types';
import type { QuoteProduct } from '../../../db/schema';
import { calculateSale } from '../../orders/calculate-sale';
import { requestedProducts } from '../../orders/sale-input';

export interface QuoteTerms {
  priceTypeId: number;
  channelId: number;
  currencyId?: number;
}

export interface PricedQuote {
  products: QuoteProduct[];
  totalToPay: number;
  currencyId: number;
}

/**
 * R-QUO-4: a quote's lines are priced and checked exactly as an order's (order/calculate's steps:
 * quantities 1..1000 and no duplicates, discount bounds, availability and passed slots, one
 * currency), so what the customer accepts is what order/create will take.
 */
export async function priceQuote(db: Tx, actor: Actor, terms: QuoteTerms, entries: readonly QuoteProductInput[], now: Date): Promise<PricedQuote> {
  const requested = requestedProducts(actor, entries);
  const calc = await calculateSale(db, actor, terms, requested, null, now);
  const products = entries.map((entry, i): QuoteProduct => {
    const priced = calc.products[i]!.customers;
    return {
      productId: entry.productId,
      date: entry.date,
      slotId: entry.slotId,
      customers: entry.customers.map((c, j) => ({
        customerTypeId: c.customerTypeId,
        quantity: c.quantity,
        discountAmount: c.discountAmount ?? null,
        discountPercent: c.discountPercent ?? null,
        priceForOne: priced[j]?.priceForOne ?? 0,
        price: priced[j]?.price ?? 0,
      })),
    };
  });
  return { products, totalToPay: calc.totals.totalToPay, currencyId: calc.currencyId };
}

/** The stored entries as the pricing takes them again. */
export function entriesOf(products: readonly QuoteProduct[]): QuoteProductInput[] {
  return products.map((p) => ({
    productId: p.productId,
    date: p.date,
    slotId: p.slotId,
    customers: p.customers.map((c) => ({ customerTypeId: c.customerTypeId, quantity: c.quantity, discountAmount: c.discountAmount ?? null, discountPercent: c.discountPercent ?? null })),
  }));
}
