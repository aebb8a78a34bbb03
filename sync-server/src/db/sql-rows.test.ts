import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '../test/test-db';
import { createProvider } from '../test/test-app';
import { seedReferenceData } from '../domains/reference/seed-reference-data';
import { orders, stopSales } from './schema';
import { insertRows } from './sql-rows';

/**
 * insertRows (the station push's writer, issue 12): the rows as one JSON parameter must land exactly
 * as drizzle's own insert would write them: JSON and array columns, instants, Hebrew text, the
 * defaults of the columns a row leaves out, and rows of different shapes in one call.
 */
describe('insertRows', async () => {
  const database = await createTestDatabase({ poolSize: 2 });
  afterAll(() => database.drop());
  const db = database.db;
  await seedReferenceData(db);
  const provider = await createProvider(db);

  it('writes every kind of column as drizzle would, keeps the defaults, and answers what was asked back', async () => {
    const at = new Date('2031-05-06T07:08:09.123Z');
    const base = { providerId: provider.id, status: 'OK', currencyId: 1, channelId: 3, priceTypeId: 1, vatRateBp: 1800, source: 'cashier', createDate: at };
    const lead = { firstName: 'דנה', lastName: "O'Hara \"Q\"", mobile: '050-1234567' };
    const rows = [
      { ...base, uuid: randomUUID(), orderNumber: 1, gross: 12_000, leadCustomer: lead, conflictFlags: ['slot-over-limit'], remarks: 'שורה\nשנייה' },
      // Another shape: no remarks, no flags, no lead customer (their column defaults stand).
      { ...base, uuid: randomUUID(), orderNumber: 2, gross: 0 },
    ];
    const back = await insertRows(db, orders, rows, { id: orders.id, uuid: orders.uuid });
    expect(back.map((r) => r.uuid).sort()).toEqual(rows.map((r) => r.uuid).sort());
    expect(back.every((r) => typeof r.id === 'number')).toBe(true);

    const saved = await db.select().from(orders).where(inArray(orders.uuid, rows.map((r) => r.uuid)));
    const first = saved.find((o) => o.orderNumber === 1)!;
    const second = saved.find((o) => o.orderNumber === 2)!;
    expect(first.leadCustomer).toEqual(lead);
    expect(first.conflictFlags).toEqual(['slot-over-limit']);
    expect(first.remarks).toBe('שורה\nשנייה');
    expect(first.createDate.toISOString()).toBe(at.toISOString());
    expect(first.gross).toBe(12_000);
    expect(second.remarks).toBe('');
    expect(second.conflictFlags).toEqual([]);
    expect(second.leadCustomer).toEqual({});
    expect(second.arrivalConfirmation).toBe('None');
  });

  it('writes Postgres array columns and nothing for no rows', async () => {
    const [row] = await insertRows(db, stopSales, [{ providerId: provider.id, productIds: [3, 1, 2], startDate: '2031-01-01', endDate: '2031-01-31' }], { id: stopSales.id });
    const [saved] = await db.select().from(stopSales).where(eq(stopSales.id, row!.id));
    expect(saved!.productIds).toEqual([3, 1, 2]);
    expect(saved!.daysOfWeek).toBe(127);
    expect(await insertRows(db, stopSales, [])).toEqual([]);
  });

  it('refuses a field the table has no column for, writing nothing', async () => {
    const uuid = randomUUID();
    await expect(insertRows(db, orders, [{ providerId: provider.id, uuid, orderNumber: 3, status: 'OK', currencyId: 1, channelId: 3, priceTypeId: 1, vatRateBp: 1800, source: 'x', notAColumn: 1 } as never])).rejects.toThrow(/no column for "notAColumn"/);
    expect(await db.select().from(orders).where(eq(orders.uuid, uuid))).toEqual([]);
  });
});
