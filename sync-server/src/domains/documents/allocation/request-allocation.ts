/**
 * Israel Invoice in the ledger: a tax invoice (invoice, invoice-receipt) of a licensed dealer to a
 * buyer with a VAT number whose amount before VAT is above the threshold in force on its date
 * (@pos/shared/accounting/israel-invoice) is not final until the Tax Authority gives it an
 * allocation number. The ledger calls requestAllocationIfNeeded in the transaction that writes the
 * document: the document waits InProgress and a job asks the service; the number makes it Done, a
 * refusal Fail with the reason. A station cannot ask (it may be offline): the invoice it pushes
 * waits InProgress and the server completes it after the sync the same way.
 */
import { eq, sql } from 'drizzle-orm';
import { needsAllocation } from '@pos/shared/accounting/israel-invoice';
import { notFound, refused } from '@pos/shared/errors';
import type { DocumentAllocation } from '@pos/shared/api/accounting';
import type { Db, Tx } from '../../../db/client';
import { documentAllocations } from '../../../db/schema';
import { defineJob, type JobQueue, type QueueSettings } from '../../../jobs/job';
import { allocationCredentialsOf, taxStatusOf } from '../accounting-settings';
import { findProviderSettings } from '../../provider/settings-repo';
import { AllocationUnavailable, type AllocationClient } from './adapter';
import { findAllocation, findAllocationDocument, setDocumentState, staleRequests } from './allocation-repo';
import { allocationClient } from './systems';

export interface AllocationJobData {
  documentId: number;
}

// Retries after an outage with exponential back-off from 10 s (about 1.5 hours in all); the sweep asks again after that.
const allocationQueue: QueueSettings & { retryBackoff: boolean } = { policy: 'stately', retryLimit: 9, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 };

/** Asks the service for one document's number (one job per document at a time: the document id is its singleton key). */
export const allocateDocumentJob = defineJob({
  name: 'document-allocation',
  queue: allocationQueue,
  concurrency: 2,
  async run(ctx, data: AllocationJobData) {
    const outcome = await allocateDocument(ctx.db, allocationClient(), data.documentId, ctx.signal);
    if (outcome === 'retry') throw new Error(`document ${data.documentId}: the allocation service is unavailable, asked again later`);
  },
});

/** A request this old without its number is queued again (its job was lost, or none was queued). */
export const SWEEP_AFTER_MS = 2 * 60_000;

export const sweepAllocationsJob = defineJob({
  name: 'document-allocation-sweep',
  queue: { policy: 'stately', retryLimit: 0, retryDelay: 0, expireInSeconds: 120 },
  schedule: '* * * * *',
  async run(ctx) {
    const jobs = boundAllocationQueue();
    if (!jobs) return;
    const count = await requeueStaleAllocations(ctx.db, jobs, SWEEP_AFTER_MS);
    if (count > 0) ctx.log.info({ count }, `asked again for ${count} allocation numbers`);
  },
});

/** Queues a job for every request still waiting after `olderThanMs` (one queued job per document at most). */
export async function requeueStaleAllocations(db: Db, jobs: JobQueue, olderThanMs: number): Promise<number> {
  const ids = await staleRequests(db, olderThanMs);
  for (const documentId of ids) await jobs.send(allocateDocumentJob, { documentId }, { singletonKey: String(documentId) });
  return ids.length;
}

const bound: JobQueue[] = [];
/** The running app's queue (bound by the accounting routes on start), for code that has only a transaction at hand. */
export function bindAllocationQueue(jobs: JobQueue): void {
  bound.push(jobs);
}
export function unbindAllocationQueue(jobs: JobQueue): void {
  const i = bound.lastIndexOf(jobs);
  if (i >= 0) bound.splice(i, 1);
}
export function boundAllocationQueue(): JobQueue | null {
  return bound.at(-1) ?? null;
}

/**
 * Call after inserting (or receiving from a station) a document, inside its transaction: when the
 * document needs an allocation number it is set InProgress, the request recorded and its job queued
 * in the same transaction (without a queue at hand the sweep queues it within minutes). Answers
 * whether the document waits for a number.
 */
export async function requestAllocationIfNeeded(tx: Tx, documentId: number, jobs: JobQueue | null = boundAllocationQueue()): Promise<boolean> {
  const doc = await findAllocationDocument(tx, documentId);
  if (!doc || doc.status !== 'issued' || doc.allocationNumber) return false;
  const sellerTaxStatus = await taxStatusOf(tx, doc.providerId);
  const wanted = needsAllocation({ docType: doc.docType, sellerTaxStatus, buyerVatNumber: doc.buyerVatNumber, amountBeforeVat: doc.total - doc.vatAmount, date: doc.date });
  if (!wanted) return false;
  const created = await tx.insert(documentAllocations).values({ documentId, providerId: doc.providerId, status: 'requested' }).onConflictDoNothing().returning({ documentId: documentAllocations.documentId });
  if (created.length === 0) return (await findAllocation(tx, documentId))?.status === 'requested';
  await setDocumentState(tx, documentId, 'InProgress');
  if (jobs) await jobs.send(allocateDocumentJob, { documentId }, { tx, singletonKey: String(documentId) });
  return true;
}

