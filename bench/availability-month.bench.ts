import { and, eq, isNull } from 'drizzle-orm';
import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import { Weekday } from '@pos/shared/weekdays';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { products, providers, repeatStops, slotOccurrences, slots, stopSaleLifts, stopSales } from '../sync-server/src/db/schema';
import { loadAvailability } from '../sync-server/src/domains/calendar/load-availability';
import type { Db } from '../sync-server/src/db/client';
import { percentile, result, sample, type Benchmark } from './lib';

const DAYS = 31;
const PER_DAY = 20;
const RUNS = 200;

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * One product's month: 20 slots a day over 31 days, from 6 daily series, 5 weekly series on every
 * day, 5 pairs of weekly series splitting the week, and 4 one-off slots a day; a third of the
 * occurrences have seats sold, a few are deleted, and three stop sales (one lifted once) apply.
 */
async function seedMonth(db: Db, from: string) {
  const [provider] = await db.insert(providers).values({ name: 'Bench provider' }).returning();
  const [product] = await db.insert(products).values({ providerId: provider!.id, name: 'Bench tour' }).returning();
  const to = addDays(from, DAYS - 1);
  const base = { providerId: provider!.id, productId: product!.id, startDate: from, duration: 30, limit: 40 };
  const rows: (typeof slots.$inferInsert)[] = [];
  let minute = 8 * 60;
  const next = () => {
    const t = minute;
    minute += 30;
    return { startTime: time(t), endTime: time(t + 30) };
  };
  for (let i = 0; i < 6; i++) rows.push({ ...base, ...next(), repeatMode: 2, daysOfWeek: 127, repeatEndDate: to });
  for (let i = 0; i < 5; i++) rows.push({ ...base, ...next(), repeatMode: 3, daysOfWeek: 127, repeatCount: DAYS });
  const sunToWed = Weekday.SUN | Weekday.MON | Weekday.TUE | Weekday.WED;
  for (let i = 0; i < 5; i++) {
    const times = next();
    rows.push({ ...base, ...times, repeatMode: 3, daysOfWeek: sunToWed, repeatEndDate: to });
    rows.push({ ...base, ...times, repeatMode: 3, daysOfWeek: 127 & ~sunToWed, repeatEndDate: to });
  }
  const oneOffStart = minute;
  for (let d = 0; d < DAYS; d++) {
    for (let i = 0; i < 4; i++) rows.push({ ...base, startDate: addDays(from, d), startTime: time(oneOffStart + 30 * i), endTime: time(oneOffStart + 30 * i + 30), repeatMode: 1 });
  }
  const saved = await db.insert(slots).values(rows).returning({ id: slots.id, repeatMode: slots.repeatMode, startDate: slots.startDate });

  const sold: (typeof slotOccurrences.$inferInsert)[] = [];
  for (const [i, s] of saved.entries()) {
    for (let d = 0; d < DAYS; d += 3) {
      const date = s.repeatMode === 1 ? s.startDate : addDays(from, (d + i) % DAYS);
      sold.push({ slotId: s.id, date, sold: 1 + ((i + d) % 30) });
      if (s.repeatMode === 1) break;
    }
  }
  await db.insert(slotOccurrences).values(sold).onConflictDoNothing();
  for (const s of saved.slice(0, 5)) {
    await db.insert(repeatStops).values({ slotId: s.id, productId: product!.id, isChange: false, startDate: addDays(from, 10), endDate: addDays(from, 10) });
  }
  const stops = await db
    .insert(stopSales)
    .values([
      { providerId: provider!.id, productIds: [product!.id], startDate: addDays(from, 3), endDate: addDays(from, 3) },
      { providerId: provider!.id, productIds: [product!.id], startDate: addDays(from, 7), endDate: addDays(from, 20), daysOfWeek: Weekday.FRI | Weekday.SAT, fromTime: '10:00:00', toTime: '12:00:00' },
      { providerId: provider!.id, productIds: [product!.id], slotId: saved[0]!.id, startDate: addDays(from, 15), endDate: addDays(from, 15) },
    ])
    .returning({ id: stopSales.id });
  await db.insert(stopSaleLifts).values({ stopSaleId: stops[0]!.id, slotId: saved[1]!.id, date: addDays(from, 3) });
  return { providerId: provider!.id, productId: product!.id, to, slotRows: saved.length };
}

/**
 * p95 of the availability the calendar routes compute for a month (load slots, repeat stops, sold
 * counts and stop sales; expand; apply), against a plain SELECT of the same slot rows in the same run.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 6 });
  try {
    const db = database.db;
    const now = new Date();
    const firstOfNextMonth = `${addDays(instantToLocal(now, 'Asia/Jerusalem').date.slice(0, 8) + '01', 32).slice(0, 8)}01`;
    const month = await seedMonth(db, firstOfNextMonth);
    const query = { from: firstOfNextMonth, to: month.to, productIds: [month.productId] };

    const check = await loadAvailability(db, month.providerId, query, now);
    const expected = DAYS * PER_DAY - 5;
    if (check.slots.length !== expected) throw new Error(`expected ${expected} occurrences, got ${check.slots.length}`);

    const plain = () => db.select().from(slots).where(and(eq(slots.providerId, month.providerId), eq(slots.productId, month.productId), isNull(slots.deletedAt)));
    const baseline = percentile(await sample(plain, RUNS), 95);
    const value = percentile(await sample(() => loadAvailability(db, month.providerId, query, now), RUNS), 95);
    return [result('availability-month', value, 'ms', baseline, `${month.slotRows} slot rows, ${expected} occurrences over ${DAYS} days, p95 of ${RUNS} runs`)];
  } finally {
    await database.drop();
  }
};

export default bench;
