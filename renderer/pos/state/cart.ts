import { create } from 'zustand';
import { lineAmounts, orderTotals, type Discount, type OrderTotals } from '@pos/shared/pricing/calculate-order';

/**
 * The sale being made. Lines hold what the cashier chose; their money is the shared order
 * calculation (the same the core applies when it commits), so the screen never shows a total the
 * core would not take.
 */
export interface CartLine {
  key: string;
  productId: number;
  productName: string;
  slotId: number | null;
  date: string;
  startTime: string | null;
  customerTypeId: number;
  customerTypeName: string;
  quantity: number;
  /** The price list's unit price. */
  listUnitPrice: number;
  /** The price sold at: the list's, or one set by hand (permission 34). */
  unitPrice: number;
  /** Set by hand (permission 35), within the cashier's maximum. */
  discount: Discount | null;
  currencyId: number;
}

export type CustomerKind = 'private' | 'business';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

export interface ReservedOrderRef {
  id: number;
  number: number;
  total: number;
  paid: number;
}

interface CartState {
  lines: CartLine[];
  selectedKey: string | null;
  customerKind: CustomerKind;
  businessClientId: number | null;
  customer: CustomerDetails;
  /** Paying a reserved order instead of selling: its lines are the order's and cannot be changed here. */
  reserved: ReservedOrderRef | null;
}

const EMPTY_CUSTOMER: CustomerDetails = { firstName: '', lastName: '', mobile: '', email: '' };

const initial = (): CartState => ({ lines: [], selectedKey: null, customerKind: 'private', businessClientId: null, customer: { ...EMPTY_CUSTOMER }, reserved: null });

export const useCart = create<CartState>(initial);

export function lineKey(l: Pick<CartLine, 'productId' | 'slotId' | 'date' | 'startTime' | 'customerTypeId'>): string {
  return `${l.productId}|${l.slotId ?? '-'}|${l.date}|${l.startTime ?? '-'}|${l.customerTypeId}`;
}

/** Sets a line's quantity, adding the line when new and dropping it at zero. One line per product, slot and customer type (R-ORD-15). */
export function setQuantity(line: Omit<CartLine, 'key' | 'quantity' | 'unitPrice' | 'discount'>, quantity: number): void {
  const key = lineKey(line);
  useCart.setState((s) => {
    const existing = s.lines.find((l) => l.key === key);
    if (quantity <= 0) return { lines: s.lines.filter((l) => l.key !== key), selectedKey: s.selectedKey === key ? null : s.selectedKey };
    if (existing) return { lines: s.lines.map((l) => (l.key === key ? { ...l, quantity } : l)), selectedKey: key };
    return { lines: [...s.lines, { ...line, key, quantity, unitPrice: line.listUnitPrice, discount: null }], selectedKey: key };
  });
}

export function quantityOf(key: string): number {
  return useCart.getState().lines.find((l) => l.key === key)?.quantity ?? 0;
}

export function updateLine(key: string, patch: Partial<Pick<CartLine, 'quantity' | 'unitPrice' | 'discount' | 'slotId' | 'date' | 'startTime'>>): void {
  useCart.setState((s) => ({
    lines: s.lines.map((l) => {
      if (l.key !== key) return l;
      const next = { ...l, ...patch };
      return { ...next, key: lineKey(next) };
    }),
    selectedKey: s.selectedKey === key ? lineKey({ ...s.lines.find((l) => l.key === key)!, ...patch }) : s.selectedKey,
  }));
}

export function removeLine(key: string): void {
  useCart.setState((s) => ({ lines: s.lines.filter((l) => l.key !== key), selectedKey: s.selectedKey === key ? null : s.selectedKey }));
}

export function selectLine(key: string | null): void {
  useCart.setState({ selectedKey: key });
}

export function setCustomer(patch: Partial<Pick<CartState, 'customerKind' | 'businessClientId'>> & { customer?: Partial<CustomerDetails> }): void {
  useCart.setState((s) => ({
    ...(patch.customerKind ? { customerKind: patch.customerKind } : {}),
    ...(patch.businessClientId !== undefined ? { businessClientId: patch.businessClientId } : {}),
    ...(patch.customer ? { customer: { ...s.customer, ...patch.customer } } : {}),
  }));
}

export function startReserved(order: ReservedOrderRef, lines: CartLine[], customer: Partial<CustomerDetails>): void {
  useCart.setState({ ...initial(), reserved: order, lines, customer: { ...EMPTY_CUSTOMER, ...customer } });
}

export function clearCart(): void {
  useCart.setState(initial());
}

export interface CartMoney {
  lines: { key: string; gross: number; discountAmount: number; total: number }[];
  totals: OrderTotals;
  /** A line whose discount is out of bounds (R-ORD-17), if any. */
  invalidKey: string | null;
}

/** The cart's money by the shared calculation; a reserved order is paid for what it still owes. */
export function cartMoney(state: Pick<CartState, 'lines' | 'reserved'>, vatRateBp: number): CartMoney {
  const lines: CartMoney['lines'] = [];
  let invalidKey: string | null = null;
  for (const l of state.lines) {
    const amounts = lineAmounts(l.quantity, l.unitPrice, l.discount);
    if (!amounts) {
      invalidKey ??= l.key;
      lines.push({ key: l.key, gross: l.quantity * l.unitPrice, discountAmount: 0, total: l.quantity * l.unitPrice });
    } else lines.push({ key: l.key, ...amounts });
  }
  const totals = orderTotals({ lines, orderDiscount: null, vatRateBp, paid: state.reserved?.paid ?? 0 })!;
  if (state.reserved) return { lines, invalidKey, totals: { ...totals, totalToPay: state.reserved.total, balance: state.reserved.total - state.reserved.paid } };
  return { lines, totals, invalidKey };
}
