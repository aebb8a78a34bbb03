/**
 * The ledger's rows of card refunds through the gateway waiting to be settled (issue 15): a refund
 * document InProgress (R-INV-6) standing for its receipt while the gateway is asked, or left so when
 * its answer was lost. Refunds are never InProgress otherwise (the allocation number is for invoices).
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentPayments, documents } from '../../db/schema';

const unsettled = and(eq(documents.docType, 'refund'), eq(documents.status, 'issued'), eq(documents.state, 'InProgress'));

/** What the gateway's (or the office's) word records on a refund's card payment row. */
export async function setPaymentDetails(tx: Tx, documentId: number, lineNo: number, details: Record<string, string>): Promise<void> {
  await tx
    .update(documentPayments)
    .set({ details: sql`${documentPayments.details} || ${JSON.stringify(details)}::jsonb` })
    .where(and(eq(documentPayments.documentId, documentId), eq(documentPayments.lineNo, lineNo)));
}

export interface UnsettledRefund {
  id: number;
  providerId: number;
  orderId: number | null;
  number: number;
  total: number;
}

/** Every card refund still InProgress written before `olderThanMs` ago (the gateway's answer is long overdue). */
export async function unsettledRefundsBefore(db: Tx, olderThanMs: number): Promise<UnsettledRefund[]> {
  return db
    .select({ id: documents.id, providerId: documents.providerId, orderId: documents.orderId, number: documents.number, total: documents.total })
    .from(documents)
    .where(and(unsettled, lt(documents.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
    .orderBy(documents.id);
}

/** Whether another card refund of the order than `exceptId` is still waiting to be settled. */
export async function orderHasOtherUnsettledRefund(tx: Tx, orderId: number, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(unsettled, eq(documents.orderId, orderId), ne(documents.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
