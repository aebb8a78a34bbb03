/**
 * An accounting document as Hashavshevet journal movements (double entry, shekels): each movement
 * balances (its debits equal its credits). A credit document is its original reversed: the same
 * accounts on the other side.
 *
 *   invoice           Dr customer total  / Cr income (before VAT), Cr VAT
 *   credit-invoice    Dr income, Dr VAT  / Cr customer total
 *   receipt           Dr receipts (cash box) / Cr customer
 *   refund            Dr customer / Cr receipts
 *   invoice-receipt   the invoice's movement, then the receipt's (both under the document's number)
 */
import type { LedgerAccounts } from '../../documents/accounting-settings';
import type { MovementValues } from './movein-layout';

export interface BookedDocument {
  docType: string;
  number: number;
  /** The provider's local day it was issued, YYYY-MM-DD. */
  day: string;
  /** Its total and VAT, minor units (positive; a credit is one by its type). */
  total: number;
  vat: number;
  /** The business client's account in the accounting system, when it has one. */
  clientAccount: string | null;
  /** Blank for shekels, else the document's ISO currency (no rate is kept on a document). */
  currency: string;
  /** What the movement's details say: the document's name, number and customer. */
  details: string;
  typeCode: string;
}

/** The accounts each document needs, by whether it books a sale (income, VAT) or money (receipts). */
export function accountsNeeded(docType: string): (keyof LedgerAccounts)[] {
  const sale: (keyof LedgerAccounts)[] = ['income', 'vat'];
  if (docType === 'invoice' || docType === 'credit-invoice') return sale;
  if (docType === 'receipt' || docType === 'refund') return ['receipts'];
  return [...sale, 'receipts'];
}

export function movementsOf(d: BookedDocument, accounts: LedgerAccounts): MovementValues[] {
  const customer = d.clientAccount?.trim() || accounts.customers;
  const net = d.total - d.vat;
  const common = { typeCode: d.typeCode, reference: d.number, date: d.day, valueDate: d.day, currency: d.currency, details: d.details };
  const vatLine = d.vat !== 0;
  const sale: MovementValues = { ...common, debit1: customer, debit1Amount: d.total, credit1: accounts.income, credit1Amount: net, ...(vatLine ? { credit2: accounts.vat, credit2Amount: d.vat } : {}) };
  const receipt: MovementValues = { ...common, debit1: accounts.receipts, debit1Amount: d.total, credit1: customer, credit1Amount: d.total };
  switch (d.docType) {
    case 'invoice':
      return [sale];
    case 'credit-invoice':
      return [{ ...common, debit1: accounts.income, debit1Amount: net, ...(vatLine ? { debit2: accounts.vat, debit2Amount: d.vat } : {}), credit1: customer, credit1Amount: d.total }];
    case 'receipt':
      return [receipt];
    case 'refund':
      return [{ ...common, debit1: customer, debit1Amount: d.total, credit1: accounts.receipts, credit1Amount: d.total }];
    case 'invoice-receipt':
      return [sale, receipt];
    default:
      return [];
  }
}
