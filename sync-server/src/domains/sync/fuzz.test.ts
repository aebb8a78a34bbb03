import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { OP_TYPES } from '@pos/shared/sync/protocol';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { cashierUser, pairedStation, saleOp, sellableProduct } from './station.fixtures';

const WRONG_VALUES: unknown[] = [null, 'x', '', -1, 0, 1e20, 3.5, true, [], {}, 2_147_483_648, -2_147_483_649, '9'.repeat(30), 'a'.repeat(20_000), '2026-02-30', '25:99:99', '\u0000', "'; drop table orders; --"];

/** Every leaf of a JSON value replaced, one at a time, by each wrong value. */
function mutations(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  const out: { path: (string | number)[]; value: unknown }[] = [];
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...mutations(v, [...path, Array.isArray(value) ? Number(k) : k]));
    return out;
  }
  for (const w of WRONG_VALUES) out.push({ path, value: w });
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const p of path.slice(0, -1)) node = node[p] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/**
 * The /sync routes are outside the /api fuzz test (their caller is a station, not a session): no
 * input, however malformed, and no operation payload a station could send, produces a 500.
 */
describe('fuzzing the /sync routes', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const cashier = await cashierUser(db, provider.id);
  const goods = await sellableProduct(db, provider.id);
  const station = await pairedStation(app, admin, { receiptBlockSize: 5000 });
  await app.inject({ method: 'POST', url: '/sync/pull', headers: station.auth, payload: { checkpoints: {}, numbers: { receipt: { lastUsed: null } } } });
  const routes = Object.entries(app.swagger().paths ?? {})
    .filter(([path]) => path.startsWith('/sync/'))
    .flatMap(([path, item]) => Object.keys(item as object).map((m) => ({ method: m.toUpperCase(), url: path })));

  it('covers every /sync route', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /sync/crm-customers', 'GET /sync/ping', 'GET /sync/voucher-systems', 'POST /sync/pair', 'POST /sync/pull', 'POST /sync/push', 'POST /sync/refund', 'POST /sync/refund-sale', 'POST /sync/voucher']);
  });

  it('never answers 500 to bad bodies, with or without a station token', async () => {
    const failures: string[] = [];
    let requests = 0;
    const bodies: unknown[] = [null, [], 'text', 42, {}, { checkpoints: null }, { checkpoints: { slots: -1 } }, { checkpoints: { slots: 1e30 } }, { ops: [] }, { ops: [{}] }, { code: 'x'.repeat(10_000), deviceId: 1 }];
    bodies.push(...WRONG_VALUES.map((v) => ({ checkpoints: { products: v }, ops: [v], code: v, deviceId: v, limit: v })));
    bodies.push(...fc.sample(fc.jsonValue({ maxDepth: 4 }), { numRuns: 30, seed: 7 }));
    for (const route of routes) {
      for (const headers of [station.auth, {}, { authorization: 'Bearer' }, { authorization: `Bearer ${'%'.repeat(40)}` }]) {
        for (const body of route.method === 'GET' ? [undefined] : bodies) {
          const res = await app.inject({ method: route.method as 'POST', url: route.url, headers: { ...headers, 'content-type': 'application/json' }, payload: body === undefined ? undefined : JSON.stringify(body) });
          requests++;
          if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 100)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    console.log(`sync fuzz: ${routes.length} routes, ${requests} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers every mutated operation with a result, never a 500, and keeps the station\'s sequence moving', async () => {
    const failures: string[] = [];
    let seq = 1;
    let number = 1;
    const base = saleOp({ seq: 1, userId: cashier.id, receiptNumber: 1, productId: goods.product.id, slotId: goods.slot.id, date: '2030-01-01', lines: [{ customerTypeId: goods.adult.id, quantity: 1, unitPrice: 100 }] });
    const all = mutations(base.payload);
    // Every leaf once with a few wrong values (the full product is large), plus unknown types.
    const picked = all.filter((_, i) => i % 5 === 0);
    const ops = picked.map((m) => ({ ...base, uuid: randomUUID(), payload: setAt(base.payload, m.path, m.value) }));
    for (const type of [...OP_TYPES, 'refund', '']) ops.push({ ...base, uuid: randomUUID(), type: type as 'sale', payload: { ...base.payload } });
    for (let i = 0; i < ops.length; i += 25) {
      const batch = ops.slice(i, i + 25).map((op) => {
        const payload = op.payload as { receipt?: { number?: unknown } };
        if (payload.receipt && typeof payload.receipt === 'object' && payload.receipt.number === 1) payload.receipt = { ...payload.receipt, number: number++ };
        return { ...op, seq: seq++ };
      });
      const res = await app.inject({ method: 'POST', url: '/sync/push', headers: station.auth, payload: { ops: batch } });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (res.statusCode === 200) expect(res.json().data.results.length).toBeGreaterThan(0);
    }
    console.log(`sync op fuzz: ${ops.length} mutated operations, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 120_000);
});
