import { create } from 'zustand';
import { clearCart, useCart, type CartLine, type CustomerDetails, type CustomerKind } from './cart';
import { currentUser, displayName } from './station';

/**
 * Sales put aside (a customer steps away to fetch a card) and taken up again later in the shift.
 * Kept in the window's storage with the shift they belong to, so a reload keeps them; another
 * shift does not see them. A club voucher checked for the cart is not kept: it is checked again.
 */
export interface ParkedSale {
  id: string;
  shiftUuid: string;
  parkedAt: string;
  lines: CartLine[];
  priceTypeId: number | null;
  customerKind: CustomerKind;
  businessClient: { id: number; name: string } | null;
  customer: CustomerDetails;
  overrideAvailability: boolean;
  couponCode: string | null;
  /** Who was selling it (issue 16: a cart left by a cashier switch is parked under their name); absent in sales parked before. */
  cashier?: ParkedCashier;
}

export interface ParkedCashier {
  id: number;
  name: string;
}

/** The cashier logged in now, as a parked sale names them. */
export function cashierNow(): ParkedCashier | undefined {
  const user = currentUser();
  return user ? { id: user.id, name: displayName(user) } : undefined;
}

const STORAGE_KEY = 'pos.parkedSales';

function load(): ParkedSale[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ParkedSale[]) : [];
  } catch {
    return [];
  }
}

export const useParked = create<{ sales: ParkedSale[] }>(() => ({ sales: load() }));

function save(sales: ParkedSale[]): void {
  useParked.setState({ sales });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(sales));
  } catch {
    // A full or missing storage keeps the parked sales for this session only.
  }
}

/** The parked sales of a shift, oldest first. */
export function parkedOf(sales: readonly ParkedSale[], shiftUuid: string | null): ParkedSale[] {
  return shiftUuid ? sales.filter((s) => s.shiftUuid === shiftUuid) : [];
}

/** Puts the cart aside under its cashier and empties it; false when there is nothing to park (or a reserved order is being paid). */
export function parkCart(shiftUuid: string, now = new Date(), cashier: ParkedCashier | undefined = cashierNow()): boolean {
  const cart = useCart.getState();
  if (cart.lines.length === 0 || cart.reserved) return false;
  const parked: ParkedSale = {
    id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    shiftUuid,
    parkedAt: now.toISOString(),
    lines: cart.lines,
    priceTypeId: cart.priceTypeId,
    customerKind: cart.customerKind,
    businessClient: cart.businessClient,
    customer: cart.customer,
    overrideAvailability: cart.overrideAvailability,
    couponCode: cart.couponCode,
    ...(cashier ? { cashier } : {}),
  };
  save([...useParked.getState().sales, parked]);
  clearCart();
  return true;
}

/** Takes a parked sale back into the cart; a cart in progress is parked in its place. */
export function resumeParked(id: string, shiftUuid: string): void {
  const sale = useParked.getState().sales.find((s) => s.id === id);
  if (!sale) return;
  if (useCart.getState().lines.length > 0) parkCart(shiftUuid);
  save(useParked.getState().sales.filter((s) => s.id !== id));
  clearCart();
  const { id: _id, shiftUuid: _shift, parkedAt: _at, cashier: _cashier, ...cart } = sale;
  useCart.setState({ ...cart, selectedKey: null });
}

/** Drops a parked sale (the customer left). */
export function dropParked(id: string): void {
  save(useParked.getState().sales.filter((s) => s.id !== id));
}
