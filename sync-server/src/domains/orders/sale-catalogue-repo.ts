import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { RepeatStop, SlotSeries, StopSaleRule } from '@pos/shared/calendar/index';
import type { PriceListForPricing } from '@pos/shared/pricing/price-lists';
import type { Tx } from '../../db/client';
import { customerTypes, priceLines, priceLists, products, providers, repeatStops, slots, stopSaleLifts, stopSales } from '../../db/schema';
import { notFound } from '@pos/shared/errors';

/** What a provider sells under: VAT (R-ORD-28, R-SET-5), time zone and local currency. */
export interface ProviderTerms {
  vatRateBp: number;
  timeZone: string;
  currencyId: number;
}

export async function loadProviderTerms(db: Tx, providerId: number): Promise<ProviderTerms> {
  const [row] = await db
    .select({ vatType: providers.vatType, vatRateBp: providers.vatRateBp, timeZone: providers.timezone, currencyId: providers.currencyId })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!row) throw notFound('Provider');
  return { vatRateBp: row.vatType === 'NoVat' ? 0 : row.vatRateBp, timeZone: row.timeZone, currencyId: row.currencyId };
}

export interface ProductForSale {
  id: number;
  name: string;
  /** Active and not deleted (R-ORD-5 f). */
  sellable: boolean;
}

export interface SlotForSale {
  series: SlotSeries;
  isVirtual: boolean;
  /** R-SLOT-21: before, after or allow, with minutes. */
  blockTiming: string;
  blockMinutes: number;
  forGroups: boolean;
  forIndividuals: boolean;
}

export interface CustomerTypeForSale {
  id: number;
  productId: number;
  name: string;
  deleted: boolean;
}

/** Everything a sale of these products and slots is checked and priced against, of one provider. */
export interface SaleCatalogue {
  products: Map<number, ProductForSale>;
  customerTypes: Map<number, CustomerTypeForSale>;
  priceLists: PriceListForPricing[];
  slots: Map<number, SlotForSale>;
  repeatStops: RepeatStop[];
  stopSales: StopSaleRule[];
}

export interface SaleScope {
  productIds: readonly number[];
  slotIds: readonly number[];
  /** The dates of the sale: stop sales touching them are loaded. */
  dates: readonly string[];
}

type Thunks = readonly (() => unknown)[];

/** Runs the queries in parallel on a pool, one after another on a transaction's single connection. */
async function runQueries<T extends Thunks>(queries: T, parallel: boolean): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (parallel) return (await Promise.all(queries.map((q) => q()))) as never;
  const out: unknown[] = [];
  for (const q of queries) out.push(await q());
  return out as never;
}

/**
 * Loads the catalogue of a sale, every query scoped to the provider: a product, slot or price
 * list of another provider is simply absent. `inTransaction`: the queries share one connection.
 */
