import { create } from 'zustand';
import type { CartArgs, CartItem, CartPricing, ReservedOrderView } from '../core/handlers';

/**
 * The sale being made: what the cashier chose. Its money is the core's (`cart-price`, the shared
 * pricing the sale is committed with), never computed here.
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
  /** The product's and customer type's own names ("Tour|Adult"): the line's handle whatever the language shows (issue 16). */
  tag?: string;
  quantity: number;
  /** The price list's unit price as the customer types answer gave it. */
  listUnitPrice: number;
  /** A unit price set by hand (permission 34). */
  unitPrice?: number;
  /** A line discount in percent, up to 2 decimals (permission 35, up to the cashier's maximum). */
  discountPercent?: number;
}

export type CustomerKind = 'private' | 'business';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

interface CartState {
  lines: CartLine[];
  selectedKey: string | null;
  /** The price type sold at (the cashier's allowed ones, R-CASH-4); null: the core's default. */
  priceTypeId: number | null;
  customerKind: CustomerKind;
  /** The business client sold to (permission 31), from the station's business-clients stream; priced with its discounts. */
  businessClient: { id: number; name: string } | null;
  customer: CustomerDetails;
  /** Issue 22: the CRM customer the details were taken from (C295, online); null when typed by hand. */
  crmCustomerId: number | null;
  /** Sell past seats left, a stop sale or a started slot, or without the day's slot (permission 36). */
  overrideAvailability: boolean;
  /** Paying a reserved order: its lines are the order's and cannot change here. */
  reserved: ReservedOrderView | null;
  /** The core's pricing of the lines as they are now (null while it is asked). */
  pricing: CartPricing | null;
  /** A coupon or sub-coupon code typed or scanned: the core prices it (`cart-price` answers CartPricing.coupon or coupon-* problems). */
  couponCode: string | null;
  /** A club voucher checked with the club's system, redeemed into this sale (permission 32). */
  voucher: CartVoucher | null;
}

/** A club voucher in the cart: what the club's system granted for the cart as it was checked. */
export interface CartVoucher {
  businessClientId: number;
  clubName: string;
  code: string;
  /** Tickets in the cart when it was checked. */
  quantity: number;
  grantedQuantity: number;
  grantedAmount: number;
  description: string;
}

const EMPTY_CUSTOMER: CustomerDetails = { firstName: '', lastName: '', mobile: '', email: '' };

const initial = (): CartState => ({
  lines: [],
  selectedKey: null,
  priceTypeId: null,
  customerKind: 'private',
  businessClient: null,
  customer: { ...EMPTY_CUSTOMER },
  crmCustomerId: null,
  overrideAvailability: false,
  reserved: null,
  pricing: null,
  couponCode: null,
  voucher: null,
});

export const useCart = create<CartState>(initial);

export function lineKey(l: Pick<CartLine, 'productId' | 'slotId' | 'date' | 'customerTypeId'>): string {
  return `${l.productId}|${l.slotId ?? '-'}|${l.date}|${l.customerTypeId}`;
}

export type NewLine = Omit<CartLine, 'key' | 'quantity' | 'unitPrice' | 'discountPercent'>;

/** Sets a line's quantity: a new line is added, zero drops it. One line per product, slot and customer type (R-ORD-15). */
export function setQuantity(line: NewLine, quantity: number): void {
  const key = lineKey(line);
  useCart.setState((s) => {
    if (quantity <= 0) return { lines: s.lines.filter((l) => l.key !== key), selectedKey: s.selectedKey === key ? null : s.selectedKey };
    if (s.lines.some((l) => l.key === key)) return { lines: s.lines.map((l) => (l.key === key ? { ...l, quantity } : l)), selectedKey: key };
    return { lines: [...s.lines, { ...line, key, quantity }], selectedKey: key };
  });
}

export function quantityOf(key: string): number {
  return useCart.getState().lines.find((l) => l.key === key)?.quantity ?? 0;
}

export function updateLine(key: string, patch: Partial<Pick<CartLine, 'quantity' | 'unitPrice' | 'discountPercent' | 'slotId' | 'date' | 'startTime'>>): void {
  useCart.setState((s) => {
    const line = s.lines.find((l) => l.key === key);
    if (!line) return s;
    const next = { ...line, ...patch };
    next.key = lineKey(next);
    return { lines: s.lines.map((l) => (l.key === key ? next : l)), selectedKey: s.selectedKey === key ? next.key : s.selectedKey };
  });
}

export function removeLine(key: string): void {
  useCart.setState((s) => ({ lines: s.lines.filter((l) => l.key !== key), selectedKey: s.selectedKey === key ? null : s.selectedKey }));
}

