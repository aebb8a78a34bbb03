import { Permission } from '@pos/shared/permissions';
import { percentToBp, vatOfGross } from '@pos/shared/money';
import { MAX_LINES, REMARKS_MAX, TITLE_MAX, type CreateBusinessInvoiceBody } from '@pos/shared/api/documents';
import { parseAmount } from '../documents/kinds';

/**
 * The office's invoice or proforma to a business client (C146 create-business-invoice, 000 §2
 * /businessClient/{clientId}/... and /accounting/new-perfoma-invoice): free lines (description,
 * quantity, unit price), a title and remarks within their limits (R-INV-4), the amount and its VAT
 * as the server computes them (shared money: VAT of the gross total at the provider's rate). The
 * server checks it all again; these are the same checks said at the field before sending.
 */
export type BusinessInvoiceKind = 'invoice' | 'proforma';

/** R-PERM-11: a new invoice needs CreateInvoices, a new proforma CreatePerfomaInvoices. */
export const BUSINESS_INVOICE_PERMISSION: Record<BusinessInvoiceKind, number> = {
  invoice: Permission.CreateInvoices,
  proforma: Permission.CreatePerfomaInvoices,
};

export const mayIssue = (kind: BusinessInvoiceKind, permissions: ReadonlySet<number>): boolean => permissions.has(BUSINESS_INVOICE_PERMISSION[kind]);

/** The line's description limit of the server's schema. */
export const DESCRIPTION_MAX = 200;
export const QUANTITY_MAX = 1_000_000;

/** One line as typed: texts until sent. */
export interface InvoiceLineRow {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface BusinessInvoiceValues {
  lines: InvoiceLineRow[];
  title: string;
  remarks: string;
}

/** A field's problem by the code the server's field errors use (common fieldError.<code>), with its params. */
export interface FormIssue {
  field: string;
  code: string;
  params?: Record<string, number>;
}

let nextKey = 1;
export function newLine(description = '', quantity = '1', unitPrice = ''): InvoiceLineRow {
  return { key: nextKey++, description, quantity, unitPrice };
}

const quantityOf = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** A line's total in minor units, or null while it is not readable. */
export function lineTotal(row: InvoiceLineRow): number | null {
  const quantity = quantityOf(row.quantity);
  const price = parseAmount(row.unitPrice);
  return quantity === null || price === null ? null : quantity * price;
}

export interface InvoiceTotals {
  total: number;
  vatAmount: number;
  beforeVat: number;
  vatPercent: number;
}

/** The amount of the readable lines and its VAT (a provider of vatType NoVat charges none), as the server writes them. */
export function totalsOf(lines: readonly InvoiceLineRow[], vat: { vatType: string; vatPercent: number }): InvoiceTotals {
  const total = lines.reduce((sum, l) => sum + (lineTotal(l) ?? 0), 0);
  const vatPercent = vat.vatType === 'NoVat' ? 0 : vat.vatPercent;
  const vatAmount = vatOfGross(total, percentToBp(vatPercent));
  return { total, vatAmount, beforeVat: total - vatAmount, vatPercent };
}

/** Every problem of the form, per field (lines[i].description as the server names them). */
export function formIssues(kind: BusinessInvoiceKind, v: BusinessInvoiceValues): FormIssue[] {
  const out: FormIssue[] = [];
  if (v.lines.length === 0) out.push({ field: 'lines', code: 'min-items', params: { min: 1 } });
  if (v.lines.length > MAX_LINES) out.push({ field: 'lines', code: 'max-items', params: { max: MAX_LINES } });
  v.lines.forEach((l, i) => {
    const at = `lines[${i}]`;
    if (!l.description.trim()) out.push({ field: `${at}.description`, code: 'required' });
    else if (l.description.trim().length > DESCRIPTION_MAX) out.push({ field: `${at}.description`, code: 'max-length', params: { max: DESCRIPTION_MAX } });
    const quantity = quantityOf(l.quantity);
    if (!l.quantity.trim()) out.push({ field: `${at}.quantity`, code: 'required' });
    else if (quantity === null || quantity < 1) out.push({ field: `${at}.quantity`, code: 'minimum', params: { min: 1 } });
    else if (quantity > QUANTITY_MAX) out.push({ field: `${at}.quantity`, code: 'maximum', params: { max: QUANTITY_MAX } });
    const price = parseAmount(l.unitPrice);
    if (!l.unitPrice.trim()) out.push({ field: `${at}.unitPrice`, code: 'required' });
    else if (price === null) out.push({ field: `${at}.unitPrice`, code: 'invalid' });
    else if (price < 0) out.push({ field: `${at}.unitPrice`, code: 'minimum', params: { min: 0 } });
  });
  // R-INV-4: the proforma's title and the remarks have limits.
  if (kind === 'proforma' && v.title.trim().length > TITLE_MAX) out.push({ field: 'title', code: 'max-length', params: { max: TITLE_MAX } });
  if (v.remarks.trim().length > REMARKS_MAX) out.push({ field: 'remarks', code: 'max-length', params: { max: REMARKS_MAX } });
  // The amount must be above zero (the server refuses amount-above-zero).
  if (!out.some((i) => i.field.startsWith('lines')) && v.lines.reduce((s, l) => s + (lineTotal(l) ?? 0), 0) <= 0) out.push({ field: 'amount', code: 'greater-than', params: { min: 0 } });
  return out;
}

/** The body of create-business-invoice, or the problems that keep it from being sent. */
export function businessInvoiceBody(kind: BusinessInvoiceKind, v: BusinessInvoiceValues, to: { businessClientId: number; orderId: number | null }): { body: CreateBusinessInvoiceBody } | { issues: FormIssue[] } {
  const issues = formIssues(kind, v);
  if (issues.length > 0) return { issues };
  const lines = v.lines.map((l) => ({ description: l.description.trim(), quantity: quantityOf(l.quantity)!, unitPrice: parseAmount(l.unitPrice)! }));
  const title = kind === 'proforma' ? v.title.trim() : '';
  const remarks = v.remarks.trim();
  return {
    body: {
      businessClientId: to.businessClientId,
      orderId: to.orderId,
      invoiceType: kind === 'proforma' ? 'PerfomaDebit' : 'Debit',
      lines,
      amount: lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
      ...(title ? { title } : {}),
      ...(remarks ? { remarks } : {}),
      screen: to.orderId === null ? 'business-client' : 'order',
    },
  };
}
