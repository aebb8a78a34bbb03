import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { CurrencyRateEntry } from '@pos/shared/currency';
import type { Tx } from '../../db/client';
import { providerCurrencyRates as rates } from '../../db/schema';

const rateColumns = { id: rates.id, currencyId: rates.currencyId, date: rates.fromDate, rate: rates.rate, updatedAt: rates.updatedAt };
export type CurrencyRateRow = { id: number; currencyId: number; date: string; rate: number; updatedAt: Date };

export async function findCurrencyRate(db: Tx, providerId: number, id: number): Promise<CurrencyRateRow | null> {
  const [row] = await db.select(rateColumns).from(rates).where(and(eq(rates.providerId, providerId), eq(rates.id, id)));
  return row ?? null;
}

/** The provider's rates, newest date first, narrowed by currency and by the dates the rates start on. */
export async function searchCurrencyRates(db: Tx, providerId: number, filter: { currencyId?: number; dateFrom?: string; dateTo?: string }): Promise<CurrencyRateRow[]> {
  const where: SQL[] = [eq(rates.providerId, providerId)];
  if (filter.currencyId !== undefined) where.push(eq(rates.currencyId, filter.currencyId));
  if (filter.dateFrom !== undefined) where.push(gte(rates.fromDate, filter.dateFrom));
  if (filter.dateTo !== undefined) where.push(lte(rates.fromDate, filter.dateTo));
  return db
    .select(rateColumns)
    .from(rates)
    .where(and(...where))
    .orderBy(desc(rates.fromDate), asc(rates.currencyId));
}

/** Every rate of the provider, for rateOn of @pos/shared/currency. */
export async function loadCurrencyRates(db: Tx, providerId: number): Promise<CurrencyRateEntry[]> {
  return db.select({ currencyId: rates.currencyId, fromDate: rates.fromDate, rate: rates.rate }).from(rates).where(eq(rates.providerId, providerId));
}

/** Holds the provider's rates of one currency until the transaction ends: one save at a time. */
export async function lockCurrencyRates(tx: Tx, providerId: number, currencyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`currency-rate:${providerId}:${currencyId}`}))`);
}

/** Whether another rate of the currency starts on this date. */
export async function rateDateTaken(tx: Tx, providerId: number, currencyId: number, date: string, exceptId: number | null): Promise<boolean> {
  const same = and(eq(rates.providerId, providerId), eq(rates.currencyId, currencyId), eq(rates.fromDate, date));
  const [row] = await tx
    .select({ id: rates.id })
    .from(rates)
    .where(exceptId === null ? same : and(same, ne(rates.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

type RateValues = { currencyId: number; fromDate: string; rate: number; updatedBy: number };

export async function insertCurrencyRate(tx: Tx, providerId: number, values: RateValues): Promise<number> {
  const [row] = await tx.insert(rates).values({ ...values, providerId }).returning({ id: rates.id });
  return row!.id;
}

export async function updateCurrencyRate(tx: Tx, providerId: number, id: number, values: RateValues): Promise<boolean> {
  const rows = await tx
    .update(rates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rates.providerId, providerId), eq(rates.id, id)))
    .returning({ id: rates.id });
  return rows.length > 0;
}
