import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { saleRefusal } from './sale-problems';

/**
 * R-PRICE-2: a price list limited per day sells at most its daily limit of tickets (line
 * quantities: persons on a per-person list, units on a per-unit list) per date, counted over the
 * orders that hold their places (OK and RQ). There is no counter row to guard with one statement,
 * so a change that takes from a limited list runs in a transaction that first takes a
 * transaction-scoped advisory lock per (list, date), then counts in a NEXT statement (whose snapshot
 * sees every order committed by an earlier holder of the lock), then writes; the lock is released
 * at commit. Orders through unlimited lists never take it.
 */
export interface DailyTake {
  priceListId: number;
  date: string;
  quantity: number;
}

/** What a limited list has sold on a date, with its limit as it is now. */
export interface DailySold extends DailyTake {
  limit: number;
  sold: number;
}

function dayKey(t: { priceListId: number; date: string }): string {
  return `${t.priceListId}:${t.date}`;
}

/** Takes summed per (list, date), the positive ones, in one fixed order. */
export function netDailyTakes(takes: readonly DailyTake[]): DailyTake[] {
  const byKey = new Map<string, DailyTake>();
  for (const t of takes) {
    const sum = byKey.get(dayKey(t));
    if (sum) sum.quantity += t.quantity;
    else byKey.set(dayKey(t), { ...t });
  }
  return [...byKey.values()].filter((t) => t.quantity > 0).sort((a, b) => a.priceListId - b.priceListId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Locks the (list, date) days until the transaction ends, in the order of their lock keys so that
 * two transactions locking several days cannot deadlock.
 */
export async function lockDailyLimits(tx: Tx, days: readonly { priceListId: number; date: string }[]): Promise<void> {
  if (days.length === 0) return;
  const keys = days.map((d) => `price-list-day:${dayKey(d)}`);
  await tx.execute(sql`select count(pg_advisory_xact_lock(h)) from (select distinct hashtext(k) as h from unnest(${sql.param(keys)}::text[]) as k order by h) as locks`);
}

/** For each take: the list's daily limit now and the tickets sold through it that date (lists without a limit are left out). */
export async function dailySold(db: Tx, takes: readonly DailyTake[]): Promise<DailySold[]> {
  if (takes.length === 0) return [];
  const column = <T>(pick: (t: DailyTake) => T) => sql.param(takes.map(pick));
  const result = await db.execute(sql`select w.price_list_id as "priceListId", to_char(w.date, 'YYYY-MM-DD') as date, w.quantity, pl.daily_limit as "limit",
      (select coalesce(sum(ol.quantity), 0)::integer from order_lines ol join orders o on o.id = ol.order_id
        where ol.price_list_id = w.price_list_id and ol.date = w.date and o.status in ('OK', 'RQ')) as sold
    from unnest(${column((t) => t.priceListId)}::integer[], ${column((t) => t.date)}::date[], ${column((t) => t.quantity)}::integer[]) as w (price_list_id, date, quantity)
    join price_lists pl on pl.id = w.price_list_id
    where pl.daily_limit is not null`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: DailySold[] }).rows;
}

/** The first day whose take does not fit in what is left of its limit. */
export function firstOverDailyLimit(days: readonly DailySold[]): DailySold | undefined {
  return days.find((d) => d.sold + d.quantity > d.limit);
}

/**
 * R-PRICE-2 for every change that takes tickets from limited lists (an order made, re-opened, a
 * line's quantity raised, a product added, lines moved to another date): locks the days, counts in
 * the next statement, and refuses the first take that does not fit (422 price-list-daily-limit).
 */
export async function assertDailyLimits(tx: Tx, takes: readonly DailyTake[]): Promise<void> {
  const net = netDailyTakes(takes);
  if (net.length === 0) return;
  await lockDailyLimits(tx, net);
  const over = firstOverDailyLimit(await dailySold(tx, net));
  if (over) throw saleRefusal('daily-limit', { priceListId: over.priceListId, date: over.date, dailyLimit: over.limit, left: Math.max(0, over.limit - over.sold) });
}

/** What order lines take from their price lists' days (negative `sign` gives back). */
export function dailyTakesOfLines(lines: readonly { priceListId: number | null; date: string; quantity: number }[], sign: 1 | -1 = 1): DailyTake[] {
  return lines.flatMap((l) => (l.priceListId === null ? [] : [{ priceListId: l.priceListId, date: l.date, quantity: sign * l.quantity }]));
}
