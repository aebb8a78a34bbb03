import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createUser } from '../../../sync-server/src/test/test-app';
import { documents } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';
import type { FetchLike } from '../sync/server-api';
import { pendingOps } from '../sync/outbox';
import { ANSWER_LOST } from './online-refund';
import { pendingOnlineRefunds } from './pending-refund-store';

/**
 * Issue 15, R-RCPT-5, R-RCPT-7: a window refunds online a sale of another station, and the
 * server's answer is lost after it committed (the network cut on the way back). The retry is the
 * same refund (same uuid, same number from this window's block), never a second one; a card the
 * terminal already refunded is not refunded again, and the same refund pushed later is no duplicate.
 */
describe('an online refund whose answer is lost (real server on Postgres)', async () => {
  const server = await serverForStations({ limit: 50 });
  const { goods } = server;
  const refunder = await createUser(server.db, server.provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.CanCancelExistingReceipt], password: 'Cashier123' });
  const seller = await pairedStation(server);
  const net = { loseRefundAnswer: false, refundCalls: 0 };
  // The request reaches the server and is done there; its answer never comes back.
  const window = await pairedStation(server, {
    sync: {
      fetch: (async (url, init) => {
        const res = await fetch(url, init);
        if (url.endsWith('/sync/refund')) {
          net.refundCalls++;
          if (net.loseRefundAnswer) {
            await res.text();
            throw new Error('connection reset by peer');
          }
        }
        return res;
      }) as FetchLike,
    },
  });
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const items = [{ productId: goods.product.id, date, slotId: goods.slot.id, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }] }];
  await seller.handlers.login({ username: server.cashier.username, password: 'Cashier123' });
  seller.handlers['shift-open']({ openingBalance: [] });
  await window.handlers.login({ username: refunder.username, password: 'Cashier123' });
  window.handlers['shift-open']({ openingBalance: [{ currencyId: 1, amount: 50_000 }] });

  async function sellElsewhere(method: 1 | 4) {
    const total = seller.handlers['cart-price']({ items }).totals!.totalToPay;
    const sale = await seller.handlers['sale-create']({ items, payments: [{ method, amount: total }] });
    await seller.ctx.sync.syncNow();
    const [receipt] = await server.db.select().from(documents).where(and(eq(documents.providerId, server.provider.id), eq(documents.docType, sale.receipt.docType), eq(documents.number, sale.receipt.number)));
    return { sale, receipt: receipt!, total };
  }
  const refundsOf = (receiptId: number) => server.db.select().from(documents).where(and(eq(documents.creditedDocumentId, receiptId), eq(documents.docType, 'refund')));

  it('cash: the answer lost, nothing goes back and nothing is written here; the retry finishes the one refund with the same number', async () => {
    const { sale, receipt, total } = await sellElsewhere(1);
    // Sold at another window: found on the server.
    expect(await window.handlers['refund-find']({ query: String(sale.receipt.number) })).toMatchObject({ online: true, blocked: null, refund: null });

    net.loseRefundAnswer = true;
    await expect(window.handlers['refund-create']({ orderUuid: sale.orderUuid, online: true, lines: [{ lineNo: 1, quantity: 1 }] })).rejects.toMatchObject({ code: ANSWER_LOST });
    // The server did it; this window holds it, waiting, with its number.
    const [onServer] = await refundsOf(receipt.id);
    expect(onServer).toMatchObject({ status: 'issued', total: total / 2, stationId: expect.any(Number) });
    const waiting = pendingOnlineRefunds.get(window.ctx.db)!;
    expect(waiting.op.payload.document).toMatchObject({ uuid: onServer!.uuid, number: onServer!.number });
    expect(window.handlers['refunds-list']({})).toEqual([]);
    // Still cut: the next attempt says so again and writes nothing.
    await expect(window.handlers['refund-create']({ orderUuid: sale.orderUuid, online: true, lines: [{ lineNo: 1, quantity: 1 }] })).rejects.toMatchObject({ code: ANSWER_LOST });

    net.loseRefundAnswer = false;
    const done = await window.handlers['refund-create']({ orderUuid: sale.orderUuid, online: true, lines: [{ lineNo: 1, quantity: 1 }] });
    expect(done).toMatchObject({ cash: total / 2, card: 0, refund: { number: onServer!.number, totals: { total: total / 2 } } });
    expect(done.refundNumbers.next).toBe(onServer!.number + 1);
    expect(pendingOnlineRefunds.get(window.ctx.db)).toBeNull();
    expect(window.handlers['refunds-list']({}).map((r) => [r.uuid, r.number])).toEqual([[onServer!.uuid, onServer!.number]]);
    // One refund on the server, and nothing left to push for it.
    await window.ctx.sync.syncNow();
    expect((await refundsOf(receipt.id)).map((d) => [d.number, d.status])).toEqual([[onServer!.number, 'issued']]);
    expect(pendingOps(window.ctx.db, 100).filter((o) => o.type === 'refund')).toEqual([]);
  });

  it('card: the terminal refunded it, the answer is lost: written here and pushed; the push of the same refund is no duplicate and the card is never refunded again', async () => {
    const { sale, receipt, total } = await sellElsewhere(4);
    net.loseRefundAnswer = true;
    const calls = net.refundCalls;
    const done = await window.handlers['refund-create']({ orderUuid: sale.orderUuid, online: true });
    net.loseRefundAnswer = false;
    expect(net.refundCalls).toBe(calls + 1);
    expect(done).toMatchObject({ cash: 0, card: total });
    expect(window.terminal.refunds).toHaveLength(1);
    const [onServer] = await refundsOf(receipt.id);
    expect(onServer).toMatchObject({ number: done.refund.number, status: 'issued', total });
    expect(pendingOps(window.ctx.db, 100).filter((o) => o.type === 'refund')).toHaveLength(1);

    await window.ctx.sync.syncNow();
    expect(pendingOps(window.ctx.db, 100).filter((o) => o.type === 'refund')).toEqual([]);
    expect((await refundsOf(receipt.id)).map((d) => [d.uuid, d.number, d.status])).toEqual([[onServer!.uuid, done.refund.number, 'issued']]);
    expect(window.handlers['refunds-list']({}).find((r) => r.number === done.refund.number)).toMatchObject({ syncStatus: 'applied', conflictFlags: [] });
    // Asked again, the receipt is refunded already: no second card refund.
    await expect(window.handlers['refund-create']({ orderUuid: sale.orderUuid, online: true })).rejects.toMatchObject({ code: 'already-refunded' });
    expect(window.terminal.refunds).toHaveLength(1);
  });
});
