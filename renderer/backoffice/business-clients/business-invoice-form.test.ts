import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { REMARKS_MAX, TITLE_MAX } from '@pos/shared/api/documents';
import { businessInvoiceBody, formIssues, mayIssue, newLine, totalsOf, type BusinessInvoiceValues } from './business-invoice-form';

const values = (patch: Partial<BusinessInvoiceValues> = {}): BusinessInvoiceValues => ({ lines: [newLine('Group tour', '3', '1,000.50')], title: '', remarks: '', ...patch });
const to = { businessClientId: 7, orderId: null };

describe('the business client invoice and proforma form (C146)', () => {
  it('R-PERM-11: a new invoice needs CreateInvoices, a new proforma CreatePerfomaInvoices', () => {
    expect(mayIssue('invoice', new Set([Permission.CreateInvoices]))).toBe(true);
    expect(mayIssue('proforma', new Set([Permission.CreateInvoices]))).toBe(false);
    expect(mayIssue('proforma', new Set([Permission.CreatePerfomaInvoices]))).toBe(true);
    expect(mayIssue('invoice', new Set([Permission.CreatePerfomaInvoices]))).toBe(false);
  });

  it('sends the lines in minor units, their sum as the amount, a proforma as PerfomaDebit with its title', () => {
    const sent = businessInvoiceBody('proforma', values({ lines: [newLine(' Group tour ', '3', '1,000.50'), newLine('Guide', '1', '250')], title: ' Season 2031 ', remarks: 'Net 30' }), to);
    expect(sent).toEqual({
      body: {
        businessClientId: 7,
        orderId: null,
        invoiceType: 'PerfomaDebit',
        lines: [
          { description: 'Group tour', quantity: 3, unitPrice: 100_050 },
          { description: 'Guide', quantity: 1, unitPrice: 25_000 },
        ],
        amount: 325_150,
        title: 'Season 2031',
        remarks: 'Net 30',
        screen: 'business-client',
      },
    });
    // An invoice has no proforma title; from an order it says so.
    const invoice = businessInvoiceBody('invoice', values({ title: 'ignored' }), { businessClientId: 7, orderId: 12 });
    expect('body' in invoice && invoice.body).toMatchObject({ invoiceType: 'Debit', orderId: 12, screen: 'order', amount: 300_150 });
    expect('body' in invoice && 'title' in invoice.body).toBe(false);
  });

  it('R-INV-4: the proforma title and the remarks are refused above their limits, by the server\'s codes', () => {
    expect(formIssues('proforma', values({ title: 'x'.repeat(TITLE_MAX) }))).toEqual([]);
    expect(formIssues('proforma', values({ title: 'x'.repeat(TITLE_MAX + 1) }))).toEqual([{ field: 'title', code: 'max-length', params: { max: TITLE_MAX } }]);
    expect(formIssues('invoice', values({ remarks: 'x'.repeat(REMARKS_MAX + 1) }))).toEqual([{ field: 'remarks', code: 'max-length', params: { max: REMARKS_MAX } }]);
  });

  it('names each line\'s problem by its field; nothing is sent without a line or with a zero amount', () => {
    expect(formIssues('invoice', values({ lines: [newLine('', '0', 'abc')] }))).toEqual([
      { field: 'lines[0].description', code: 'required' },
      { field: 'lines[0].quantity', code: 'minimum', params: { min: 1 } },
      { field: 'lines[0].unitPrice', code: 'invalid' },
    ]);
    expect(formIssues('invoice', values({ lines: [] }))).toEqual([{ field: 'lines', code: 'min-items', params: { min: 1 } }]);
    expect(formIssues('invoice', values({ lines: [newLine('Free entry', '2', '0')] }))).toEqual([{ field: 'amount', code: 'greater-than', params: { min: 0 } }]);
    expect(businessInvoiceBody('invoice', values({ lines: [newLine('Tour', '1.5', '10')] }), to)).toEqual({ issues: [{ field: 'lines[0].quantity', code: 'minimum', params: { min: 1 } }] });
  });

  it('shows the amount and its VAT as the server computes them (VAT of the gross total; none for a NoVat provider)', () => {
    const lines = [newLine('Tour', '2', '117'), newLine('Bad', 'x', '5')];
    expect(totalsOf(lines, { vatType: 'IncludeVat', vatPercent: 17 })).toEqual({ total: 23_400, vatAmount: 3_400, beforeVat: 20_000, vatPercent: 17 });
    expect(totalsOf(lines, { vatType: 'NoVat', vatPercent: 17 })).toEqual({ total: 23_400, vatAmount: 0, beforeVat: 23_400, vatPercent: 0 });
    // 18%: 100.00 gross holds 15.25 of VAT (rounded half up, as shared/money's vatOfGross).
    expect(totalsOf([newLine('Tour', '1', '100')], { vatType: 'IncludeVat', vatPercent: 18 }).vatAmount).toBe(1525);
  });
});
