import ExcelJS from 'exceljs';
import { isRightToLeft, type Language } from '@pos/shared/languages';
import { formatMinor, formatMinorPlain } from '@pos/shared/money';
import type { ReportFormat } from '@pos/shared/api/reports';
import { csvCell } from '../../security/csv';
import type { ReportCell, ReportSheet } from './report-table';

export interface ReportFile {
  contentType: string;
  extension: ReportFormat;
  body: Buffer;
}

const isMoney = (cell: ReportCell): cell is { minor: number } => typeof cell === 'object';

/**
 * CSV for Excel: a BOM (Hebrew and Russian read as UTF-8), CRLF, money as plain numbers in major
 * units with 2 decimals ("-10.50"), never quoted or made text by the formula guard.
 */
export function reportCsv(sheet: ReportSheet): ReportFile {
  const lines = [sheet.headers.map((h) => csvCell(h)).join(','), ...sheet.rows.map((row) => row.map((cell) => (isMoney(cell) ? formatMinorPlain(cell.minor) : csvCell(cell))).join(','))];
  return { contentType: 'text/csv; charset=utf-8', extension: 'csv', body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

/** XLSX: money as numbers in major units formatted #,##0.00, right to left for Hebrew, the header row frozen. */
export async function reportXlsx(sheet: ReportSheet, language: Language): Promise<ReportFile> {
  const workbook = new ExcelJS.Workbook();
  // A sheet name holds at most 31 characters and none of \ / ? * [ ] :
  const ws = workbook.addWorksheet(sheet.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), { views: [{ rightToLeft: isRightToLeft(language), state: 'frozen', ySplit: 1 }] });
  const first = sheet.rows[0];
  ws.columns = sheet.headers.map((header, i) => ({
    header,
    width: Math.max(12, header.length + 2),
    ...(first && isMoney(first[i]!) ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row.map((cell) => (isMoney(cell) ? cell.minor / 100 : cell)));
  return { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The printed page's heading line: provider, dates and when printed (both HTML, their numbers LTR-isolated), and the empty report's sentence. */
export interface ReportMeta {
  provider: string;
  range: string;
  printed: string;
  empty: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
/** Numbers and amounts keep their sign and digits left to right inside a right-to-left page. */
const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/**
 * The report as an A4 page (the A4 documents' Chromium renderer and embedded Hebrew font): its
 * title, provider and dates, a bar per row in the row's colour (a product's calendar colour), and
 * the table.
 */
export function reportHtml(sheet: ReportSheet, language: Language, meta: ReportMeta): string {
  // Bars are compared within their currency only: money is never set against another currency.
  const maxOf = new Map<string, number>();
  for (const b of sheet.chart) maxOf.set(b.currency, Math.max(maxOf.get(b.currency) ?? 1, Math.abs(b.minor)));
  const maxCount = Math.max(1, ...(sheet.bars ?? []).map((b) => b.value));
  const drawn = [
    ...sheet.chart.map((b) => ({ label: b.label, share: Math.abs(b.minor) / maxOf.get(b.currency)!, color: b.color, text: `${formatMinor(b.minor)} ${b.currency}` })),
    ...(sheet.bars ?? []).map((b) => ({ label: b.label, share: b.value / maxCount, color: b.color, text: String(b.value) })),
  ];
  const bars = drawn
    .map(
      (b) =>
        `<div class="bar"><span class="label">${escapeHtml(b.label)}</span><span class="track"><span class="fill" style="inline-size:${(b.share * 100).toFixed(1)}%;background:${b.color && /^#[0-9a-f]{3,8}$/i.test(b.color) ? b.color : '#1e88e5'}"></span></span><span class="value">${ltr(b.text)}</span></div>`,
    )
    .join('\n');
  const head = sheet.headers.map((h, i) => `<th class="${sheet.rows[0] && typeof sheet.rows[0][i] !== 'string' ? 'num' : ''}">${escapeHtml(h)}</th>`).join('');
  const body = sheet.rows
    .map((row) => `<tr>${row.map((cell) => (typeof cell === 'string' ? `<td>${escapeHtml(cell)}</td>` : `<td class="num">${ltr(isMoney(cell) ? formatMinor(cell.minor) : String(cell))}</td>`)).join('')}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escapeHtml(sheet.title)}</title>
<style>
@page { size: A4; margin: 14mm 12mm; }
body { font-family: 'Noto Sans Hebrew', 'Noto Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; color: #000; margin: 0; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
.meta { color: #444; margin: 0 0 5mm; }
.bars { display: flex; flex-direction: column; gap: 1.5mm; margin-block-end: 6mm; }
.bar { display: grid; grid-template-columns: 45mm 1fr 35mm; gap: 3mm; align-items: center; break-inside: avoid; }
.bar .label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bar .track { background: #eef1f5; block-size: 4mm; border-radius: 1mm; }
.bar .fill { display: block; block-size: 100%; border-radius: 1mm; }
.bar .value { text-align: end; white-space: nowrap; }
table { width: 100%; border-collapse: collapse; }
th { text-align: start; border-bottom: 1px solid #000; padding: 1mm 1.5mm; }
td { padding: 1mm 1.5mm; border-top: 1px solid #ddd; }
tr { break-inside: avoid; }
.num { text-align: end; white-space: nowrap; }
.empty { color: #444; }
</style></head>
<body>
<h1>${escapeHtml(sheet.title)}</h1>
<p class="meta">${escapeHtml(meta.provider)} · ${meta.range} · ${meta.printed}</p>
${sheet.rows.length ? `<div class="bars">${bars}</div>\n<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>` : `<p class="empty">${escapeHtml(meta.empty)}</p>`}
</body></html>
`;
}

/** An A4 PDF of the report through the A4 documents' Chromium renderer, the Hebrew font embedded. */
export async function reportPdf(sheet: ReportSheet, language: Language, meta: ReportMeta): Promise<ReportFile> {
  const [{ renderPdf }, { hebrewFonts }] = await Promise.all([import('@pos/printers/a4/pdf'), import('@pos/printers/a4/fonts')]);
  const fonts = hebrewFonts()
    .map((font) => `@font-face { font-family: 'Noto Sans Hebrew'; font-weight: ${font.weight}; src: url(data:font/ttf;base64,${font.base64}) format('truetype'); unicode-range: U+0590-05FF, U+FB1D-FB4F, U+20AA; }`)
    .join('\n');
  const html = reportHtml(sheet, language, meta).replace('<style>', `<style>\n${fonts}`);
  return { contentType: 'application/pdf', extension: 'pdf', body: await renderPdf(html) };
}
