import { eq } from 'drizzle-orm';
import { occurrenceKey, type RepeatStop, type SlotSeries, type StopSaleRule } from '@pos/shared/calendar/index';
import type { PriceListForPricing } from '@pos/shared/pricing/price-lists';
import { runNamed, type NamedStatement, type Tx } from '../../db/client';
import { providers } from '../../db/schema';
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

/** A price list with its limit per day (R-PRICE-2; null: no limit). */
export type PriceListForSale = PriceListForPricing & { dailyLimit: number | null };

/** Everything a sale of these products and slots is checked and priced against, of one provider. */
export interface SaleCatalogue {
  provider: ProviderTerms;
  products: Map<number, ProductForSale>;
  priceLists: PriceListForSale[];
  slots: Map<number, SlotForSale>;
  /** R-SLOT-21: customer types whose orders close some minutes before the start, by id. */
  customerTypeBlockMinutes: Map<number, number>;
  repeatStops: RepeatStop[];
  stopSales: StopSaleRule[];
  /** Seats sold of the slots on the dates, keyed by occurrenceKey. */
  sold: Map<string, number>;
}

export interface SaleScope {
  productIds: readonly number[];
  slotIds: readonly number[];
  /** The dates of the sale: stop sales touching them are loaded. */
  dates: readonly string[];
}

interface CatalogueJson {
  provider: { vatType: string; vatRateBp: number; timeZone: string; currencyId: number } | null;
  products: ProductForSale[];
  priceLists: PriceListForSale[];
  customerTypeBlocks: { id: number; minutes: number }[];
  slots: (Omit<SlotForSale, 'series'> & Omit<SlotSeries, 'repeatMode'> & { repeatMode: number })[];
  repeatStops: RepeatStop[];
  stopSales: StopSaleRule[];
  sold: { slotId: number; date: string; sold: number }[];
}

/** $1 provider, $2 products, $3 slots, $4 and $5 the first and last date, $6 the dates. */
const SALE_CATALOGUE: NamedStatement = {
  name: 'sale_catalogue',
  text: `select
    (select json_build_object('vatType', vat_type, 'vatRateBp', vat_rate_bp, 'timeZone', timezone, 'currencyId', currency_id) from providers where id = $1) as provider,
    (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'sellable', active and deleted_at is null)), '[]')
       from products where provider_id = $1 and id = any($2::integer[])) as products,
    (select coalesce(json_agg(json_build_object(
        'id', pl.id, 'productId', pl.product_id, 'currencyId', pl.currency_id, 'channelId', pl.channel_id, 'priceTypeId', pl.price_type_id,
        'businessClientId', pl.business_client_id, 'fromDate', pl.from_date, 'toDate', pl.to_date, 'daysOfWeek', pl.days_of_week,
        'perPerson', pl.per_person, 'autoConfirm', pl.auto_confirm, 'active', pl.active, 'deleted', pl.deleted_at is not null, 'dailyLimit', pl.daily_limit,
        -- A line whose customer type is gone (or of another product) prices nothing (R-ORD-5 a).
        'lines', (select coalesce(json_agg(json_build_object('id', l.id, 'customerTypeId', l.customer_type_id, 'amount', l.amount, 'quantity', l.quantity, 'qtyToUse', l.qty_to_use,
                    'deleted', l.deleted_at is not null or ct.id is null or ct.deleted_at is not null or ct.product_id <> pl.product_id)), '[]')
                  from price_lines l left join customer_types ct on ct.id = l.customer_type_id where l.price_list_id = pl.id))), '[]')
       from price_lists pl where pl.provider_id = $1 and pl.product_id = any($2::integer[])) as "priceLists",
    (select coalesce(json_agg(json_build_object('id', id, 'minutes', order_block_minutes)), '[]')
       from customer_types where provider_id = $1 and product_id = any($2::integer[]) and order_block_minutes > 0) as "customerTypeBlocks",
    (select coalesce(json_agg(json_build_object(
        'id', id, 'productId', product_id, 'startDate', start_date, 'startTime', to_char(start_time, 'HH24:MI:SS'), 'endTime', to_char(end_time, 'HH24:MI:SS'),
        'repeatMode', repeat_mode, 'daysOfWeek', days_of_week, 'repeatEndDate', repeat_end_date, 'repeatCount', repeat_count, 'limit', "limit",
        'deleted', deleted_at is not null, 'isVirtual', is_virtual, 'blockTiming', block_creating_new_orders_before, 'blockMinutes', order_block_minutes,
        'forGroups', for_groups, 'forIndividuals', for_individuals)), '[]')
       from slots where provider_id = $1 and id = any($3::integer[])) as slots,
    (select coalesce(json_agg(json_build_object('slotId', r.slot_id, 'startDate', r.start_date, 'endDate', r.end_date, 'daysOfWeek', r.days_of_week, 'isChange', r.is_change)), '[]')
       from repeat_stops r join slots s on s.id = r.slot_id where s.provider_id = $1 and r.slot_id = any($3::integer[])) as "repeatStops",
    (select coalesce(json_agg(json_build_object(
        'id', ss.id, 'productIds', ss.product_ids, 'slotId', ss.slot_id, 'startDate', ss.start_date, 'endDate', ss.end_date, 'daysOfWeek', ss.days_of_week,
        'fromTime', to_char(ss.from_time, 'HH24:MI:SS'), 'toTime', to_char(ss.to_time, 'HH24:MI:SS'),
        'lifts', (select coalesce(json_agg(json_build_object('slotId', sl.slot_id, 'date', sl.date)), '[]') from stop_sale_lifts sl where sl.stop_sale_id = ss.id))), '[]')
       from stop_sales ss
       where ss.provider_id = $1 and ss.start_date <= $5::date and ss.end_date >= $4::date and (ss.slot_id = any($3::integer[]) or ss.product_ids && $2::integer[])) as "stopSales",
    (select coalesce(json_agg(json_build_object('slotId', o.slot_id, 'date', o.date, 'sold', o.sold)), '[]')
       from slot_occurrences o join slots s on s.id = o.slot_id
       where s.provider_id = $1 and o.slot_id = any($3::integer[]) and o.date = any($6::date[])) as sold`,
};

