import { writeFile } from 'node:fs/promises';
import type { Language } from '@pos/shared/languages';
import { reportPdf, type ReportMeta } from '../reports/report-files';
import type { ReportCell } from '../reports/report-table';
import type { Cell } from './export-source';
import type { RowFileWriter } from './file-writers';

/**
 * A PDF export is an A4 table printed by Chromium (the reports' renderer, the Hebrew font embedded,
 * right to left in Hebrew). Chromium lays out the whole page at once, so a PDF holds at most this
 * many rows; a bigger export is refused before it starts and asked for as CSV or XLSX.
 */
export const PDF_EXPORT_MAX_ROWS = 2000;

/** Keeps the (bounded) rows, then prints them into `path` on close. */
export function pdfWriter(path: string, title: string, headers: readonly string[], language: Language, meta: ReportMeta): RowFileWriter {
  const rows: ReportCell[][] = [];
  return {
    contentType: 'application/pdf',
    extension: 'pdf',
    async write(page: readonly Cell[][]) {
      if (rows.length + page.length > PDF_EXPORT_MAX_ROWS) throw new Error('export-too-large-for-pdf');
      for (const row of page) rows.push(row.map((cell) => cell ?? ''));
      await Promise.resolve();
    },
    async close() {
      const file = await reportPdf({ title, headers: [...headers], rows, chart: [] }, language, meta);
      await writeFile(path, file.body);
    },
  };
}
