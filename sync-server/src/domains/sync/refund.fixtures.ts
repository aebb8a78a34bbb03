/** Test support for refunds pushed by stations (issue 15; not imported by the app). */
import { randomUUID } from 'node:crypto';
import type { OutboxOp, PaymentEntry } from '@pos/shared/sync/protocol';

const cash = (amount: number): PaymentEntry => ({ method: 1, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { tendered: amount, change: 0 } });

/** The station's refund of a pushed sale: a refund document numbered from its refund block, paid back in cash unless told. */
export function refundOp(spec: { seq: number; sale: OutboxOp; userId: number; number: number; total: number; lines?: { lineNo: number; quantity: number; amount: number }[]; voided?: string[]; payments?: PaymentEntry[] }): OutboxOp {
  if (spec.sale.type !== 'sale') throw new Error('not a sale');
  const now = new Date().toISOString();
  return {
    uuid: randomUUID(),
    seq: spec.seq,
    stationClock: now,
    type: 'refund',
    payload: {
      order: { uuid: spec.sale.payload.order.uuid, id: null },
      originalReceiptUuid: spec.sale.payload.receipt.uuid,
      shiftUuid: spec.sale.payload.order.shiftUuid,
      userId: spec.userId,
      createdAt: now,
      reason: 'Customer changed their mind',
      lines: spec.lines ?? [],
      document: { uuid: randomUUID(), docType: 'refund', number: spec.number, currencyId: 1, total: spec.total, issuedAt: now },
      payments: spec.payments ?? [cash(spec.total)],
      voidedTicketCodes: spec.voided ?? [],
    },
  };
}