/**
 * The provider's terms and the catalogue of a sale (products, price lists with their lines, slots
 * with their repeat stops, stop sales with their lifts) in one statement, every part scoped to the
 * provider: a product, slot or price list of another provider is simply absent. Written as plain
 * SQL text with six parameters, built once: it runs on every sale, and building it from query-builder
 * pieces (each use of a value a parameter of its own) cost more CPU than running it.
 */
export async function loadSaleCatalogue(db: Tx, providerId: number, scope: SaleScope): Promise<SaleCatalogue> {
  const dates = [...new Set(scope.dates)].sort();
  const [from, to] = [dates[0] ?? null, dates[dates.length - 1] ?? null];
  // Named: Postgres parses this long statement once per connection.
  const [row] = await runNamed<CatalogueJson>(db, SALE_CATALOGUE, [providerId, [...new Set(scope.productIds)], [...new Set(scope.slotIds)], from, to, dates]);
  if (!row) throw notFound('Provider');
  if (!row.provider) throw notFound('Provider');
  return {
    provider: { vatRateBp: row.provider.vatType === 'NoVat' ? 0 : row.provider.vatRateBp, timeZone: row.provider.timeZone, currencyId: row.provider.currencyId },
    products: new Map(row.products.map((p) => [p.id, p])),
    priceLists: row.priceLists,
    customerTypeBlockMinutes: new Map(row.customerTypeBlocks.map((c) => [c.id, c.minutes])),
    slots: new Map(
      row.slots.map(({ isVirtual, blockTiming, blockMinutes, forGroups, forIndividuals, repeatMode, ...series }) => [
        series.id,
        { series: { ...series, repeatMode: repeatMode === 2 || repeatMode === 3 ? repeatMode : 1 }, isVirtual, blockTiming, blockMinutes, forGroups, forIndividuals },
      ]),
    ),
    repeatStops: row.repeatStops,
    stopSales: row.stopSales,
    sold: soldMap(row.sold),
  };
}

function soldMap(rows: CatalogueJson['sold']): Map<string, number> {
  return new Map(rows.map((o) => [occurrenceKey(o.slotId, o.date), o.sold]));
}

/** $1 provider, $2 slots, $3 the dates: the seats sold, the part of a sale's catalogue that changes with every sale. */
const SEATS_SOLD: NamedStatement = {
  name: 'seats_sold',
  text: `select coalesce(json_agg(json_build_object('slotId', o.slot_id, 'date', o.date, 'sold', o.sold)), '[]') as sold
    from slot_occurrences o join slots s on s.id = o.slot_id
    where s.provider_id = $1 and o.slot_id = any($2::integer[]) and o.date = any($3::date[])`,
};

/** Seats sold of the slots on the dates, keyed by occurrenceKey (as SaleCatalogue.sold). */
export async function loadSeatsSold(db: Tx, providerId: number, slotIds: readonly number[], dates: readonly string[]): Promise<Map<string, number>> {
  const [row] = await runNamed<Pick<CatalogueJson, 'sold'>>(db, SEATS_SOLD, [providerId, [...new Set(slotIds)], [...new Set(dates)]]);
  return soldMap(row?.sold ?? []);
}

/** The tables a sale's catalogue is read from, but for the seats sold (sale-catalogue-cache.ts watches them). */
export const CATALOGUE_TABLES = ['providers', 'products', 'price_lists', 'price_lines', 'customer_types', 'slots', 'repeat_stops', 'stop_sales', 'stop_sale_lifts'] as const;