export type AllocationOutcome = 'allocated' | 'refused' | 'retry' | 'nothing';

/**
 * One try: asks the service (no transaction is held while it answers), then records the number
 * (Done) or the refusal (Fail) together with the document's state. An outage is recorded and left
 * for the job's retry.
 */
export async function allocateDocument(db: Db, client: AllocationClient, documentId: number, signal?: AbortSignal): Promise<AllocationOutcome> {
  const request = await findAllocation(db, documentId);
  if (!request || request.status !== 'requested') return 'nothing';
  const doc = await findAllocationDocument(db, documentId);
  if (!doc) return 'nothing';
  const provider = await findProviderSettings(db, doc.providerId);
  const credentials = await allocationCredentialsOf(db, doc.providerId);
  await db
    .update(documentAllocations)
    .set({ attempts: sql`${documentAllocations.attempts} + 1` })
    .where(eq(documentAllocations.documentId, documentId));
  let answer;
  try {
    if (!provider?.companyId) {
      answer = { ok: false as const, refusal: { code: 'seller-vat-number-missing', message: "The business's VAT number is not set in the accounting settings." } };
    } else {
      answer = await client.requestAllocation(
        credentials,
        { reference: doc.uuid, docType: doc.docType as 'invoice' | 'invoice-receipt', sellerVatNumber: provider.companyId, buyerVatNumber: doc.buyerVatNumber, invoiceNumber: doc.number, date: doc.date, amountBeforeVat: doc.total - doc.vatAmount, vatAmount: doc.vatAmount, total: doc.total },
        signal,
      );
    }
  } catch (error) {
    const message = error instanceof AllocationUnavailable ? error.message : `allocation failed: ${error instanceof Error ? error.message : String(error)}`;
    await db.update(documentAllocations).set({ lastError: message.slice(0, 500) }).where(eq(documentAllocations.documentId, documentId));
    return 'retry';
  }
  return db.transaction(async (tx) => {
    const current = await findAllocation(tx, documentId);
    if (current?.status !== 'requested') return 'nothing';
    if (answer.ok) {
      await tx.update(documentAllocations).set({ status: 'allocated', allocationNumber: answer.allocationNumber, lastError: null, answeredAt: new Date() }).where(eq(documentAllocations.documentId, documentId));
      await setDocumentState(tx, documentId, 'Done', answer.allocationNumber);
      return 'allocated';
    }
    await tx
      .update(documentAllocations)
      .set({ status: 'refused', refusalCode: answer.refusal.code.slice(0, 50), refusalMessage: answer.refusal.message.slice(0, 500), answeredAt: new Date() })
      .where(eq(documentAllocations.documentId, documentId));
    await setDocumentState(tx, documentId, 'Fail');
    return 'refused';
  });
}

/** What the ledger shows of a document's allocation: waiting, its number, or the refusal's reason. */
export async function allocationOf(tx: Tx, documentId: number): Promise<DocumentAllocation | null> {
  const row = await findAllocation(tx, documentId);
  if (!row) return null;
  return { documentId, status: row.status as DocumentAllocation['status'], allocationNumber: row.allocationNumber, refusalCode: row.refusalCode, refusalMessage: row.refusalMessage, attempts: row.attempts, lastError: row.lastError };
}

/**
 * Asks again for a refused invoice (after the credentials, the business's VAT number or the buyer's
 * was put right): the document waits InProgress again and a job is queued, in one transaction.
 */
export async function retryAllocation(db: Db, jobs: JobQueue, providerId: number, documentId: number): Promise<DocumentAllocation> {
  return db.transaction(async (tx) => {
    const row = await findAllocation(tx, documentId);
    if (!row || row.providerId !== providerId) throw notFound('Allocation request');
    if (row.status !== 'refused') throw refused('allocation-not-refused', 'Only a refused allocation request can be asked again.', { status: row.status });
    await tx
      .update(documentAllocations)
      .set({ status: 'requested', refusalCode: null, refusalMessage: null, lastError: null, answeredAt: null, requestedAt: new Date() })
      .where(eq(documentAllocations.documentId, documentId));
    await setDocumentState(tx, documentId, 'InProgress');
    await jobs.send(allocateDocumentJob, { documentId }, { tx, singletonKey: String(documentId) });
    return (await allocationOf(tx, documentId))!;
  });
}
