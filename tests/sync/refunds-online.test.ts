import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { documents } from '../../sync-server/src/db/schema';
import { createUser } from '../../sync-server/src/test/test-app';
import { ALL_NUMBERED, setUpNumbering } from '../../sync-server/src/domains/documents/documents.fixtures';
import { pairedStation, serverForStations } from '../../electron/station/station.fixtures';
import type { FetchLike } from '../../electron/station/sync/server-api';

/**
 * Issue 15: online, a window refunds a sale made at another window, found by its receipt number:
 * the server does the refund (its checks, one standing refund), numbered from this window's refund
 * block, the money back in cash from this drawer and counted in this shift's X report, printed
 * here; the sold tickets come back voided. Offline, the window says only its own sales can be
 * refunded.
 */
describe('a window refunds online a sale of another window', async () => {
  const server = await serverForStations();
  await setUpNumbering(server.db, server.provider.id, ALL_NUMBERED);
  const cashier = await createUser(server.db, server.provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.CanCancelExistingReceipt], password: 'Cashier123' });
  const net: { online: boolean; fetch: FetchLike } = { online: true, fetch: (url, init) => (net.online ? fetch(url, init) : Promise.reject(new Error('network is down'))) };
  const seller = await pairedStation(server);
  const window = await pairedStation(server, { sync: { fetch: net.fetch } });
  for (const st of [seller, window]) {
    await st.handlers.login({ username: cashier.username, password: 'Cashier123' });
    st.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10000 }] });
    await st.ctx.sync.syncNow();
  }
  const { goods } = server;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const sell = async () => {
    const sale = await seller.handlers['sale-create']({ items: [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }, { customerTypeId: goods.child.id, quantity: 1 }] }], payments: [{ method: 1, amount: 13000 }] });
    await seller.ctx.sync.syncNow();
    return sale;
  };

  it('R-RCPT-5: finds the other window\'s receipt by its number, refunds one line through the server, numbered from this window\'s block, counted in this X report', async () => {
    const sale = await sell();
    const number = sale.receipt.number;
    const found = await window.handlers['refund-find']({ query: String(number) });
    expect(found).toMatchObject({ online: true, orderUuid: sale.orderUuid, blocked: null, receipt: { number, total: 13000 } });
    expect(found.lines.map((l) => [l.lineNo, l.quantity, l.refundable])).toEqual([
      [1, 2, 2],
      [2, 1, 1],
    ]);
    const refund = await window.handlers['refund-create']({ orderUuid: sale.orderUuid, lines: [{ lineNo: 2, quantity: 1 }], reason: 'Rain', online: true });
    expect(refund).toMatchObject({ cash: 3000, card: 0, refund: { totals: { total: 3000 }, original: { number } } });

    const [doc] = await server.db.select().from(documents).where(eq(documents.uuid, refund.refund.refundUuid));
    expect(doc).toMatchObject({ docType: 'refund', number: refund.refund.number, total: 3000, status: 'issued' });
    expect(doc!.stationId).not.toBeNull();
    expect(window.handlers['shift-x-report']({})).toMatchObject({ refunds: 3000, refundCount: 1 });
    expect(window.handlers['refunds-list']({}).find((r) => r.uuid === refund.refund.refundUuid)).toMatchObject({ number: refund.refund.number, syncStatus: 'applied', total: 3000 });
    expect(await window.handlers['receipt-reprint']({ refundUuid: refund.refund.refundUuid })).toMatchObject({ copy: 1 });
    // Nothing waits in the outbox: the server already has it.
    expect(window.handlers.status({}).pending).toBe(0);
    // A second refund of the same receipt is refused by the server, with nothing written here.
    await expect(window.handlers['refund-create']({ orderUuid: sale.orderUuid, lines: [{ lineNo: 1, quantity: 1 }], online: true })).rejects.toMatchObject({ code: 'already-refunded' });
    expect(window.handlers['shift-x-report']({})).toMatchObject({ refunds: 3000, refundCount: 1 });
    const standing = await server.db.select().from(documents).where(and(eq(documents.creditedDocumentId, doc!.creditedDocumentId!), eq(documents.docType, 'refund')));
    expect(standing).toHaveLength(1);
  });

  it('offline, a sale of another window is refused saying only this station\'s sales can be refunded', async () => {
    const sale = await sell();
    net.online = false;
    await window.ctx.sync.syncNow();
    await expect(window.handlers['refund-find']({ query: String(sale.receipt.number) })).rejects.toMatchObject({ code: 'refund-offline-only' });
    net.online = true;
    await window.ctx.sync.syncNow();
    await expect(window.handlers['refund-find']({ query: String(sale.receipt.number) })).resolves.toMatchObject({ online: true });
  });
});