export function selectLine(key: string | null): void {
  useCart.setState({ selectedKey: key });
}

export function setCart(patch: Partial<Pick<CartState, 'customerKind' | 'businessClient' | 'priceTypeId' | 'overrideAvailability' | 'crmCustomerId'>> & { customer?: Partial<CustomerDetails> }): void {
  useCart.setState((s) => {
    const { customer, ...rest } = patch;
    return { ...rest, ...(customer ? { customer: { ...s.customer, ...customer } } : {}) };
  });
}

/** Applies a coupon code (null removes it); the pricing asks the core again. */
export function setCoupon(code: string | null): void {
  useCart.setState({ couponCode: code && code.trim() ? code.trim() : null });
}

export function setVoucher(voucher: CartVoucher | null): void {
  useCart.setState({ voucher });
}

/** Tickets in the cart (a voucher is checked for them). */
export function ticketCount(state: Pick<CartState, 'lines'>): number {
  return state.lines.reduce((n, l) => n + l.quantity, 0);
}

export function startReserved(order: ReservedOrderView): void {
  const c = order.leadCustomer;
  useCart.setState({ ...initial(), reserved: order, customer: { firstName: c.firstName ?? '', lastName: c.lastName ?? '', mobile: c.mobile ?? '', email: c.email ?? '' } });
}

export function clearCart(): void {
  useCart.setState(initial());
}

/** The cart as `cart-price` and `sale-create` take it: lines grouped per product, date and slot. */
export function cartArgs(state: Pick<CartState, 'lines' | 'priceTypeId' | 'customerKind' | 'overrideAvailability'> & { couponCode?: string | null; businessClient?: { id: number } | null }): CartArgs {
  const items: CartItem[] = [];
  for (const l of state.lines) {
    let item = items.find((i) => i.productId === l.productId && i.date === l.date && i.slotId === l.slotId);
    if (!item) items.push((item = { productId: l.productId, date: l.date, slotId: l.slotId, customers: [] }));
    item.customers.push({
      customerTypeId: l.customerTypeId,
      quantity: l.quantity,
      ...(l.unitPrice !== undefined ? { unitPrice: l.unitPrice } : {}),
      ...(l.discountPercent ? { discountPercent: l.discountPercent } : {}),
    });
  }
  return {
    items,
    ...(state.priceTypeId !== null ? { priceTypeId: state.priceTypeId } : {}),
    customerKind: state.customerKind,
    ...(state.customerKind === 'business' && state.businessClient ? { businessClientId: state.businessClient.id } : {}),
    ...(state.overrideAvailability ? { overrideAvailability: true } : {}),
    ...(state.couponCode ? { couponCode: state.couponCode } : {}),
  };
}

/** The voucher as `sale-create` takes it (SaleArgs.voucher): the tickets and amount the club's system granted. */
export function saleVoucher(state: Pick<CartState, 'voucher'>): { businessClientId: number; code: string; quantity: number; amount: number } | null {
  const v = state.voucher;
  return v ? { businessClientId: v.businessClientId, code: v.code, quantity: v.grantedQuantity, amount: v.grantedAmount } : null;
}

/** Where each line sits in cartArgs' items (the core answers per item and customer index). */
export function lineAt(state: Pick<CartState, 'lines'>, itemIndex: number | undefined, customerIndex: number | undefined): CartLine | undefined {
  if (itemIndex === undefined) return undefined;
  const groups: CartLine[][] = [];
  for (const l of state.lines) {
    const group = groups.find((g) => g[0]!.productId === l.productId && g[0]!.date === l.date && g[0]!.slotId === l.slotId);
    if (group) group.push(l);
    else groups.push([l]);
  }
  return groups[itemIndex]?.[customerIndex ?? 0];
}

/** What the cart asks to be paid: the core's total less a club voucher's granted amount, or a reserved order's balance. */
export function amountDue(state: Pick<CartState, 'pricing' | 'reserved'> & { voucher?: CartVoucher | null }): number | null {
  if (state.reserved) return state.reserved.balance;
  if (!state.pricing?.ok || !state.pricing.totals) return null;
  return Math.max(0, state.pricing.totals.totalToPay - (state.voucher?.grantedAmount ?? 0));
}

/**
 * What the voucher is asked to cover: `covers` of the cart's tickets and their share of the total
 * (the cart's average ticket, rounded to the minor unit); null when the count is not 1..tickets.
 */
export function voucherAsk(total: number | null, tickets: number, covers: number): { quantity: number; amount: number } | null {
  if (total === null || !Number.isInteger(covers) || covers < 1 || covers > tickets) return null;
  return { quantity: covers, amount: Math.round((total * covers) / tickets) };
}
