import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@pos/shared/languages';
import { SAMPLE_DOCUMENTS } from '../documents/samples';
import { translator } from '../i18n';
import { DOCUMENT_TYPES, type DocumentType } from '../layout/model';
import { hebrewFonts } from './fonts';
import { renderHtml } from './html';
import { createPdfRenderer, type PdfRenderer } from './pdf';

const dir = mkdtempSync(join(tmpdir(), 'a4-'));

/** Page 1 at 50 dpi as 8-bit grey (PGM, "P5 w h 255" then the pixels): the share of non-white pixels. */
function inkOnFirstPage(pdfPath: string): number {
  execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(dir, 'page')]);
  const pgm = readFileSync(join(dir, 'page.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40));
  if (!header) throw new Error('not a PGM image');
  const pixels = pgm.subarray(header[0].length);
  expect(pixels.length).toBe(Number(header[1]) * Number(header[2]));
  return pixels.filter((v) => v < 200).length / pixels.length;
}

/** The PDF's text as laid out on the page, without the bidi marks pdftotext adds. */
const pageText = (pdfPath: string) => execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
const pageCount = (pdfPath: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))![1]);

describe('A4 documents', () => {
  let renderer: PdfRenderer;
  beforeAll(async () => {
    renderer = await createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  async function pdf(type: DocumentType, lang: Language): Promise<string> {
    const path = join(dir, `${type}-${lang}.pdf`);
    writeFileSync(path, await renderer.render(renderHtml(SAMPLE_DOCUMENTS[type](lang))));
    return path;
  }

  it('marks the page right to left for he-IL, with its language and the Hebrew font inline', () => {
    const html = renderHtml(SAMPLE_DOCUMENTS.receipt('he-IL'));
    expect(html).toMatch(/<html lang="he-IL" dir="rtl">/);
    expect(renderHtml(SAMPLE_DOCUMENTS.receipt('ru-RU'))).toMatch(/<html lang="ru-RU" dir="ltr">/);
    expect(hebrewFonts().length).toBeGreaterThan(0); // fonts-noto-core is installed on this machine
    expect(html).toContain("@font-face { font-family: 'POS Hebrew'; font-weight: 400; src: url(data:font/ttf;base64,");
    expect(html).not.toMatch(/(src|href)="(?!data:)/);
  });

  it('carries each ticket QR inline as SVG, labelled with the ticket code', () => {
    const html = renderHtml(SAMPLE_DOCUMENTS['single-unit-tickets']('he-IL'));
    expect([...html.matchAll(/<svg class="qr"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual(['TKT-5531-0001', 'TKT-5531-0002', 'TKT-5531-0003']);
  });

  it.each(DOCUMENT_TYPES)('%s (he-IL) prints a page with ink on it, labels on the right', async (type) => {
    const path = await pdf(type, 'he-IL');
    expect(inkOnFirstPage(path)).toBeGreaterThan(0.01);
    const text = pageText(path);
    const t = translator('he-IL');
    // Right to left: the value is left of its label on the same line.
    expect(text).toMatch(new RegExp(`12/05/2025\\s+${type.startsWith('shift') ? '\\d\\d:\\d\\d\\s+' + t('shift.opened') : t(type.endsWith('tickets') ? 'ticket.date' : 'header.date')}`));
  });

  it.each([
    ['receipt', 'en-US'],
    ['receipt', 'ru-RU'],
    ['multiple-unit-tickets', 'en-US'],
  ] as const)('%s (%s) prints left to right', async (type, lang) => {
    const path = await pdf(type, lang);
    expect(inkOnFirstPage(path)).toBeGreaterThan(0.01);
    const t = translator(lang);
    if (type === 'receipt') expect(pageText(path)).toMatch(new RegExp(`${t('totals.total')}\\s+118\\.00 ${t('currency.NIS').replace('.', '\\.')}`));
    else expect(pageText(path)).toContain('TKT-5531-L1');
  });

  it('puts one ticket on each page', async () => {
    expect(pageCount(await pdf('single-unit-tickets', 'he-IL'))).toBe(3);
  });
});
