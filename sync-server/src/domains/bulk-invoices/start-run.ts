import { and, eq, inArray, sql } from 'drizzle-orm';
import { instantToLocal } from '@pos/shared/calendar/index';
import { fieldError, refused } from '@pos/shared/errors';
import type { Db, Tx } from '../../db/client';
import { documents } from '../../db/schema';
import type { Actor } from '../../http/types';
import type { JobQueue } from '../../jobs/job';
import { checkRange } from '../calendar/date-range';
import { providerTimeZone } from '../calendar/lookup-repo';
import { numberingOf } from '../documents/document-repo';
import { countRunOrders, type RunFilter } from './run-orders';
import { insertRun, type BulkRunRow } from './run-repo';
import { bulkInvoiceJob } from './run-job';

/** The provider's latest invoice or credit invoice date, local (R-BULK-6's earliest date). */
async function latestInvoiceDate(db: Tx, providerId: number, timeZone: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`to_char(max(${documents.issuedAt}) at time zone ${timeZone}, 'YYYY-MM-DD')` })
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.status, 'issued'), inArray(documents.docType, ['invoice', 'invoice-receipt', 'credit-invoice'])));
  return row?.day ?? null;
}

/**
 * C178: checks the run (R-BULK-6: the issue date neither in the future nor before the latest
 * invoice; the invoice and credit invoice numbering set up, R-INV-3), records it Started and queues
 * its job in one transaction. R-BULK-1: while another run of the provider is Started it is refused.
 */
export async function startRun(db: Db, jobs: JobQueue, actor: Actor, filter: RunFilter, issueDate: string, now: Date): Promise<BulkRunRow> {
  checkRange(filter.fromDate, filter.toDate, { from: 'filter.fromDate', to: 'filter.toDate' });
  const timeZone = await providerTimeZone(db, actor.providerId);
  const today = instantToLocal(now, timeZone).date;
  if (issueDate > today) throw fieldError('issueDate', 'The bulk invoice date cannot be in the future.');
  const earliest = await latestInvoiceDate(db, actor.providerId, timeZone);
  if (earliest && issueDate < earliest) throw refused('bulk-invoice-date-before-existing', `The earliest date is the existing invoice date (${earliest}).`, { earliestDate: earliest });
  const numbering = await numberingOf(db, actor.providerId);
  for (const docType of ['invoice', 'credit-invoice']) {
    if (!numbering.has(docType)) throw refused('numbering-not-set', `The ${docType} numbering is not set in the provider's accounting settings.`, { docType });
  }
  const total = await countRunOrders(db, actor.providerId, filter, timeZone);
  return db.transaction(async (tx) => {
    const run = await insertRun(tx, { providerId: actor.providerId, userId: actor.userId, filter, issueDate, total, startedAt: now });
    await jobs.send(bulkInvoiceJob, { runId: run.id }, { tx });
    return run;
  });
}
