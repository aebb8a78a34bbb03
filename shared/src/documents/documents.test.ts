/** The ledger's shared rules (issue 15): document types, refund rules, payment defaults. */
import { describe, expect, it } from 'vitest';
import type { PaymentEntry } from '../sync/protocol';
import { DOCUMENT_STATES, PaymentMethodCode, dealerStatusOfVatType, saleDocTypeOf, seedTypeOf } from './document-types';
import { withPaymentDefaults } from './payments';
import { cardRefundProblems, refundAmountProblems, refundLinesProblems } from './refund-rules';

const receipt = { docType: 'receipt', total: 10_000, status: 'issued', refundedBy: null };
const codes = (p: { code: string }[]) => p.map((x) => x.code);
const card = (amount: number): PaymentEntry => ({ method: 4, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { last4: '4242', installments: 1, approvalCode: 'A', resultCode: '000', transactionId: 'T' } });

describe('document ledger rules', () => {
  it('R-RCPT-5: a refund amount above zero is required', () => {
    expect(codes(refundAmountProblems(receipt, 0))).toEqual(['refund-amount-required']);
    expect(codes(refundAmountProblems(receipt, -5))).toEqual(['refund-amount-required']);
    expect(refundAmountProblems(receipt, 1)).toEqual([]);
  });

  it('R-RCPT-6: never above the receipt', () => {
    expect(refundAmountProblems(receipt, 10_000)).toEqual([]);
    expect(codes(refundAmountProblems(receipt, 10_001))).toEqual(['refund-over-receipt']);
  });

  it('R-RCPT-7: once only; only a standing receipt or invoice-receipt', () => {
    expect(codes(refundAmountProblems({ ...receipt, refundedBy: 7 }, 100))).toEqual(['already-refunded']);
    expect(codes(refundAmountProblems({ ...receipt, docType: 'invoice' }, 100))).toEqual(['not-refundable']);
    expect(codes(refundAmountProblems({ ...receipt, status: 'void' }, 100))).toEqual(['not-refundable']);
    expect(refundAmountProblems({ ...receipt, docType: 'invoice-receipt' }, 100)).toEqual([]);
  });

  it('refunded lines add up to the refund, each named once; a card gets back at most what it paid', () => {
    expect(refundLinesProblems(100, [{ lineNo: 1, quantity: 1, amount: 60 }, { lineNo: 2, quantity: 1, amount: 40 }])).toEqual([]);
    expect(codes(refundLinesProblems(100, [{ lineNo: 1, quantity: 1, amount: 60 }]))).toEqual(['refund-lines-total']);
    expect(codes(refundLinesProblems(100, [{ lineNo: 1, quantity: 1, amount: 50 }, { lineNo: 1, quantity: 1, amount: 50 }]))).toEqual(['refund-lines']);
    expect(cardRefundProblems(5000, [card(5000)])).toEqual([]);
    expect(codes(cardRefundProblems(4999, [card(5000)]))).toEqual(['card-refund-over-payment']);
  });

  it('R-RCPT-8: the rate defaults to "1" and a card to one payment; R-RCPT-9: method codes', () => {
    expect(withPaymentDefaults({ method: 4, amount: 100, currencyId: 1, localAmount: 100, details: { last4: '1234' } })).toMatchObject({ currencyRate: '1', details: { installments: 1, last4: '1234' } });
    expect(withPaymentDefaults({ method: 4, amount: 100, currencyId: 1, currencyRate: '3.5', localAmount: 350, details: { last4: '1234', installments: 3 } })).toMatchObject({ currencyRate: '3.5', details: { installments: 3 } });
    expect(PaymentMethodCode).toMatchObject({ Cash: 1, Check: 2, CreditCard: 4, BankTransfer: 8 });
  });

  it('R-INV-5 and R-INV-6: the seed\'s document and invoice types, and the states', () => {
    expect(seedTypeOf('invoice')).toEqual({ documentType: 'Invoice', invoiceType: 'Debit' });
    expect(seedTypeOf('credit-invoice')).toEqual({ documentType: 'Invoice', invoiceType: 'Credit' });
    expect(seedTypeOf('proforma')).toEqual({ documentType: 'Perfoma', invoiceType: 'PerfomaDebit' });
    expect(seedTypeOf('invoice-receipt').documentType).toBe('InvoiceReceipt');
    expect(seedTypeOf('custom').documentType).toBe('Custom');
    expect(DOCUMENT_STATES).toEqual(['Initial', 'InProgress', 'Fail', 'Done']);
  });

  it('the station\'s sale document follows the tax status (docs/decisions/station-document-type.md)', () => {
    expect(saleDocTypeOf('LicensedDealer')).toBe('invoice-receipt');
    expect(saleDocTypeOf('ExemptDealer')).toBe('receipt');
    expect(dealerStatusOfVatType('NoVat')).toBe('ExemptDealer');
    expect(dealerStatusOfVatType('IncVat')).toBe('LicensedDealer');
  });
});
