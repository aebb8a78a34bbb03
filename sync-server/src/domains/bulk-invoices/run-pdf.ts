import { and, eq, inArray } from 'drizzle-orm';
import { instantToLocal } from '@pos/shared/calendar/index';
import { leadCustomerName } from '@pos/shared/orders/lead-customer';
import type { BulkInvoiceRunInput } from '@pos/printers';
import type { Tx } from '../../db/client';
import { documents, orders } from '../../db/schema';
import { providerTimeZone } from '../calendar/lookup-repo';
import { officeSheetHead } from '../orders/summary-repo';
import type { BulkRunWithUser } from './run-repo';
import type { RunFilter } from './run-orders';

/** The documents a run made, in the order made, with their order's number and customer. */
async function runDocuments(db: Tx, providerId: number, ids: readonly number[]): Promise<BulkInvoiceRunInput['documents']> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: documents.id, docType: documents.docType, number: documents.number, total: documents.total, customer: documents.customerName, orderNumber: orders.orderNumber, lead: orders.leadCustomer })
    .from(documents)
    .leftJoin(orders, eq(orders.id, documents.orderId))
    .where(and(eq(documents.providerId, providerId), inArray(documents.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const d = byId.get(id);
    if (!d) return [];
    return [{ kind: d.docType === 'credit-invoice' ? ('credit-invoice' as const) : ('invoice' as const), number: String(d.number), orderNumber: d.orderNumber === null ? '' : String(d.orderNumber), customerName: d.customer || (d.lead ? leadCustomerName(d.lead) : ''), total: d.total }];
  });
}

/** R-BULK-5: the run's result as the A4 sheet's input, in the language asked (else the user's, else the provider's). */
export async function bulkRunPdfInput(db: Tx, actor: { providerId: number; language: string }, run: BulkRunWithUser, language: string | undefined, now: Date): Promise<BulkInvoiceRunInput> {
  const head = await officeSheetHead(db, actor, language, now);
  const zone = await providerTimeZone(db, actor.providerId);
  const local = (at: Date) => instantToLocal(at, zone);
  const filter = run.filter as RunFilter;
  return {
    ...head,
    runId: run.id,
    issueDate: run.issueDate,
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    started: local(run.startedAt),
    ...(run.finishedAt ? { finished: local(run.finishedAt) } : {}),
    userName: run.userName,
    status: run.status as BulkInvoiceRunInput['status'],
    processed: run.processed,
    invoiceCount: run.invoiceCount,
    invoiceAmount: run.invoiceAmount,
    creditCount: run.creditCount,
    creditAmount: run.creditAmount,
    documents: await runDocuments(db, actor.providerId, run.documentIds),
  };
}

/** Chromium through @pos/printers, as the other office sheets. */
export async function renderBulkRunPdf(input: BulkInvoiceRunInput): Promise<Buffer> {
  const { buildBulkInvoiceRun, renderHtml, renderPdf } = await import('@pos/printers');
  return renderPdf(renderHtml(buildBulkInvoiceRun(input)));
}
