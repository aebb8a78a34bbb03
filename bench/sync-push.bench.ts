import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';
import type { OutboxOp, PushResponse } from '@pos/shared/sync/protocol';
import { buildApp } from '../sync-server/src/app';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { createProvider, createUser } from '../sync-server/src/test/test-app';
import { saleOp, sellableProduct } from '../sync-server/src/domains/sync/station.fixtures';
import { createStation } from '../sync-server/src/domains/stations/stations';
import { customerTypes, documentNumberBlocks, orderEvents, orderLines, orders, documentPayments, documents } from '../sync-server/src/db/schema';
import { result, type Benchmark } from './lib';

const SALES = Number(process.env.BENCH_PUSH_SALES ?? 10_000);
const BATCH = 200;

/**
 * sync-push-ops-per-s (issue 5): 10,000 sales made offline at one station (3 lines, a receipt and
 * a payment each) pushed in the station's batches of 200 through POST /sync/push and applied on
 * Postgres exactly once. Baseline: the same orders, lines, events, receipts and payments written
 * with plain multi-row INSERTs in one transaction, in the same run.
 */
const bench: Benchmark = async () => {
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    const provider = await createProvider(db);
    const cashier = await createUser(db, provider.id, { permissions: CASHIER_PERMISSION_CODES });
    const goods = await sellableProduct(db, provider.id, { limit: null });
    const [senior] = await db.insert(customerTypes).values({ providerId: provider.id, productId: goods.product.id, name: 'Senior' }).returning();
    const { pairingCode } = await createStation(db, provider.id, { name: 'Bench', cashierIdentifier: 'B', receiptBlockSize: 10_000 });
    const { token, stationId } = (await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: pairingCode, deviceId: 'bench', cashierIdentifier: 'B' } })).json().data;
    const auth = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'POST', url: '/sync/pull', headers: auth, payload: { checkpoints: {}, limit: 10, numbers: { receipt: { lastUsed: null } } } });
    const [block] = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, stationId));
    const lines = [
      { customerTypeId: goods.adult.id, quantity: 2, unitPrice: 5000 },
      { customerTypeId: goods.child.id, quantity: 1, unitPrice: 3000 },
      { customerTypeId: senior!.id, quantity: 1, unitPrice: 4000 },
    ];
    const ops: OutboxOp[] = Array.from({ length: SALES }, (_, i) =>
      saleOp({ seq: i + 1, userId: cashier.id, receiptNumber: block!.fromNumber + (i % 10_000), productId: goods.product.id, slotId: goods.slot.id, date: '2030-03-03', lines }),
    );
    // Numbers past one block would be refused; a second block is asked for the rest.
    if (SALES > 10_000) throw new Error('one block of 10,000 numbers: at most 10,000 sales');

    const t0 = performance.now();
    for (let i = 0; i < ops.length; i += BATCH) {
      const res = await app.inject({ method: 'POST', url: '/sync/push', headers: auth, payload: { ops: ops.slice(i, i + BATCH) } });
      const data = res.json().data as PushResponse;
      if (res.statusCode !== 200 || data.results.some((r) => r.status === 'rejected')) throw new Error(`push failed: ${res.body.slice(0, 300)}`);
    }
    const pushSeconds = (performance.now() - t0) / 1000;

    // Baseline: the same rows, plain multi-row INSERTs, one transaction (another provider: its own order numbers).
    const other = await createProvider(db);
    const t1 = performance.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < ops.length; i += 1000) {
        const chunk = ops.slice(i, i + 1000).map((op) => (op.type === 'sale' ? op.payload : null)!);
        const ids = await tx
          .insert(orders)
          .values(
            chunk.map((s, j) => ({
              providerId: other.id,
              uuid: randomUUID(),
              orderNumber: i + j + 1,
              status: 'OK',
              currencyId: 1,
              channelId: 3,
              priceTypeId: 1,
              gross: s.order.gross,
              totalToPay: s.order.totalToPay,
              vatRateBp: s.order.vatRateBp,
              vatAmount: s.order.vatAmount,
              paid: s.receipt.total,
              source: 'cashier',
              stationId,
              createdBy: cashier.id,
              createDate: new Date(s.order.createdAt),
            })),
          )
          .returning({ id: orders.id });
        await tx.insert(orderLines).values(
          chunk.flatMap((s, j) =>
            s.order.lines.map((l) => ({ orderId: ids[j]!.id, productId: l.productId, slotId: l.slotId, date: l.date, startTime: l.startTime, customerTypeId: l.customerTypeId, quantity: l.quantity, seats: l.seats, persons: l.persons, unitPrice: l.unitPrice, listUnitPrice: l.listUnitPrice, total: l.total })),
          ),
        );
        await tx.insert(orderEvents).values(chunk.map((_, j) => ({ orderId: ids[j]!.id, type: 'created' })));
        const receiptIds = await tx
          .insert(documents)
          .values(chunk.map((s, j) => ({ providerId: other.id, uuid: randomUUID(), number: i + j + 1, orderId: ids[j]!.id, currencyId: 1, total: s.receipt.total, issuedAt: new Date(s.receipt.issuedAt) })))
          .returning({ id: documents.id });
        await tx.insert(documentPayments).values(
          chunk.flatMap((s, j) => s.payments.map((p, k) => ({ documentId: receiptIds[j]!.id, orderId: ids[j]!.id, lineNo: k + 1, method: p.method, currencyId: p.currencyId, amount: p.amount, localAmount: p.localAmount, details: p.details as unknown as Record<string, unknown> }))),
        );
      }
    });
    const baselineSeconds = (performance.now() - t1) / 1000;
    return [result('sync-push-ops-per-s', SALES / pushSeconds, 'ops/s', SALES / baselineSeconds, `${SALES} sales x 3 lines through POST /sync/push in batches of ${BATCH}; baseline: the same rows by multi-row INSERTs in one transaction`)];
  } finally {
    await app.close();
    await database.drop();
  }
};

export default bench;
