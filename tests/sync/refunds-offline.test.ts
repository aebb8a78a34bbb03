import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { documents, orders } from '../../sync-server/src/db/schema';
import { createUser } from '../../sync-server/src/test/test-app';
import { ALL_NUMBERED, setUpNumbering } from '../../sync-server/src/domains/documents/documents.fixtures';
import { pairedStation, serverForStations } from '../../electron/station/station.fixtures';
import type { FetchLike } from '../../electron/station/sync/server-api';

/** A network the test can pull the plug of. */
function switchableNetwork(): { online: boolean; fetch: FetchLike } {
  const net: { online: boolean; fetch: FetchLike } = {
    online: true,
    fetch: (url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down'))),
  };
  return net;
}

/**
 * Issue 15 at the window and in the office: a refund given offline at a station (numbered from its
 * refund block) reaches the server at the next sync and the office sees it credit the receipt
 * (R-RCPT-5); when the office refunded the receipt first, the station's push is answered
 * refunded-twice (R-RCPT-7) and the station shows it on the sale and in its status.
 */
describe('refunds given at a window offline', async () => {
  const server = await serverForStations();
  await setUpNumbering(server.db, server.provider.id, ALL_NUMBERED);
  // R-PERM-17: a cashier who may cancel a receipt (38).
  const cashier = await createUser(server.db, server.provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.CanCancelExistingReceipt], password: 'Cashier123' });
  const net = switchableNetwork();
  const station = await pairedStation(server, { sync: { fetch: net.fetch } });
  const h = station.handlers;
  await h.login({ username: cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10000 }] });
  await station.ctx.sync.syncNow();
  const { goods } = server;
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const sell = () =>
    h['sale-create']({ items: [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }, { customerTypeId: goods.child.id, quantity: 1 }] }], payments: [{ method: 1, amount: 13000 }] });
  const office = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => server.app.inject({ method, url: `/api/${url}`, headers: { cookie: server.admin.cookie }, ...(payload ? { payload } : {}) });

  it('R-RCPT-5: a refund made offline arrives at the next sync and the office sees it credit the receipt', async () => {
    net.online = false;
    const sale = await sell();
    const refund = await h['refund-create']({ orderUuid: sale.orderUuid, lines: [{ lineNo: 2, quantity: 1 }], reason: 'Rain' });
    expect(refund).toMatchObject({ cash: 3000, refund: { totals: { total: 3000 } } });
    await station.ctx.sync.syncNow();
    expect(h.status({})).toMatchObject({ online: false, pending: 2 });

    net.online = true;
    await station.ctx.sync.syncNow();
    expect(h.status({}).pending).toBe(0);
    const [doc] = await server.db.select().from(documents).where(eq(documents.uuid, refund.refund.refundUuid));
    const [receipt] = await server.db.select().from(documents).where(eq(documents.uuid, refund.refund.original.receiptUuid));
    expect(doc).toMatchObject({ docType: 'refund', number: refund.refund.number, total: 3000, status: 'issued', creditedDocumentId: receipt!.id });
    const seen = await office('GET', `receipt/get?id=${doc!.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ credited: { id: receipt!.id } });
    const [order] = await server.db.select().from(orders).where(eq(orders.uuid, sale.orderUuid));
    expect(order).toMatchObject({ totalToPay: 13000 });
    expect(h['refunds-list']({}).find((r) => r.uuid === refund.refund.refundUuid)).toMatchObject({ syncStatus: 'applied', conflictFlags: [] });
  });

  it('R-RCPT-7: when the office refunded the receipt first, the station\'s offline refund is flagged refunded-twice and the window shows it', async () => {
    const sale = await sell();
    await station.ctx.sync.syncNow();
    expect(h.status({}).pending).toBe(0);
    const [receipt] = await server.db.select().from(documents).where(eq(documents.uuid, h['refund-sale']({ orderUuid: sale.orderUuid }).receipt.uuid));
    const byOffice = await office('POST', 'receipt/cancel', { id: receipt!.id, refundAmount: 13000, refundMethod: 'cash', reason: 'Office' });
    expect(byOffice.statusCode, byOffice.body).toBe(200);

    // The window, offline, does not know yet: it gives the money back too.
    net.online = false;
    const refund = await h['refund-create']({ orderUuid: sale.orderUuid });
    net.online = true;
    await station.ctx.sync.syncNow();
    const answer = h['outbox-list']({ statuses: ['conflict'] });
    expect(answer[0]).toMatchObject({ type: 'refund', flags: ['refunded-twice'] });
    expect(h.status({}).conflicts).toBeGreaterThanOrEqual(1);
    expect(h['sales-list']({}).find((s) => s.orderUuid === sale.orderUuid)?.refund).toMatchObject({ uuid: refund.refund.refundUuid, conflictFlags: ['refunded-twice'] });
    // The office's refund stands; the window's is kept (its number is not lost) for the office to settle.
    const [kept] = await server.db.select().from(documents).where(eq(documents.uuid, refund.refund.refundUuid));
    expect(kept).toMatchObject({ number: refund.refund.number, status: 'contested', creditedDocumentId: receipt!.id });
  });
});
