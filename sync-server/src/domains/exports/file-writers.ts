import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { formatMinorPlain } from '@pos/shared/money';
import { csvCell } from '../../security/csv';
import type { Cell, RowFileWriter } from './export-source';

export type { RowFileWriter };


const csvOf = (cell: Cell): string => (cell !== null && typeof cell === 'object' ? formatMinorPlain(cell.minor) : csvCell(cell));

async function writeChunk(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** CSV (RFC 4180, CRLF, a BOM so spreadsheets read Hebrew and Russian as UTF-8; formula cells made text). */
export function csvWriter(path: string, headers: readonly string[]): RowFileWriter {
  const out = createWriteStream(path);
  let started = false;
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    async write(rows) {
      const lines = rows.map((row) => row.map(csvOf).join(','));
      if (!started) {
        lines.unshift(`\uFEFF${headers.map((h) => csvCell(h)).join(',')}`);
        started = true;
      }
      if (lines.length) await writeChunk(out, `${lines.join('\r\n')}\r\n`);
    },
    async close() {
      if (!started) await this.write([]);
      out.end();
      await once(out, 'finish');
    },
  };
}

/**
 * XLSX through exceljs's streaming writer: each row is committed to the file as it is added. Money
 * is written as numbers; its columns (known from the first page) carry the two-decimal format once,
 * rather than every cell its own style.
 */
export function xlsxWriter(path: string, headers: readonly string[], sheetName: string, rightToLeft: boolean): RowFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ rightToLeft, state: 'frozen', ySplit: 1 }] });
  let started = false;
  const start = (first: readonly Cell[] | undefined) => {
    sheet.columns = headers.map((header, i) => {
      const cell = first?.[i];
      return { header, width: Math.max(12, header.length + 2), ...(cell !== null && typeof cell === 'object' ? { style: { numFmt: '#,##0.00' } } : {}) };
    });
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    started = true;
  };
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    async write(rows) {
      if (!started) start(rows[0]);
      for (const cells of rows) sheet.addRow(cells.map((c) => (c !== null && typeof c === 'object' ? c.minor / 100 : c))).commit();
      await Promise.resolve();
    },
    async close() {
      if (!started) start(undefined);
      sheet.commit();
      await workbook.commit();
    },
  };
}
