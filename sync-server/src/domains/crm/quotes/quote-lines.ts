import type { QuoteProductInput } from '@pos/shared/api/quotes';
import { fieldError } from '@pos/shared/errors';

export interface QuoteCustomerUpdate {
  quoteId: number;
  productIndex: number;
  customerIndex: number;
  quantity: number;
  discountAmount?: number | null;
  discountPercent?: number | null;
}

/** C124, C125: a customer line's quantity and discount (the pricing checks their bounds: R-ORD-15, R-ORD-17). */
export function updateCustomerLine(entries: QuoteProductInput[], change: QuoteCustomerUpdate): QuoteProductInput[] {
  const entry = entryAt(entries, change.productIndex);
  if (!entry.customers[change.customerIndex]) throw fieldError('customerIndex', 'No such customer line in the product.');
  const customers = entry.customers.map((c, j) =>
    j === change.customerIndex ? { ...c, quantity: change.quantity, discountAmount: change.discountAmount ?? null, discountPercent: change.discountPercent ?? null } : c,
  );
  return entries.map((e, i) => (i === change.productIndex ? { ...e, customers } : e));
}

/** The entry at the index, or a field error. */
export function entryAt(entries: readonly QuoteProductInput[], index: number): QuoteProductInput {
  const entry = entries[index];
  if (!entry) throw fieldError('productIndex', 'No such product in the quote.');
  return entry;
}

/** R-ORD-16: a customer line removed; an entry left without customers goes; the quote's last line stays. */
export function withoutCustomer(entries: QuoteProductInput[], productIndex: number, customerIndex: number): QuoteProductInput[] {
  const entry = entryAt(entries, productIndex);
  if (!entry.customers[customerIndex]) throw fieldError('customerIndex', 'No such customer line in the product.');
  const customers = entry.customers.filter((_, j) => j !== customerIndex);
  return customers.length === 0 ? entries.filter((_, i) => i !== productIndex) : entries.map((e, i) => (i === productIndex ? { ...e, customers } : e));
}
