import { instantToLocal } from '@pos/shared/calendar/index';
import { AppError, refused } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { bpToPercent } from '@pos/shared/money';
import { CURRENCIES } from '@pos/shared/reference';
import type { OrderSummaryInput } from '@pos/printers';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { defineJob, type JobQueue } from '../../jobs/job';
import { leadCustomerName } from './lead-customer';
import { OrderEvent } from './order-events';
import { insertEvents } from './order-repo';
import { loadOrderDetails, type OrderDetails } from './order-view-repo';
import { orderBalance } from './order-view';
import {
  businessNameOf,
  findSummary,
  finishSummary,
  insertSummary,
  lockProviderSummaries,
  pendingSummaries,
  providerForDocuments,
  setSummaryState,
  summaryById,
  SummaryStatus,
  type ProviderForDocuments,
  type SummaryRow,
} from './summary-repo';

/** Turns a summary's document into a PDF (the printers' A4 renderer in production; tests may pass another). */
export type SummaryRenderer = (input: OrderSummaryInput) => Promise<Buffer>;

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
    balance: orderBalance(o),
  };
}

/** Renders through Chromium (playwright-core), loaded only when a summary is asked for. */
export const printersRenderer: SummaryRenderer = async (input) => {
  const { buildOrderSummary, renderHtml, renderPdf } = await import('@pos/printers');
  return renderPdf(renderHtml(buildOrderSummary(input)));
};

/** The renderer this process uses (tests and test servers may wrap it); returns a function restoring the previous one. */
let renderer: SummaryRenderer = printersRenderer;
export function useSummaryRenderer(render: SummaryRenderer): () => void {
  const before = renderer;
  renderer = render;
  return () => {
    renderer = before;
  };
}

const positive = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);

/**
 * Issue 14 item 9: a render that takes longer than renderTimeoutSeconds fails (the user may ask
 * again); a provider has at most pendingPerProvider summaries waiting for a render at a time.
 */
export const SUMMARY_LIMITS: { renderTimeoutSeconds: number; pendingPerProvider: number } = {
  renderTimeoutSeconds: positive(process.env.SUMMARY_RENDER_TIMEOUT_SECONDS, 60),
  pendingPerProvider: 10,
};

/**
 * A summary still Initial or InProgress this long after it was last touched was lost (rows asked for
 * before the job queue; a job the queue gave up on is marked failed by lostSummaryJob at once).
 */
export const SUMMARY_STALE_MS = 30 * 60_000;

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface RenderSummaryData {
  summaryId: number;
  /** The zone the document's date and time are printed in. */
  timeZone: string;
}

/**
 * The background job: InProgress, then Done with the PDF and the order event (R-ORD-12) in one
 * transaction, or Fail with the error. A summary already finished is left alone, so a job run again
 * after its instance died does nothing twice.
 */
async function renderSummary(db: Db, data: RenderSummaryData): Promise<void> {
  const summary = await summaryById(db, data.summaryId);
  if (!summary || (summary.status !== SummaryStatus.Initial && summary.status !== SummaryStatus.InProgress)) return;
  try {
    await setSummaryState(db, summary.id, { status: SummaryStatus.InProgress });
    const details = await loadOrderDetails(db, summary.providerId, summary.orderId);
    const provider = await providerForDocuments(db, summary.providerId);
    const seconds = SUMMARY_LIMITS.renderTimeoutSeconds;
    const pdf = await withTimeout(renderer(summaryInputOf(details, provider, summary.language as Language, data.timeZone, new Date())), seconds * 1000, `The order summary took longer than ${seconds} s to render; ask for it again.`);
    await db.transaction(async (tx) => {
      if (!(await finishSummary(tx, summary.id, { status: SummaryStatus.Done, pdfBase64: pdf.toString('base64') }))) return;
      await insertEvents(tx, summary.orderId, summary.createdBy!, [{ type: OrderEvent.SummaryCreated, details: { summaryId: summary.id, language: summary.language } }]);
    });
  } catch (error) {
    await finishSummary(db, summary.id, { status: SummaryStatus.Fail, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Where a render goes once its retries are spent (its instance died each time): the summary fails. */
export const lostSummaryJob = defineJob({
  name: 'order-summary-lost',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  async run(ctx, data: RenderSummaryData) {
    await finishSummary(ctx.db, data.summaryId, { status: SummaryStatus.Fail, error: 'The order summary could not be made; ask for it again.' });
  },
});

/**
 * One render at a time per instance (Chromium is heavy); any instance takes the next one. The
 * queue is 'stately' with the order and language as singleton key: one queued render per order and
 * language. A render running when its instance dies expires after the timeout and is run again by
 * another instance (twice at most), then goes to lostSummaryJob.
 */
export const renderSummaryJob = defineJob({
  name: 'order-summary-render',
  queue: { policy: 'stately', retryLimit: 2, retryDelay: 1, expireInSeconds: SUMMARY_LIMITS.renderTimeoutSeconds + 5, deadLetter: lostSummaryJob.name },
  concurrency: 1,
  run: (ctx, data: RenderSummaryData) => renderSummary(ctx.db, data),
});

export interface CreateSummaryInput {
  orderId: number;
  /** The document's language: the provider's when absent. */
  language?: string;
  /** The zone its date and time are printed in: the provider's when absent. */
  timeZone?: string;
}

/**
 * order/create-summary (R-ORD-9): only for an OK order ("summary only for confirmed orders");
 * records an Initial summary and queues its render in the same transaction. The caller polls
 * order/wait-summary. While a summary of the order in that language is pending, that one is answered
 * (one pending render per order and language); a provider with SUMMARY_LIMITS.pendingPerProvider
 * pending renders is refused (429) until one finishes.
 */
export async function createSummary(db: Db, jobs: JobQueue, actor: Actor, input: CreateSummaryInput, now = new Date()): Promise<SummaryRow> {
  const details = await loadOrderDetails(db, actor.providerId, input.orderId);
  if (details.order.status !== 'OK') throw refused('summary-only-for-confirmed-orders', 'An order summary can be made only for a confirmed (OK) order.');
  const provider = await providerForDocuments(db, actor.providerId);
  const language = isLanguage(input.language) ? input.language : isLanguage(provider.language) ? provider.language : FALLBACK_LANGUAGE;
  return db.transaction(async (tx) => {
    await lockProviderSummaries(tx, actor.providerId);
    const pending = await pendingSummaries(tx, actor.providerId, new Date(now.getTime() - SUMMARY_STALE_MS));
    const same = pending.find((s) => s.orderId === details.order.id && s.language === language);
    if (same) return same;
    if (pending.length >= SUMMARY_LIMITS.pendingPerProvider) {
      throw new AppError('too-many', 'too-many-pending-summaries', `${pending.length} order summaries are still being made; ask again when one is ready.`, { extra: { retryAfterSeconds: 5 } });
    }
    const summary = await insertSummary(tx, { providerId: actor.providerId, orderId: details.order.id, language, createdBy: actor.userId });
    const jobId = await jobs.send(renderSummaryJob, { summaryId: summary.id, timeZone: input.timeZone ?? provider.timeZone }, { tx, singletonKey: `${details.order.id}:${language}` });
    if (!jobId) throw new AppError('conflict', 'summary-already-queued', 'A summary of this order in this language is already queued.');
    return summary;
  });
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
