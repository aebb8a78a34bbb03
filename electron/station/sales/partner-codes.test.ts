import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VirtualPrinter } from '@pos/printers';
import { externalCodes, orders } from '../../../sync-server/src/db/schema';
import { multipart } from '../../../sync-server/src/domains/files/files.fixtures';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';
import { pendingOps } from '../sync/outbox';
import type { TicketsDocument } from './sale-tickets';
import { partnerCodeStore } from './partner-code-store';
import { configureStation } from '../settings/settings-handlers';

process.env.FILES_DIR = mkdtempSync(join(tmpdir(), 'pos-files-test-'));

/** Issue 23 (002 §7.12, C286, C288): partner codes printed on the tickets a station sells offline. */
describe('partner codes on a station\'s tickets, offline, then on the server', async () => {
  const server = await serverForStations({ limit: null });
  const { goods } = server;
  const codes = Array.from({ length: 12 }, (_, i) => `ZOO-${1000 + i}`);
  const body = multipart('codes.csv', Buffer.from(codes.join('\n')), { productId: String(goods.product.id) });
  const imported = await server.app.inject({ method: 'POST', url: '/api/external-codes/import', payload: body.payload, headers: { cookie: server.admin.cookie, ...body.headers } });
  const net = { online: true };
  const station = await pairedStation(server, { sync: { fetch: ((url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down')))) as FetchLike } });
  const h = station.handlers;
  const { db } = station.ctx;
  const printer = new VirtualPrinter();
  await printer.start(0);
  afterAll(() => printer.stop());
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [] });
  configureStation(station.ctx, { printers: [{ role: 'ticket', kind: 'tcp', address: `127.0.0.1:${printer.port}` }] });
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  let sale: Awaited<ReturnType<(typeof h)['sale-create']>>;
  let printed: { ticketCode: string; code: string }[] = [];

  it('C286: the pairing pull brings the station its own stock of the product\'s codes', () => {
    expect(imported.statusCode, imported.body).toBe(200);
    expect(partnerCodeStore.freeByProduct(db)).toEqual([{ productId: goods.product.id, free: 10 }]);
  });

  it('offline, each ticket of the sale takes one code in the sale\'s transaction; the sale\'s push carries ticket -> code; the printed tickets show them', async () => {
    net.online = false;
    sale = await h['sale-create']({ items: [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }] }], payments: [{ method: 1, amount: 10_000 }] });
    expect(partnerCodeStore.freeByProduct(db)).toEqual([{ productId: goods.product.id, free: 8 }]);
    const op = pendingOps(db, 10).find((o) => o.type === 'sale')!;
    expect(op.type === 'sale' && op.payload.order.uuid).toBe(sale.orderUuid);
    printed = (op.type === 'sale' && op.payload.order.partnerCodes) || [];
    expect(printed.map((p) => p.ticketCode)).toEqual([`${sale.orderUuid}.1`, `${sale.orderUuid}.2`]);
    expect(new Set(printed.map((p) => p.code)).size).toBe(2);
    for (const p of printed) expect(codes).toContain(p.code);

    const job = h['print-jobs']({ status: 'pending' }).find((j) => j.id === sale.ticketsPrintJobId)!;
    expect((job.document as TicketsDocument).groups[0]!.tickets.map((t) => t.externalCode)).toEqual(printed.map((p) => p.code));
    await h['print-job-print']({ id: sale.ticketsPrintJobId! });
    const jobs = await printer.waitForJobs(2);
    // Each ticket's bytes, decoded: its QR is its code and it carries its own partner code.
    expect(jobs.map((j) => j.qrCodes[0])).toEqual(printed.map((p) => p.ticketCode));
    jobs.forEach((j, i) => expect(j.lines.join('\n')).toContain(printed[i]!.code));
  });

  it('C288: back online, the push marks the codes used with their tickets and order, and the pull tops the station up; a used code stays with its ticket here', async () => {
    net.online = true;
    await station.ctx.sync.syncNow();
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order!.conflictFlags).toEqual([]);
    const used = await server.db.select().from(externalCodes).where(eq(externalCodes.orderId, order!.id));
    expect(used.map((u) => [u.ticketCode, u.code]).sort()).toEqual(printed.map((p) => [p.ticketCode, p.code]).sort());
    const search = await server.app.inject({ method: 'GET', url: `/api/external-codes/search?productId=${goods.product.id}&searchTerm=${printed[0]!.code}`, headers: { cookie: server.admin.cookie } });
    expect(search.json().data).toMatchObject({ codes: [{ code: printed[0]!.code, used: true, orderId: order!.id }], counts: { total: 12, used: 2, unused: 10 } });
    await station.ctx.sync.syncNow();
    expect(partnerCodeStore.freeByProduct(db)).toEqual([{ productId: goods.product.id, free: 10 }]);
    expect(partnerCodeStore.codeOf(db, printed[0]!.ticketCode)).toBe(printed[0]!.code);
  });
});
