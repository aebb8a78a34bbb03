import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ExternalCodeRow } from '@pos/shared/sync/streams';
import type { OpResult, OutboxOp, PullResponse, SalePartnerCode } from '@pos/shared/sync/protocol';
import { externalCodes, orderEvents, orders } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { multipart } from '../files/files.fixtures';
import { saleOp, sellableProduct } from './station.fixtures';
import { pushOps, sellingProvider, stationWithBlock, type StationAuth } from './offline.fixtures';
import { externalCodesForTickets } from '../catalogue';
import { STATION_CODES_PER_PRODUCT } from '../catalogue/external-code-allotment';

process.env.FILES_DIR = mkdtempSync(join(tmpdir(), 'pos-files-test-'));

type Done = Extract<OpResult, { status: 'applied' | 'conflict' }>;

/** Issue 23 (002 §7.12, C286-C289): partner codes a cashier station prints offline, from its own allotment. */
describe('external codes allotted to cashier stations', async () => {
  const { app, db } = await setupTestApp();
  const { provider, admin, cashier, goods } = await sellingProvider(db);
  const a = await stationWithBlock(app, db, admin);
  const b = await stationWithBlock(app, db, admin);
  const seqs = new Map<number, number>();
  const numbers = new Map([
    [a.stationId, a.first],
    [b.stationId, b.first],
  ]);

  async function importCodes(productId: number, codes: string[]) {
    const body = multipart('codes.csv', Buffer.from(codes.join('\n')), { productId: String(productId) });
    const res = await app.inject({ method: 'POST', url: '/api/external-codes/import', payload: body.payload, headers: { cookie: admin.cookie, ...body.headers } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const pullCodes = async (auth: StationAuth, after = 0) => {
    const res = await app.inject({ method: 'POST', url: '/sync/pull', headers: auth, payload: { checkpoints: { 'external-codes': after }, streams: ['external-codes'] } });
    expect(res.statusCode, res.body).toBe(200);
    const page = (res.json().data as PullResponse).pages.find((p) => p.stream === 'external-codes');
    return { changes: (page?.changes ?? []) as ({ key: string; row: ExternalCodeRow } | { key: string; deleted: true })[], checkpoint: page?.checkpoint ?? after };
  };
  const rowsOf = (changes: Awaited<ReturnType<typeof pullCodes>>['changes']) => changes.flatMap((c) => ('row' in c ? [c.row] : []));
  /** The station's next sale of `adults` single-unit tickets of the product, with the partner codes it printed. */
  function sale(st: { stationId: number }, productId: number, adults: number, codes: (orderUuid: string) => SalePartnerCode[] = () => []): OutboxOp & { type: 'sale' } {
    const seq = (seqs.get(st.stationId) ?? 0) + 1;
    seqs.set(st.stationId, seq);
    const n = numbers.get(st.stationId)!;
    numbers.set(st.stationId, n + 1);
    const customerTypeId = productId === goods.product.id ? goods.adult.id : other.adult.id;
    const op = saleOp({ seq, userId: cashier.id, receiptNumber: n, productId, slotId: null, date: '2030-03-03', lines: [{ customerTypeId, quantity: adults, unitPrice: 5000 }] }) as OutboxOp & { type: 'sale' };
    const partnerCodes = codes(op.payload.order.uuid);
    if (partnerCodes.length) op.payload.order.partnerCodes = partnerCodes;
    return op;
  }
  const codeRow = async (code: string) => (await db.select().from(externalCodes).where(and(eq(externalCodes.productId, goods.product.id), eq(externalCodes.code, code))))[0]!;
  const other = await sellableProduct(db, provider.id);

  const codes = Array.from({ length: 40 }, (_, i) => `PX-${String(i + 1).padStart(3, '0')}`);
  let aCodes: ExternalCodeRow[] = [];
  let aCheckpoint = 0;

  it('C286: each paired station\'s pull brings it its own stock of unused codes per product (stream external-codes); two stations never share one; a product without codes gives none', async () => {
    await importCodes(goods.product.id, codes);
    const fromA = await pullCodes(a.auth);
    const fromB = await pullCodes(b.auth);
    aCodes = rowsOf(fromA.changes);
    aCheckpoint = fromA.checkpoint;
    const bCodes = rowsOf(fromB.changes);
    expect(aCodes).toHaveLength(STATION_CODES_PER_PRODUCT);
    expect(bCodes).toHaveLength(STATION_CODES_PER_PRODUCT);
    expect(aCodes.every((c) => c.productId === goods.product.id)).toBe(true);
    expect(aCodes.map((c) => c.code).sort()).toEqual(codes.slice(0, 10));
    expect(new Set([...aCodes, ...bCodes].map((c) => c.code)).size).toBe(20);
    expect((await db.select().from(externalCodes).where(eq(externalCodes.stationId, a.stationId))).map((r) => r.code).sort()).toEqual(aCodes.map((c) => c.code).sort());
    // A pull with its stock full tops nothing up.
    expect(rowsOf((await pullCodes(a.auth, aCheckpoint)).changes)).toEqual([]);
  });

  it('the server\'s own print (e-ticket, externalCodesForTickets) never takes a code a station holds', async () => {
    const held = new Set((await db.select().from(externalCodes).where(eq(externalCodes.productId, goods.product.id))).filter((r) => r.stationId !== null).map((r) => r.code));
    const printed = await externalCodesForTickets(db, provider.id, 999_001, [1, 2, 3].map((n) => ({ code: `server-print.${n}`, productId: goods.product.id })));
    expect(printed.size).toBe(3);
    for (const code of printed.values()) expect(held.has(code)).toBe(false);
    expect([...printed.values()]).toEqual(codes.slice(20, 23));
  });

  let firstSale: OutboxOp & { type: 'sale' };
  it('a pushed sale marks the codes its tickets printed as used, with the ticket and the order; a replay changes nothing; the next pull drops them and tops the stock up', async () => {
    firstSale = sale(a, goods.product.id, 2, (uuid) => [
      { ticketCode: `${uuid}.1`, code: aCodes[0]!.code },
      { ticketCode: `${uuid}.2`, code: aCodes[1]!.code },
    ]);
    const first = await pushOps(app, a.auth, [firstSale]);
    expect(first.results[0]!.status).toBe('applied');
    const orderId = (first.results[0] as Done).data.orderId!;
    const uuid = firstSale.payload.order.uuid;
    expect(await codeRow(aCodes[0]!.code)).toMatchObject({ ticketCode: `${uuid}.1`, orderId, stationId: a.stationId, usedAt: expect.any(Date) });
    expect(await codeRow(aCodes[1]!.code)).toMatchObject({ ticketCode: `${uuid}.2`, orderId });
    // The order's e-ticket shows the codes the station printed, not new ones.
    expect(await externalCodesForTickets(db, provider.id, orderId, [1, 2].map((n) => ({ code: `${uuid}.${n}`, productId: goods.product.id })))).toEqual(new Map([[`${uuid}.1`, aCodes[0]!.code], [`${uuid}.2`, aCodes[1]!.code]]));

    expect(await pushOps(app, a.auth, [firstSale])).toEqual(first);
    expect((await db.select().from(externalCodes).where(eq(externalCodes.orderId, orderId))).map((r) => r.code).sort()).toEqual([aCodes[0]!.code, aCodes[1]!.code]);

    const next = await pullCodes(a.auth, aCheckpoint);
    expect(next.changes.filter((c) => 'deleted' in c).map((c) => c.key).sort()).toEqual([String(aCodes[0]!.id), String(aCodes[1]!.id)].sort());
    expect(rowsOf(next.changes)).toHaveLength(2);
    expect((await db.select().from(externalCodes).where(and(eq(externalCodes.stationId, a.stationId), isNull(externalCodes.usedAt))))).toHaveLength(STATION_CODES_PER_PRODUCT);
  });

  it('a code another station holds, or one already on another ticket, is refused: the sale stands flagged partner-code-refused, the code is not doubled and the ticket gets a fresh one', async () => {
    const stolen = aCodes[2]!.code;
    const res = await pushOps(app, b.auth, [sale(b, goods.product.id, 1, (uuid) => [{ ticketCode: `${uuid}.1`, code: stolen }])]);
    expect(res.results[0]).toMatchObject({ status: 'conflict', flags: ['partner-code-refused'] });
    const orderId = (res.results[0] as Done).data.orderId!;
    expect(await codeRow(stolen)).toMatchObject({ stationId: a.stationId, usedAt: null, ticketCode: null });
    const [fresh] = await db.select().from(externalCodes).where(eq(externalCodes.orderId, orderId));
    expect(fresh).toMatchObject({ stationId: null, usedAt: expect.any(Date) });
    expect(fresh!.code).not.toBe(stolen);
    const [event] = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'partner-code-refused')));
    expect(event!.details).toMatchObject({ code: stolen, reason: 'not-this-station' });
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.conflictFlags).toEqual(['partner-code-refused']);

    const twice = await pushOps(app, a.auth, [sale(a, goods.product.id, 1, (uuid) => [{ ticketCode: `${uuid}.1`, code: aCodes[0]!.code }])]);
    expect(twice.results[0]).toMatchObject({ status: 'conflict', flags: ['partner-code-refused'] });
    expect((await codeRow(aCodes[0]!.code)).ticketCode).toBe(`${firstSale.payload.order.uuid}.1`);
  });

  it('a station that ran out prints without a code: the server gives the ticket one nobody holds when the sale arrives', async () => {
    const res = await pushOps(app, b.auth, [sale(b, goods.product.id, 2)]);
    expect(res.results[0]!.status).toBe('applied');
    const given = await db.select().from(externalCodes).where(eq(externalCodes.orderId, (res.results[0] as Done).data.orderId!)).orderBy(asc(externalCodes.id));
    expect(given).toHaveLength(2);
    expect(given.every((g) => g.stationId === null)).toBe(true);
    // A product without codes: nothing claimed, nothing flagged.
    const plain = await pushOps(app, b.auth, [sale(b, other.product.id, 1)]);
    expect(plain.results[0]!.status).toBe('applied');
  });

  it('two stations pulling and two server prints at once share no code (SKIP LOCKED)', async () => {
    const fresh = await sellableProduct(db, provider.id);
    const pool = Array.from({ length: 25 }, (_, i) => `RACE-${i}`);
    await importCodes(fresh.product.id, pool);
    const [pa, pb, s1, s2] = await Promise.all([
      pullCodes(a.auth, 0),
      pullCodes(b.auth, 0),
      externalCodesForTickets(db, provider.id, 999_002, [1, 2, 3].map((n) => ({ code: `race-1.${n}`, productId: fresh.product.id }))),
      externalCodesForTickets(db, provider.id, 999_003, [1, 2].map((n) => ({ code: `race-2.${n}`, productId: fresh.product.id }))),
    ]);
    const taken = [
      ...rowsOf(pa.changes).filter((r) => r.productId === fresh.product.id).map((r) => r.code),
      ...rowsOf(pb.changes).filter((r) => r.productId === fresh.product.id).map((r) => r.code),
      ...s1.values(),
      ...s2.values(),
    ];
    expect(new Set(taken).size).toBe(taken.length);
    const rows = await db.select().from(externalCodes).where(eq(externalCodes.productId, fresh.product.id));
    expect(rows.filter((r) => r.stationId === a.stationId)).toHaveLength(10);
    expect(rows.filter((r) => r.stationId === b.stationId)).toHaveLength(10);
    expect(rows.filter((r) => r.usedAt !== null && r.stationId === null)).toHaveLength(5);
  });
});
