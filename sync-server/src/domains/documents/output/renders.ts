/**
 * A4 PDFs of ledger documents (C159 document/pdf, C160 document/download), rendered on the job
 * queue like the order summaries: the request records the render (original or copy, fixed there)
 * and queues it in one transaction, then waits for it; any server instance renders it with the
 * printers' A4 renderer (Chromium), one at a time per instance.
 */
import { AppError, refused } from '@pos/shared/errors';
import type { Language } from '@pos/shared/languages';
import type { LedgerDocumentInput } from '@pos/printers';
import type { Db, Tx } from '../../../db/client';
import { defineJob, type JobQueue } from '../../../jobs/job';
import { countPrint, findDocument, insertRender, loadBusiness, loadPrintable, purgeOutput, renderById, setRender, type RenderRow } from './output-repo';
import { printInputOf } from './print-input';

/** Turns a printable document into a PDF (the printers' A4 renderer; tests may pass another). */
export type DocumentRenderer = (doc: LedgerDocumentInput) => Promise<Buffer>;

/** One Chromium kept per process for the documents (starting it is most of a render's time). */
let chromium: Promise<import('@pos/printers').PdfRenderer> | null = null;
export const printersDocumentRenderer: DocumentRenderer = async (doc) => {
  const { buildLedgerDocument, createPdfRenderer, renderHtml } = await import('@pos/printers');
  chromium ??= createPdfRenderer();
  try {
    return await (await chromium).render(renderHtml(buildLedgerDocument(doc)));
  } catch (error) {
    // A browser that died is started again by the next render.
    const dead = chromium;
    chromium = null;
    await (await dead.catch(() => null))?.close().catch(() => undefined);
    throw error;
  }
};

/** Closes the kept Chromium (at shutdown and after tests). */
export async function closeDocumentRenderer(): Promise<void> {
  const open = chromium;
  chromium = null;
  await (await open?.catch(() => null))?.close().catch(() => undefined);
}

let renderer: DocumentRenderer = printersDocumentRenderer;
/** The renderer this process uses; returns a function restoring the previous one. */
export function useDocumentRenderer(render: DocumentRenderer): () => void {
  const before = renderer;
  renderer = render;
  return () => {
    renderer = before;
  };
}

export const RENDER_LIMITS = { renderTimeoutSeconds: 60, waitMs: 60_000, pollMs: 50 };

export interface RenderDocumentData {
  renderId: number;
}

async function renderDocument(db: Db, { renderId }: RenderDocumentData): Promise<void> {
  const render = await renderById(db, renderId);
  if (!render || (render.status !== 'Initial' && render.status !== 'InProgress')) return;
  try {
    await setRender(db, render.id, { status: 'InProgress' });
    const printable = await loadPrintable(db, render.providerId, render.documentId);
    const business = await loadBusiness(db, render.providerId);
    const input = printInputOf(printable, business, render.language as Language, render.copy);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The document took longer than ${RENDER_LIMITS.renderTimeoutSeconds} s to render.`)), RENDER_LIMITS.renderTimeoutSeconds * 1000);
    });
    const pdf = await Promise.race([renderer(input), timeout]).finally(() => clearTimeout(timer));
    await setRender(db, render.id, { status: 'Done', pdfBase64: pdf.toString('base64') });
  } catch (error) {
    await setRender(db, render.id, { status: 'Fail', error: error instanceof Error ? error.message : String(error) });
  }
}

/** Where a render goes once its retries are spent (its instance died each time): it fails. */
export const lostDocumentRenderJob = defineJob({
  name: 'document-render-lost',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  async run(ctx, data: RenderDocumentData) {
    await setRender(ctx.db, data.renderId, { status: 'Fail', error: 'The document could not be rendered; ask for it again.' });
  },
});

export const renderDocumentJob = defineJob({
  name: 'document-render',
  queue: { policy: 'standard', retryLimit: 2, retryDelay: 1, expireInSeconds: RENDER_LIMITS.renderTimeoutSeconds + 5, deadLetter: lostDocumentRenderJob.name },
  concurrency: 1,
  run: (ctx, data: RenderDocumentData) => renderDocument(ctx.db, data),
});

/**
 * R-INV-6: only a finished document prints. A tax invoice waiting for its allocation number
 * (InProgress) or refused one (Fail) is not yet a document to hand out; a void number has nothing to print.
 */
export function checkPrintable(doc: { state: string; status: string; docType: string }): void {
  if (doc.status === 'void') throw refused('document-void', 'This number was voided; there is no document to print.');
  if (doc.state !== 'Done') throw refused('document-not-final', 'The document is not final yet (it waits for its allocation number or was refused); print it once it is done.');
}

/** Records a render of the document (original the first time, copy after) and queues it, in the caller's transaction. */
export async function queueRender(tx: Tx, jobs: JobQueue, who: { providerId: number; userId: number | null }, documentId: number, language: Language): Promise<RenderRow> {
  const doc = await findDocument(tx, who.providerId, documentId);
  checkPrintable(doc);
  const { copy } = await countPrint(tx, who.providerId, documentId);
  const render = await insertRender(tx, { providerId: who.providerId, documentId, language, copy, createdBy: who.userId });
  await jobs.send(renderDocumentJob, { renderId: render.id }, { tx });
  return render;
}

/** Waits for a render to finish; its PDF, or 422 render-failed / 429 render-timeout (ask again). */
export async function waitForRender(db: Db, renderId: number): Promise<RenderRow & { pdfBase64: string }> {
  const until = Date.now() + RENDER_LIMITS.waitMs;
  for (;;) {
    const render = await renderById(db, renderId);
    if (render?.status === 'Done' && render.pdfBase64) return { ...render, pdfBase64: render.pdfBase64 };
    if (!render || render.status === 'Fail') throw refused('render-failed', render?.error ?? 'The document could not be rendered.');
    if (Date.now() > until) throw new AppError('too-many', 'render-timeout', 'The document is still being rendered; ask again in a moment.');
    await new Promise((resolve) => setTimeout(resolve, RENDER_LIMITS.pollMs));
  }
}

/** Queues a render and waits for its PDF: what document/pdf, document/download and document/share do. */
export async function renderNow(db: Db, jobs: JobQueue, who: { providerId: number; userId: number | null }, documentId: number, language: Language) {
  const render = await db.transaction((tx) => queueRender(tx, jobs, who, documentId, language));
  return waitForRender(db, render.id);
}

/** A render's PDF is kept this long for its links (url, downloadUrl); a shared one as long as its share. */
export const RENDER_KEEP_HOURS = 24;
/** An expired share is kept this long (its page then says "not found" like an unknown link). */
export const EXPIRED_SHARE_KEEP_DAYS = 7;

/** Every hour, on one instance: old renders and long-expired shares are deleted. */
export const purgeDocumentOutputJob = defineJob({
  name: 'document-output-purge',
  queue: { policy: 'short', retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  schedule: '17 * * * *',
  async run(ctx) {
    const now = Date.now();
    const purged = await purgeOutput(ctx.db, new Date(now - RENDER_KEEP_HOURS * 3_600_000), new Date(now - EXPIRED_SHARE_KEEP_DAYS * 86_400_000));
    ctx.log.info(purged, 'document renders and expired shares purged');
  },
});
