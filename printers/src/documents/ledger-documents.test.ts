import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@pos/shared/languages';
import { encodeEscPos } from '../escpos/encode';
import { PROFILES } from '../escpos/profile';
import { translator } from '../i18n';
import type { PrintDocument } from '../layout/model';
import { TcpTransport } from '../transport/tcp';
import { VirtualPrinter } from '../virtual/server';
import { asCopy, buildLedgerDocument } from './ledger';
import { sampleInvoiceInput, sampleReceiptInput, SAMPLE_DOCUMENTS } from './samples';
import type { CreditReceiptInput, LedgerDocumentInput } from './types';

/**
 * The ledger's documents on an 8 cm roll, read back by the virtual printer's decoder: what Israeli
 * law asks of each (business and its number, type and number, original or copy, date, lines, VAT,
 * total, payments, the credited document, the allocation number of a tax invoice).
 */
const printer = new VirtualPrinter();
beforeAll(() => printer.start(0));
afterAll(() => printer.stop());

async function printed(doc: PrintDocument): Promise<string[]> {
  const before = printer.jobs.length;
  await new TcpTransport({ host: printer.host, port: printer.port }).send(encodeEscPos(doc, PROFILES['generic-80mm']));
  await printer.waitForJobs(before + 1);
  // Columns are padded with spaces to the roll's width: one space between cells is enough here.
  return printer.jobs.slice(before).flatMap((j) => j.lines.map((l) => l.replace(/ {2,}/g, ' ')));
}

/** The Hebrew refund of one line of receipt 1001, paid back in cash and by card. */
function hebrewRefund(): LedgerDocumentInput {
  const sale = sampleReceiptInput('he-IL');
  const input: CreditReceiptInput = {
    ...sale,
    documentNumber: '3002',
    originalDocumentNumber: '1001',
    originalDocumentType: 'receipt',
    reason: 'מזג אוויר',
    lines: [sale.lines[0]!],
    totals: { vatPercent: 18, vatAmount: 1800, total: 11800 },
    refunds: [
      { method: 'cash', amount: 1800 },
      { method: 'card', amount: 10000, last4: '4580', brand: 'Visa', approvalCode: '0012345' },
    ],
  };
  return { type: 'credit-receipt', input };
}

describe('the Hebrew refund receipt read back from the 8 cm roll (R-RCPT-5, R-RCPT-9, R-CLIENT-24)', () => {
  it('prints every field the law asks, in Hebrew that reads as typed', async () => {
    const lines = await printed(buildLedgerDocument(hebrewRefund()));
    expect(lines).toEqual(
      expect.arrayContaining([
        'ספארי מדבר בע"מ',
        'ח.פ. 514000017',
        'קבלת זיכוי (החזר)',
        "מס' 3002",
        'מקור',
        'עבור מסמך קבלה 1001',
        'סיבה מזג אוויר',
        'לפני מע"מ 100.00',
        'מע"מ 18% 18.00',
        'סה"כ הוחזר 118.00 ש"ח',
        'הוחזר באמצעות',
        'מזומן 18.00',
        'כרטיס ****4580 100.00',
        'Visa',
        'אישור 0012345',
      ]),
    );
    expect(lines.find((l) => l.startsWith('תאריך'))).toMatch(/12\/05\/2025$/);
    expect(lines).toContain("סיור ג'יפים במדבר 2 59.00 118.00");
    expect(lines).not.toContain('העתק');
  });

  it('a reprint says copy, never original', async () => {
    const lines = await printed(buildLedgerDocument(asCopy(hebrewRefund())));
    expect(lines).toContain('העתק');
    expect(lines).not.toContain('מקור');
  });
});

describe.each(LANGUAGES)('ledger documents on the roll (%s)', (lang) => {
  const t = translator(lang);

  it('a tax invoice carries the buyer, its allocation number and no payments (Israel Invoice)', async () => {
    const lines = await printed(SAMPLE_DOCUMENTS.invoice(lang));
    expect(lines).toContain(t('doc.invoice'));
    expect(lines).toContain(`${t('doc.number')} 4001`);
    expect(lines).toContain(`${t('doc.allocationNumber')} 202612345`);
    expect(lines).toContain(t('doc.original'));
    expect(lines.find((l) => l.startsWith(t('header.customerId')))).toMatch(/512345678$/);
    expect(lines.find((l) => l.startsWith(t('totals.beforeVat')))).toMatch(/6,000\.00$/);
    expect(lines.find((l) => l.startsWith(t('totals.vat', { percent: 18 })))).toMatch(/1,080\.00$/);
    expect(lines).not.toContain(t('payments.title'));
  });

  it('a credit invoice names the invoice it credits (R-INV-2)', async () => {
    const lines = await printed(SAMPLE_DOCUMENTS['credit-invoice'](lang));
    expect(lines).toContain(t('doc.creditInvoice'));
    expect(lines.find((l) => l.startsWith(t('header.originalDocument')))).toMatch(new RegExp(`${t('doc.invoice')} 4001$`));
    // Double size: the total may go under its label on a narrow line.
    expect(lines.join('\n')).toMatch(new RegExp(`${t('totals.creditTotal')}\\s+1,180\\.00 ${t('currency.NIS').replace('.', '\\.')}`));
  });

  it('a proforma says it is not a tax invoice and prints its title (R-INV-4)', async () => {
    const lines = await printed(SAMPLE_DOCUMENTS.proforma(lang));
    expect(lines).toContain(t('doc.proforma'));
    expect(lines).toContain(t('doc.notTaxInvoice'));
    expect(lines).toContain('Globus Tours 2025');
  });

  it("a custom document prints the provider's own title, its number and copy (C183-C186)", async () => {
    const lines = await printed(SAMPLE_DOCUMENTS.custom(lang));
    expect(lines.join('\n')).toContain(`${t('doc.number')} 12`);
    expect(lines).toContain(t('doc.copy'));
    expect(lines.some((l) => l.startsWith(t('totals.total')))).toBe(false);
  });

  it('a receipt never prints an allocation number, and an invoice without one prints none', async () => {
    const receipt = await printed(buildLedgerDocument({ type: 'receipt', input: { ...sampleReceiptInput(lang) } }));
    const invoice = await printed(buildLedgerDocument({ type: 'invoice', input: { ...sampleInvoiceInput(lang), allocationNumber: undefined } }));
    for (const lines of [receipt, invoice]) expect(lines.some((l) => l.startsWith(t('doc.allocationNumber')))).toBe(false);
  });

  it("an exempt dealer's receipt shows its dealer number and no VAT rows", async () => {
    const sale = sampleReceiptInput(lang);
    const lines = await printed(
      buildLedgerDocument({ type: 'receipt', input: { ...sale, business: { ...sale.business, companyId: undefined, vatNumber: '034567891', taxStatus: 'exempt' }, totals: { vatPercent: 0, vatAmount: 0, total: 11800 } } }),
    );
    expect(lines).toContain(`${t('business.exemptDealer')} 034567891`);
    expect(lines.some((l) => l.startsWith(t('totals.beforeVat')) || l.startsWith(t('totals.vat', { percent: 0 })))).toBe(false);
    expect(lines.find((l) => l.startsWith(t('totals.total')))).toMatch(/118\.00/);
  });
});
