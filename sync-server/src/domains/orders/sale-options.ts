import type { Static } from 'typebox';
import { occurrenceKey, occursOn } from '@pos/shared/calendar/index';
import { findPrice } from '@pos/shared/pricing/price-lists';
import { PriceType } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { checkOccurrence } from './occurrence-check';
import { clockOf, pastRightsOf, type SaleTerms } from './prepare-sale';
import { loadSaleCatalogue } from './sale-catalogue-repo';
import { customerTypesOfProduct, productsWithPriceLists, slotIdsOfProduct } from './sale-options-repo';
import type { CustomerTypeForSale, ProductForSale, SlotForSale } from '@pos/shared/api/orders';

/**
 * order/products/slots: the product's slots on the date with sold and available seats and, when
 * one cannot be sold now, why (R-ORD-19, R-SLOT-21, stop sale). Groups see slots for groups, other
 * price types slots for individuals.
 */
export async function slotsForSale(db: Tx, actor: Actor, q: { productId: number; date: string; priceTypeId?: number }, timeZone: string, now: Date): Promise<Static<typeof SlotForSale>[]> {
  const slotIds = await slotIdsOfProduct(db, actor.providerId, q.productId, q.date);
  const catalogue = await loadSaleCatalogue(db, actor.providerId, { productIds: [q.productId], slotIds, dates: [q.date] });
  const clock = clockOf(now, timeZone);
  const rights = pastRightsOf(actor);
  return [...catalogue.slots.values()]
    .filter((s) => occursOn(s.series, catalogue.repeatStops, q.date))
    .filter((s) => q.priceTypeId === undefined || (q.priceTypeId === PriceType.Groups ? s.forGroups : s.forIndividuals))
    .sort((a, b) => (a.series.startTime < b.series.startTime ? -1 : a.series.startTime > b.series.startTime ? 1 : a.series.id - b.series.id))
    .map((s) => {
      const taken = catalogue.sold.get(occurrenceKey(s.series.id, q.date)) ?? 0;
      return {
        slotId: s.series.id,
        productId: q.productId,
        date: q.date,
        startTime: s.series.startTime,
        endTime: s.series.endTime,
        limit: s.series.limit,
        sold: taken,
        available: s.series.limit === null ? null : Math.max(0, s.series.limit - taken),
        isVirtual: s.isVirtual,
        blockedReason: checkOccurrence(catalogue, { productId: q.productId, slotId: s.series.id, date: q.date }, clock, rights),
      };
    });
}

/** order/products/customer-types: the product's customer types with their price under the terms on the date. */
export async function customerTypesForSale(db: Tx, providerId: number, productId: number, date: string, terms: SaleTerms): Promise<Static<typeof CustomerTypeForSale>[]> {
  const [types, catalogue] = await Promise.all([customerTypesOfProduct(db, providerId, productId), loadSaleCatalogue(db, providerId, { productIds: [productId], slotIds: [], dates: [] })]);
  return types.map((t) => {
    const price = findPrice(catalogue.priceLists, { ...terms, productId, customerTypeId: t.id, date });
    return {
      ...t,
      priceForOne: price.found ? price.line.amount : null,
      priceListId: price.found ? price.list.id : null,
      currencyId: price.found ? price.list.currencyId : null,
      perPerson: price.found ? price.list.perPerson : null,
      qtyToUse: price.found ? price.line.qtyToUse : null,
    };
  });
}

/** order/products/price-type: the products that can be sold under a price type (and business client). */
export async function productsForPriceType(db: Tx, providerId: number, q: { priceTypeId: number; date: string; channelId?: number; businessClientId: number | null }): Promise<Static<typeof ProductForSale>[]> {
  const rows = await productsWithPriceLists(db, providerId, q);
  const byId = new Map<number, Static<typeof ProductForSale>>();
  for (const r of rows) {
    const p = byId.get(r.id) ?? { id: r.id, name: r.name, pricePerPerson: r.pricePerPerson, currencyIds: [], autoConfirm: true };
    if (!p.currencyIds.includes(r.currencyId)) p.currencyIds.push(r.currencyId);
    p.autoConfirm &&= r.autoConfirm;
    byId.set(r.id, p);
  }
  return [...byId.values()];
}