export async function loadSaleCatalogue(db: Tx, providerId: number, scope: SaleScope, inTransaction = false): Promise<SaleCatalogue> {
  const productIds = [...new Set(scope.productIds)];
  const slotIds = [...new Set(scope.slotIds)];
  const dates = [...scope.dates].sort();
  const [productRows, typeRows, listRows, lineRows, slotRows, stopRows, stopSaleRows] = await runQueries(
    [
      () => productIds.length === 0 ? [] : db.select({ id: products.id, name: products.name, active: products.active, deletedAt: products.deletedAt }).from(products).where(and(eq(products.providerId, providerId), inArray(products.id, productIds))),
      () => productIds.length === 0 ? [] : db.select().from(customerTypes).where(and(eq(customerTypes.providerId, providerId), inArray(customerTypes.productId, productIds))),
      () => productIds.length === 0 ? [] : db.select().from(priceLists).where(and(eq(priceLists.providerId, providerId), inArray(priceLists.productId, productIds))),
      () =>
        productIds.length === 0
          ? []
          : db
              .select({ line: priceLines, productId: priceLists.productId })
              .from(priceLines)
              .innerJoin(priceLists, eq(priceLists.id, priceLines.priceListId))
              .where(and(eq(priceLists.providerId, providerId), inArray(priceLists.productId, productIds))),
      () => slotIds.length === 0 ? [] : db.select().from(slots).where(and(eq(slots.providerId, providerId), inArray(slots.id, slotIds))),
      () => slotIds.length === 0 ? [] : db.select().from(repeatStops).innerJoin(slots, eq(slots.id, repeatStops.slotId)).where(and(eq(slots.providerId, providerId), inArray(repeatStops.slotId, slotIds))),
      () =>
        dates.length === 0 || productIds.length === 0
          ? []
          : db
              .select()
              .from(stopSales)
              .where(
                and(
                  eq(stopSales.providerId, providerId),
                  lte(stopSales.startDate, dates[dates.length - 1]!),
                  gte(stopSales.endDate, dates[0]!),
                  or(slotIds.length === 0 ? sql`false` : inArray(stopSales.slotId, slotIds), sql`${stopSales.productIds} && ARRAY[${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}]::integer[]`),
                ),
              ),
    ] as const,
    !inTransaction,
  );
  const lifts =
    stopSaleRows.length === 0
      ? []
      : await db
          .select()
          .from(stopSaleLifts)
          .where(
            inArray(
              stopSaleLifts.stopSaleId,
              stopSaleRows.map((r) => r.id),
            ),
          );

  const types = new Map(typeRows.map((t) => [t.id, { id: t.id, productId: t.productId, name: t.name, deleted: t.deletedAt !== null }]));
  const priceListsForPricing: PriceListForPricing[] = listRows.map((l) => ({
    id: l.id,
    productId: l.productId,
    currencyId: l.currencyId,
    channelId: l.channelId,
    priceTypeId: l.priceTypeId,
    businessClientId: l.businessClientId,
    fromDate: l.fromDate,
    toDate: l.toDate,
    daysOfWeek: l.daysOfWeek,
    perPerson: l.perPerson,
    autoConfirm: l.autoConfirm,
    active: l.active,
    deleted: l.deletedAt !== null,
    lines: lineRows
      .filter((r) => r.line.priceListId === l.id)
      .map(({ line, productId }) => {
        const type = types.get(line.customerTypeId);
        // A line whose customer type is gone (or belongs to another product) prices nothing (R-ORD-5 a).
        const typeGone = !type || type.deleted || type.productId !== productId;
        return { id: line.id, customerTypeId: line.customerTypeId, amount: line.amount, quantity: line.quantity, qtyToUse: line.qtyToUse, deleted: line.deletedAt !== null || typeGone };
      }),
  }));
  return {
    products: new Map(productRows.map((p) => [p.id, { id: p.id, name: p.name, sellable: p.active && p.deletedAt === null }])),
    customerTypes: types,
    priceLists: priceListsForPricing,
    slots: new Map(
      slotRows.map((s) => [
        s.id,
        {
          series: {
            id: s.id,
            productId: s.productId,
            startDate: s.startDate,
            startTime: s.startTime,
            endTime: s.endTime,
            repeatMode: s.repeatMode === 2 || s.repeatMode === 3 ? s.repeatMode : 1,
            daysOfWeek: s.daysOfWeek,
            repeatEndDate: s.repeatEndDate,
            repeatCount: s.repeatCount,
            limit: s.limit,
            deleted: s.deletedAt !== null,
          },
          isVirtual: s.isVirtual,
          blockTiming: s.blockCreatingNewOrdersBefore,
          blockMinutes: s.orderBlockMinutes,
          forGroups: s.forGroups,
          forIndividuals: s.forIndividuals,
        },
      ]),
    ),
    repeatStops: stopRows.map(({ repeat_stops: r }) => ({ slotId: r.slotId, startDate: r.startDate, endDate: r.endDate, daysOfWeek: r.daysOfWeek, isChange: r.isChange })),
    stopSales: stopSaleRows.map((r) => ({
      id: r.id,
      productIds: r.productIds,
      slotId: r.slotId,
      startDate: r.startDate,
      endDate: r.endDate,
      daysOfWeek: r.daysOfWeek,
      fromTime: r.fromTime,
      toTime: r.toTime,
      lifts: lifts.filter((l) => l.stopSaleId === r.id).map((l) => ({ slotId: l.slotId, date: l.date })),
    })),
  };
}
