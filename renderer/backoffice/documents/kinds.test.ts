import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { amountProblem, documentActions, mayCreate, newDocumentPath, parseAmount, type DocumentFacts } from './kinds';
import { decideRoute } from '../../ui/router';
import { routes } from '../routes';

const receipt: DocumentFacts = { type: 'receipt', state: 'Done', status: 'issued', total: 6500, refunded: false };
const all = new Set<number>(Object.values(Permission));
const without = (...codes: number[]) => new Set<number>([...all].filter((p) => !codes.includes(p)));

describe('document actions (R-PERM-11, R-PERM-17)', () => {
  it('a viewer without DocumentViewSearch gets nothing', () => {
    expect([...documentActions(receipt, without(Permission.DocumentViewSearch))]).toEqual([]);
  });

  it('sharing needs DocumentShare', () => {
    expect(documentActions(receipt, all).has('share')).toBe(true);
    expect(documentActions(receipt, without(Permission.DocumentShare)).has('share')).toBe(false);
  });

  it('R-PERM-17: cancelling or refunding a receipt needs CanCancelExistingReceipt', () => {
    expect(documentActions(receipt, all)).toEqual(new Set(['open', 'pdf', 'download', 'share', 'cancel', 'refund']));
    const gated = documentActions(receipt, without(Permission.CanCancelExistingReceipt));
    expect(gated.has('cancel') || gated.has('refund')).toBe(false);
  });

  it('R-RCPT-7: a receipt refunded once offers no second refund', () => {
    const acts = documentActions({ ...receipt, refunded: true }, all);
    expect(acts.has('refund') || acts.has('cancel')).toBe(false);
  });

  it('a refund document and an invoice are never refunded through receipt/cancel', () => {
    expect(documentActions({ ...receipt, type: 'refund' }, all).has('refund')).toBe(false);
    expect(documentActions({ ...receipt, type: 'invoice' }, all).has('refund')).toBe(false);
  });

  it('R-INV-2: only a tax invoice (or invoice-receipt) is credited, with CreateCreditInvoices', () => {
    const invoice = { ...receipt, type: 'invoice' as const };
    expect(documentActions(invoice, all).has('credit')).toBe(true);
    expect(documentActions({ ...receipt, type: 'invoice-receipt' }, all).has('credit')).toBe(true);
    expect(documentActions(invoice, without(Permission.CreateCreditInvoices)).has('credit')).toBe(false);
    expect(documentActions(receipt, all).has('credit')).toBe(false);
    expect(documentActions({ ...receipt, type: 'credit-invoice' }, all).has('credit')).toBe(false);
  });

  it('a void or contested document offers no refund, credit or share', () => {
    for (const status of ['void', 'contested']) {
      const acts = documentActions({ ...receipt, status }, all);
      expect(acts.has('refund') || acts.has('cancel') || acts.has('credit')).toBe(false);
    }
    expect(documentActions({ ...receipt, status: 'void' }, all).has('share')).toBe(false);
  });

  it('R-INV-6: a document not Done yet is opened but has no PDF, share or refund', () => {
    expect(documentActions({ ...receipt, state: 'InProgress' }, all)).toEqual(new Set(['open']));
  });

  it('R-PERM-17: a card refund left waiting (InProgress, issued) is settled by the office with CanCancelExistingReceipt; a settled or void one is not', () => {
    const waiting = { ...receipt, type: 'refund' as const, state: 'InProgress' };
    expect(documentActions(waiting, all)).toEqual(new Set(['open', 'settleCardRefund']));
    expect(documentActions(waiting, without(Permission.CanCancelExistingReceipt)).has('settleCardRefund')).toBe(false);
    expect(documentActions({ ...waiting, state: 'Done' }, all).has('settleCardRefund')).toBe(false);
    expect(documentActions({ ...waiting, state: 'Fail', status: 'void' }, all).has('settleCardRefund')).toBe(false);
    expect(documentActions({ ...receipt, state: 'InProgress' }, all).has('settleCardRefund')).toBe(false);
  });

  it('R-INV-8: a proforma is cancelled once, with CreatePerfomaInvoices', () => {
    const proforma = { ...receipt, type: 'proforma' as const };
    expect(documentActions(proforma, all).has('cancelProforma')).toBe(true);
    expect(documentActions({ ...proforma, status: 'cancelled' }, all).has('cancelProforma')).toBe(false);
    expect(documentActions(proforma, without(Permission.CreatePerfomaInvoices)).has('cancelProforma')).toBe(false);
  });
});

describe('new documents from an order (R-PERM-11)', () => {
  it('an invoice-receipt needs both CreateInvoices and CreateReceipts', () => {
    expect(mayCreate('invoice-receipt', all)).toBe(true);
    expect(mayCreate('invoice-receipt', without(Permission.CreateReceipts))).toBe(false);
    expect(mayCreate('invoice-receipt', without(Permission.CreateInvoices))).toBe(false);
  });

  it('each form opens at its route with its permission, and only with it', () => {
    const needs = { receipt: Permission.CreateReceipts, invoice: Permission.CreateInvoices, 'credit-invoice': Permission.CreateCreditInvoices, 'invoice-receipt': Permission.CreateInvoices } as const;
    for (const [kind, permission] of Object.entries(needs) as [keyof typeof needs, number][]) {
      const path = newDocumentPath(kind, 12);
      expect(decideRoute(routes, path, { loggedIn: true, permissions: all }).kind, path).toBe('render');
      expect(decideRoute(routes, path, { loggedIn: true, permissions: without(permission) }).kind, path).toBe('no-permission');
    }
  });

  it('the documents list and a document need DocumentViewSearch; a shared link opens logged out', () => {
    for (const path of ['/documents', '/documents/filter']) {
      expect(decideRoute(routes, path, { loggedIn: true, permissions: all }).kind).toBe('render');
      expect(decideRoute(routes, path, { loggedIn: true, permissions: without(Permission.DocumentViewSearch) }).kind).toBe('no-permission');
    }
    expect(decideRoute(routes, '/shared-document/abc', { loggedIn: false, permissions: new Set() }).kind).toBe('render');
  });
});

describe('amounts typed in the office (001 §5 money pattern)', () => {
  it('reads up to 9 digits and 2 decimals, with separators', () => {
    expect(parseAmount('65')).toBe(6500);
    expect(parseAmount('1,234.5')).toBe(123450);
    expect(parseAmount('0.015')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1234567890')).toBeNull();
  });

  it('R-RCPT-1, R-RCPT-6, R-INV-1: required, above zero, at most what is left', () => {
    expect(amountProblem('', 100)).toBe('required');
    expect(amountProblem('x', 100)).toBe('notMoney');
    expect(amountProblem('0', 100)).toBe('notPositive');
    expect(amountProblem('1.01', 100)).toBe('aboveMax');
    expect(amountProblem('1', 100)).toBeNull();
  });
});
