import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/job';
import { providerTimeZone } from '../calendar/lookup-repo';
import { openFileStorage, type FileStorage } from '../files';
import { exportTaskById, settleExportTask, updateExportTask, type ExportTaskRow } from './export-repo';
import type { ExportSource } from './export-source';
import { csvWriter, xlsxWriter, type RowFileWriter } from './file-writers';
import { pdfWriter } from './pdf-writer';
import { instantToLocal } from '@pos/shared/calendar/index';
import { providers } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { isExportKind, SOURCES } from './sources';

/** Rows read, written and counted per step: the progress moves and a cancel is seen once per page. */
export const EXPORT_PAGE_SIZE = 2000;

const SHEET_NAMES: Record<Language, string> = { 'en-US': 'Export', 'he-IL': 'ייצוא', 'ru-RU': 'Экспорт' };

/** A PDF's title by kind (C170 orders is the kind printed). */
const PDF_TITLES: Record<Language, Record<string, string>> = {
  'en-US': { orders: 'Orders' },
  'he-IL': { orders: 'הזמנות' },
  'ru-RU': { orders: 'Заказы' },
};

const ddmmyyyy = (date: unknown) => (typeof date === 'string' ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');

async function writerFor(db: Db, row: ExportTaskRow, path: string, headers: string[], language: Language, timeZone: string): Promise<RowFileWriter> {
  if (row.format === 'pdf') {
    const [provider] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, row.providerId));
    const f = row.filter as { fromDate?: string; toDate?: string };
    const now = instantToLocal(new Date(), timeZone);
    const meta = { provider: provider?.name ?? '', range: `<bdi dir="ltr">${ddmmyyyy(f.fromDate)} – ${ddmmyyyy(f.toDate)}</bdi>`, printed: `<bdi dir="ltr">${ddmmyyyy(now.date)} ${now.time.slice(0, 5)}</bdi>`, empty: '' };
    return pdfWriter(path, PDF_TITLES[language][row.kind] ?? row.kind, headers, language, meta);
  }
  return row.format === 'xlsx' ? xlsxWriter(path, headers, SHEET_NAMES[language], language === 'he-IL') : csvWriter(path, headers);
}

function fileNameOf(row: ExportTaskRow, extension: string): string {
  const f = row.filter as { fromDate?: string; toDate?: string; system?: string };
  const what = row.kind === 'accounting' ? (f.system ?? 'accounting').toLowerCase() : row.kind === 'open-format' ? 'openfrmt' : row.kind;
  return f.fromDate ? `${what}-${f.fromDate}-${f.toDate ?? ''}.${extension}` : `${what}-${row.createdAt.toISOString().slice(0, 10)}.${extension}`;
}

export interface ExportWork {
  db: Db;
  storage: FileStorage;
  signal?: AbortSignal;
  pageSize?: number;
}

/**
 * Makes one export: its rows page by page into a temporary file, then into the file storage (which
 * renames a whole file into place), and only then the task Finished with its key. A worker that dies
 * or is aborted midway leaves the task Started with no file: the queue runs the job again from the
 * start, or, its retries spent, the lost job marks it Failed with the reason. A cancel (R-BULK-7) is
 * seen between pages: the task ends Finished with status Canceled and no file.
 */
export async function makeExport({ db, storage, signal, pageSize = EXPORT_PAGE_SIZE }: ExportWork, exportId: number): Promise<void> {
  const row = await exportTaskById(db, exportId);
  if (!row || row.state !== 'Started' || !isExportKind(row.kind)) return;
  if (row.cancelRequested) {
    await settleExportTask(db, row.id, { state: 'Finished', status: 'Canceled' });
    return;
  }
  const language = isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE;
  const source = SOURCES[row.kind] as ExportSource<unknown>;
  const scope = { providerId: row.providerId, timeZone: await providerTimeZone(db, row.providerId), filter: row.filter };
  const total = await source.count(db, scope);
  await updateExportTask(db, row.id, { total, processed: 0 });

  const temp = join(tmpdir(), `export-${row.id}-${randomUUID()}.part`);
  const writer = source.writer ? await source.writer(db, scope, temp, new Date(), language) : await writerFor(db, row, temp, source.headers(language), language, scope.timeZone);
  try {
    let afterId = 0;
    let processed = 0;
    for (;;) {
      signal?.throwIfAborted();
      const page = await source.page(db, scope, afterId, pageSize, language);
      if (page.rows.length === 0 && !page.count) break;
      await writer.write(page.rows);
      processed += page.count ?? page.rows.length;
      afterId = page.lastId;
      await updateExportTask(db, row.id, { processed });
      if ((await exportTaskById(db, row.id))?.cancelRequested) {
        await writer.close();
        await settleExportTask(db, row.id, { state: 'Finished', status: 'Canceled', processed });
        return;
      }
    }
    await writer.close();
    signal?.throwIfAborted();
    const key = `providers/${row.providerId}/exports/${randomUUID()}`;
    await storage.put(key, createReadStream(temp));
    const { size } = await stat(temp);
    const settled = await settleExportTask(db, row.id, { state: 'Finished', status: 'Ok', processed, total: processed, storageKey: key, fileName: fileNameOf(row, writer.extension), contentType: writer.contentType, byteSize: size });
    if (!settled) await storage.remove(key);
  } finally {
    await rm(temp, { force: true });
  }
}

interface ExportJobData {
  exportId: number;
}

/** An export whose retries are spent (its worker kept dying or timing out): Failed, with the reason. */
export const lostExportJob = defineJob({
  name: 'export-lost',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  async run(ctx, data: ExportJobData) {
    await settleExportTask(ctx.db, data.exportId, { state: 'Failed', error: 'export-failed' });
  },
});

/** C165, C170, C176: one export, on any instance; run again from the start if its worker died. */
export const exportJob = defineJob({
  name: 'export',
  queue: { policy: 'standard', retryLimit: 2, retryDelay: 5, expireInSeconds: 1800, deadLetter: lostExportJob.name },
  concurrency: 1,
  // The same store the app serves files from (the local folder, or the bucket when one is configured).
  async run(ctx, data: ExportJobData) {
    const storage = await openFileStorage();
    try {
      await makeExport({ db: ctx.db, storage, signal: ctx.signal }, data.exportId);
    } finally {
      await storage.close?.();
    }
  },
});
