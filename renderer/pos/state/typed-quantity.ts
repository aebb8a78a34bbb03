import { create } from 'zustand';

/**
 * A number typed before a customer type's key or tile sets that type's quantity ("3" then A: three
 * adults), as on a till. Cleared once used, by Esc, or when another product is chosen.
 */
export const useTypedQuantity = create<{ digits: string }>(() => ({ digits: '' }));

/** Largest quantity that can be typed this way (R-ORD-15 bounds it again when the cart is priced). */
const MAX_DIGITS = 3;

export function typeDigit(digit: string): void {
  useTypedQuantity.setState((s) => ({ digits: (s.digits + digit).replace(/^0+/, '').slice(0, MAX_DIGITS) }));
}

/** The typed number, cleared; null when nothing was typed. */
export function takeTypedQuantity(): number | null {
  const { digits } = useTypedQuantity.getState();
  useTypedQuantity.setState({ digits: '' });
  return digits ? Number(digits) : null;
}

export function clearTypedQuantity(): void {
  useTypedQuantity.setState({ digits: '' });
}
