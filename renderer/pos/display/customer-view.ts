import type { ReceiptDocument } from '../core/handlers';
import { amountDue, lineAt, useCart } from '../state/cart';
import type { CustomerView } from './customer-channel';

type CartState = ReturnType<typeof useCart.getState>;

/** The cart as the customer sees it: lines with the core's totals once priced, and what is due. */
export function cartView(cart: CartState, currencyId: number): CustomerView {
  const priced = (key: string) => cart.pricing?.lines.find((p) => lineAt(cart, p.productIndex, p.customerIndex)?.key === key);
  return {
    lines: cart.lines.map((l) => ({ key: l.key, product: l.productName, customerType: l.customerTypeName, tag: l.tag, quantity: l.quantity, total: priced(l.key)?.total ?? null })),
    total: cart.lines.length ? amountDue(cart) : null,
    currencyId: cart.pricing?.currencyId ?? currencyId,
    paid: null,
  };
}

/** The paid sale as the customer sees it: its receipt's lines, total and the change given. */
export function receiptView(receipt: ReceiptDocument): CustomerView {
  return {
    lines: receipt.lines.map((l, i) => ({ key: String(i), product: l.productName, customerType: l.customerTypeName, quantity: l.quantity, total: l.total })),
    total: receipt.totals.total,
    currencyId: receipt.currencyId,
    paid: { change: receipt.change, receiptNumber: receipt.number },
  };
}
