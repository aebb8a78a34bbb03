import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { asCopy, buildLedgerDocument } from '../documents/ledger';
import { sampleInvoiceInput, sampleReceiptInput } from '../documents/samples';
import type { LedgerDocumentInput } from '../documents/types';
import { translator } from '../i18n';
import { renderHtml } from './html';
import { createPdfRenderer, type PdfRenderer } from './pdf';

/**
 * The ledger's documents as A4 PDFs, read back with pdftotext: every field Israeli law asks of a tax
 * invoice, a credit invoice and a refund receipt, in each language. Page images go to
 * $SHOTS_DIR (default a temporary folder) through pdftoppm, to be looked at.
 */
const dir = mkdtempSync(join(tmpdir(), 'ledger-a4-'));
const shots = process.env.SHOTS_DIR ?? dir;
mkdirSync(shots, { recursive: true });

/** The page's text with bidi marks dropped and runs of spaces made one. */
const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[ \t]+/g, ' ');

/**
 * pdftotext puts the neutral characters of a right-to-left line (dots, colons, slashes) where its own
 * bidi pass lands them ("ח.פ514000017 ." for "ח.פ. 514000017"), so in Hebrew a field is looked for
 * without spaces and punctuation; in left-to-right languages exactly.
 */
function expectField(text: string, field: string, lang: Language): void {
  const squash = (s: string) => s.replace(/[\s.,:/()]/g, '');
  if (lang === 'he-IL') expect(squash(text), field).toContain(squash(field));
  else expect(text, field).toContain(field);
}

describe('ledger documents on A4 (R-CLIENT-24: A4 here, 8 cm on the roll in ledger-documents.test.ts)', () => {
  let renderer: PdfRenderer;
  beforeAll(async () => {
    renderer = await createPdfRenderer();
  });
  afterAll(() => renderer?.close());

  async function pdf(name: string, doc: LedgerDocumentInput, lang: Language): Promise<string> {
    const path = join(dir, `${name}-${lang}.pdf`);
    writeFileSync(path, await renderer.render(renderHtml(buildLedgerDocument(doc))));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', path, join(shots, `a4-${name}-${lang}`)]);
    return path;
  }

  describe.each(LANGUAGES)('%s', (lang) => {
    const t = translator(lang);
    const nis = t('currency.NIS');

    it('a tax invoice: business and number, type and number, original, date, buyer, lines, VAT, total and the allocation number', async () => {
      const input = sampleInvoiceInput(lang);
      const path = await pdf('invoice', { type: 'invoice', input }, lang);
      // R-CLIENT-24: the office's paper is A4 (595 x 842 points).
      expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Page size:\s+59[45]\.\d* x 841\.\d* pts \(A4\)/);
      const text = pdfText(path);
      for (const field of [
        input.business.name,
        `${t('business.companyId')} 514000017`,
        t('doc.invoice'),
        `${t('doc.number')} 4001`,
        `${t('doc.allocationNumber')} 202612345`,
        t('doc.original'),
        '12/05/2025',
        'Globus Tours',
        '512345678',
        input.lines[0]!.product.split(' (')[0]!,
        '120',
        '59.00',
        t('totals.beforeVat'),
        '6,000.00',
        t('totals.vat', { percent: 18 }),
        '1,080.00',
        t('totals.total'),
        `7,080.00 ${nis}`,
      ]) {
        expectField(text, field, lang);
      }
      expect(text).not.toContain(t('doc.copy'));
    });

    it('a credit invoice names the invoice it credits (R-INV-2); a reprint says copy', async () => {
      const input = { ...sampleInvoiceInput(lang), documentNumber: '5001', originalDocumentNumber: '4001', allocationNumber: undefined, copy: true };
      const text = pdfText(await pdf('credit-invoice-copy', { type: 'credit-invoice', input }, lang));
      expectField(text, t('doc.creditInvoice'), lang);
      expectField(text, `${t('doc.number')} 5001`, lang);
      expectField(text, `${t('doc.invoice')} 4001`, lang);
      expectField(text, t('header.originalDocument'), lang);
      expectField(text, t('doc.copy'), lang);
      expect(text).not.toContain(t('doc.original'));
      expectField(text, t('totals.creditTotal'), lang);
    });

    it('a refund receipt: the receipt it refunds and how the money went back (R-RCPT-5)', async () => {
      const sale = sampleReceiptInput(lang);
      const doc: LedgerDocumentInput = {
        type: 'credit-receipt',
        input: { ...sale, documentNumber: '3002', originalDocumentNumber: '1001', originalDocumentType: 'receipt', refunds: [{ method: 'card', amount: 11800, last4: '4580', installments: 3 }] },
      };
      const text = pdfText(await pdf('refund-receipt-copy', asCopy(doc), lang));
      expectField(text, t('doc.creditReceipt'), lang);
      expectField(text, `${t('doc.receipt')} 1001`, lang);
      expectField(text, t('payments.refundTitle'), lang);
      expectField(text, t('payment.cardNumber', { last4: '4580' }), lang);
      expectField(text, t('payment.installments', { count: 3 }), lang);
      expectField(text, t('doc.copy'), lang);
    });
  });
});
