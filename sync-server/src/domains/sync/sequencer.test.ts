import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { queryRows } from '../../db/sql-rows';
import { insertProduct } from '../orders/sale.fixtures';
import { SEQUENCE_DELAY_MS } from './sequencer';

/**
 * Issue 13 §3 (sync-first-pull): the office's changes are numbered right after the write that made
 * them, by the instance that answered it, not by the first station to pull; a write refused, a
 * read, or a POST that writes nothing (order/calculate), asks for nothing.
 */
describe('the sequencer after office writes', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const queued = async () => Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from change_queue where provider_id = ${provider.id}`))[0]!.n);
  const logged = async () => (await queryRows<{ seq: string }>(db, sql`select seq from change_log where provider_id = ${provider.id} and stream = 'provider' and key = ${String(provider.id)}`))[0]?.seq ?? null;
  const settle = async (until: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await until()); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('numbers a saved setting within moments, with no station pulling', async () => {
    const before = await logged();
    const res = await app.inject({ method: 'POST', url: '/api/providers/save', headers: { cookie: admin.cookie }, payload: { firstDayOfWeek: 'MON' } });
    expect(res.statusCode).toBe(200);
    await settle(async () => (await queued()) === 0 && (await logged()) !== before);
    expect(await queued()).toBe(0);
    expect(await logged()).not.toBe(before);
  });

  it('leaves a change made outside a request (a direct write) queued until something numbers it', async () => {
    await db.execute(sql`update providers set name = name || ' ' where id = ${provider.id}`);
    await app.inject({ method: 'GET', url: '/api/providers/get', headers: { cookie: admin.cookie } });
    await new Promise((r) => setTimeout(r, SEQUENCE_DELAY_MS + 400));
    expect(await queued()).toBeGreaterThan(0);
  });

  it('asks for no run after an order/calculate (a POST that writes nothing)', async () => {
    const p = await insertProduct(db, provider.id);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await db.execute(sql`update providers set name = name || ' ' where id = ${provider.id}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/calculate',
      headers: { cookie: admin.cookie },
      payload: { priceTypeId: 1, channelId: 1, currencyId: 1, products: [{ productId: p.productId, date: tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] }] },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, SEQUENCE_DELAY_MS + 400));
    expect(await queued()).toBeGreaterThan(0);
  });
});
