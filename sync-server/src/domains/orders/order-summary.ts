import { instantToLocal } from '@pos/shared/calendar/index';
import { refused } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { bpToPercent } from '@pos/shared/money';
import { CURRENCIES } from '@pos/shared/reference';
import type { OrderSummaryInput } from '@pos/printers';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { leadCustomerName } from './lead-customer';
import { OrderEvent } from './order-events';
import { insertEvents } from './order-repo';
import { loadOrderDetails, type OrderDetails } from './order-view-repo';
import { businessNameOf, findSummary, insertSummary, providerForDocuments, setSummaryState, SummaryStatus, type ProviderForDocuments, type SummaryRow } from './summary-repo';

/** Turns a summary's document into a PDF (the printers' A4 renderer in production; tests may pass another). */
export type SummaryRenderer = (input: OrderSummaryInput) => Promise<Buffer>;

/** A summary still Initial or InProgress this long after it was asked was lost (the server stopped meanwhile). */
export const SUMMARY_STALE_MS = 120_000;

/** The order as the printers' order-summary document takes it, worded in `language`, dated now in `timeZone`. */
export function summaryInputOf(d: OrderDetails, provider: ProviderForDocuments, language: Language, timeZone: string, now: Date): OrderSummaryInput {
  const o = d.order;
  const local = instantToLocal(now, timeZone);
  const linesTotal = d.lines.reduce((sum, l) => sum + l.total, 0);
  const customerName = leadCustomerName(o.leadCustomer);
  return {
    lang: language,
    business: { name: businessNameOf(provider), companyId: provider.companyId ?? undefined, address: provider.address ?? undefined, phone: provider.phone ?? undefined },
    date: local.date,
    time: local.time,
    cashier: '',
    station: '',
    currency: CURRENCIES.find((c) => c.id === o.currencyId)?.code ?? 'NIS',
    orderNumber: String(o.orderNumber),
    code: o.uuid,
    ...(customerName ? { customerName } : {}),
    lines: d.lines.map((l) => ({ product: l.productName, slotDate: l.date, ...(l.startTime ? { slotTime: l.startTime } : {}), customerType: l.customerTypeName, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total })),
    totals: { subtotal: linesTotal, discount: Math.max(0, linesTotal - o.totalToPay), vatPercent: bpToPercent(o.vatRateBp), vatAmount: o.vatAmount, total: o.totalToPay },
    paid: o.paid,
    balance: o.totalToPay - o.paid,
  };
}

/** Renders through Chromium (playwright-core), loaded only when a summary is asked for. */
export const printersRenderer: SummaryRenderer = async (input) => {
  const { buildOrderSummary, renderHtml, renderPdf } = await import('@pos/printers');
  return renderPdf(renderHtml(buildOrderSummary(input)));
};

/** Summaries render one at a time (Chromium is heavy); `running` lets the server wait for them when it closes. */
let queue: Promise<void> = Promise.resolve();
export const running = new Set<Promise<void>>();

/** The background job: InProgress, then Done with the PDF and the order event (R-ORD-12), or Fail with the error. */
async function renderSummary(db: Db, summary: SummaryRow, timeZone: string, render: SummaryRenderer): Promise<void> {
  try {
    await setSummaryState(db, summary.id, { status: SummaryStatus.InProgress });
    const details = await loadOrderDetails(db, summary.providerId, summary.orderId);
    const provider = await providerForDocuments(db, summary.providerId);
    const pdf = await render(summaryInputOf(details, provider, summary.language as Language, timeZone, new Date()));
    await db.transaction(async (tx) => {
      await setSummaryState(tx, summary.id, { status: SummaryStatus.Done, pdfBase64: pdf.toString('base64') });
      await insertEvents(tx, summary.orderId, summary.createdBy!, [{ type: OrderEvent.SummaryCreated, details: { summaryId: summary.id, language: summary.language } }]);
    });
  } catch (error) {
    await setSummaryState(db, summary.id, { status: SummaryStatus.Fail, error: error instanceof Error ? error.message : String(error) }).catch(() => undefined);
  }
}

export interface CreateSummaryInput {
  orderId: number;
  /** The document's language: the provider's when absent. */
  language?: string;
  /** The zone its date and time are printed in: the provider's when absent. */
  timeZone?: string;
}

/**
 * order/create-summary (R-ORD-9): only for an OK order ("summary only for confirmed orders");
 * records an Initial summary and renders it in the background. The caller polls order/wait-summary.
 */
export async function createSummary(db: Db, actor: Actor, input: CreateSummaryInput, render: SummaryRenderer = printersRenderer): Promise<SummaryRow> {
  const details = await loadOrderDetails(db, actor.providerId, input.orderId);
  if (details.order.status !== 'OK') throw refused('summary-only-for-confirmed-orders', 'An order summary can be made only for a confirmed (OK) order.');
  const provider = await providerForDocuments(db, actor.providerId);
  const language = isLanguage(input.language) ? input.language : isLanguage(provider.language) ? provider.language : FALLBACK_LANGUAGE;
  const summary = await insertSummary(db, { providerId: actor.providerId, orderId: details.order.id, language, createdBy: actor.userId });
  const job = queue.then(() => renderSummary(db, summary, input.timeZone ?? provider.timeZone, render));
  queue = job;
  running.add(job);
  void job.finally(() => running.delete(job));
  return summary;
}

/** The summary's state for order/wait-summary; a lost render (server stopped) answers as failed. */
export async function summaryState(db: Db, actor: Actor, id: number, now: Date): Promise<{ summary: SummaryRow; errorMessage: string | null }> {
  const summary = await findSummary(db, actor.providerId, id);
  if (summary.status === SummaryStatus.Fail) return { summary, errorMessage: summary.error ?? 'The order summary could not be made.' };
  const pending = summary.status === SummaryStatus.Initial || summary.status === SummaryStatus.InProgress;
  if (pending && now.getTime() - summary.updatedAt.getTime() > SUMMARY_STALE_MS) return { summary, errorMessage: 'The order summary was not finished; ask for it again.' };
  return { summary, errorMessage: null };
}

/** The PDF of a finished summary; refused while it is not ready ("PDF not ready", 002 §8.3). */
export async function summaryPdf(db: Db, actor: Actor, id: number): Promise<{ pdf: Buffer; orderNumber: number }> {
  const summary = await findSummary(db, actor.providerId, id);
  if (summary.status !== SummaryStatus.Done || !summary.pdfBase64) throw refused('pdf-not-ready', 'The PDF is not ready yet.');
  const details = await loadOrderDetails(db, actor.providerId, summary.orderId);
  return { pdf: Buffer.from(summary.pdfBase64, 'base64'), orderNumber: details.order.orderNumber };
}
