import { localToInstant } from '@pos/shared/calendar/index';
import { AppError } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/job';
import { providerTimeZone } from '../calendar/lookup-repo';
import { invoiceOrder } from './invoice-order';
import { runOrdersAfter, type RunFilter } from './run-orders';
import { recordOrderDone, runById, settleRun, updateRun } from './run-repo';

/** Orders read per step (each is invoiced in its own transaction). */
export const BULK_PAGE_SIZE = 200;

/** The documents' instant for the run's issue date: now when it is today, else the end of that day (R-BULK-6 keeps it after every earlier invoice). */
function issuedAtOf(issueDate: string, timeZone: string, startedAt: Date): Date {
  const endOfDay = localToInstant(issueDate, '23:59:59', timeZone);
  return startedAt < endOfDay ? startedAt : endOfDay;
}

export interface BulkWork {
  db: Db;
  signal?: AbortSignal;
  pageSize?: number;
}

/**
 * Works a bulk invoice run (R-BULK-1, R-BULK-5): the filter's orders in id order, each invoiced in
 * its own transaction (numbers are taken in it, so they stay gapless), each recorded on the run as
 * done. A worker that dies goes on, on retry, after the last order recorded; an order done but not
 * yet recorded finds itself charged and gets nothing twice. A rule an order breaks (the numbering
 * removed meanwhile) fails the run with that message (R-BULK-3).
 */
export async function workRun({ db, signal, pageSize = BULK_PAGE_SIZE }: BulkWork, runId: number): Promise<void> {
  let run = await runById(db, runId);
  if (!run || run.status !== 'Started') return;
  const timeZone = await providerTimeZone(db, run.providerId);
  const filter = run.filter as RunFilter;
  const issuedAt = issuedAtOf(run.issueDate, timeZone, run.startedAt);
  for (;;) {
    const page = await runOrdersAfter(db, run.providerId, filter, timeZone, run.lastOrderId, pageSize);
    if (page.length === 0) break;
    for (const order of page) {
      signal?.throwIfAborted();
      try {
        await recordOrderDone(db, run.id, order.id, await invoiceOrder(db, run, order, issuedAt));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await settleRun(db, run.id, { status: 'Failed', errorMessage: error.message });
        return;
      }
    }
    run = (await runById(db, run.id))!;
  }
  await updateRun(db, run.id, { total: run.processed });
  await settleRun(db, run.id, { status: 'Finished' });
}

interface BulkJobData {
  runId: number;
}

/** A run whose retries are spent: Failed, so the waiting client stops and clears its ids (R-BULK-3). */
export const lostBulkInvoiceJob = defineJob({
  name: 'bulk-invoices-lost',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  async run(ctx, data: BulkJobData) {
    await settleRun(ctx.db, data.runId, { status: 'Failed', errorMessage: 'The bulk invoice run stopped; the invoices made are kept. Start it again for the rest.' });
  },
});

/** C178: one run, on any instance; a retry goes on where the last worker stopped. */
export const bulkInvoiceJob = defineJob({
  name: 'bulk-invoices',
  queue: { policy: 'standard', retryLimit: 3, retryDelay: 5, expireInSeconds: 3600, deadLetter: lostBulkInvoiceJob.name },
  concurrency: 1,
  run: (ctx, data: BulkJobData) => workRun({ db: ctx.db, signal: ctx.signal }, data.runId),
});
