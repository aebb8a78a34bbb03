import { clearCart, useCart } from './cart';
import { parkCart } from './parked';
import { displayName, useStation, type StationState } from './station';
import { back, currentScreen } from './nav';

type Status = StationState['status'];

/**
 * Issue 16: the cashier changes (Ctrl+L quick switch, the PIN tiles, the auto-lock, a logout). A
 * cart the previous cashier left is parked under their name, never shown to the next cashier nor
 * lost; they find it in "Parked" on return. A reserved order being paid is only put down (it stays
 * in the reserved orders). A payment screen left open goes back to the sale.
 * Returns what was done, for the caller's tests: 'parked', 'cleared' or null.
 */
export function onCashierChange(before: Status, after: Status): 'parked' | 'cleared' | null {
  const was = before?.user ?? null;
  if (!was || after?.user?.id === was.id) return null;
  const cart = useCart.getState();
  if (cart.lines.length === 0) return null;
  const shiftUuid = after?.shift?.uuid ?? before?.shift?.uuid ?? null;
  if (currentScreen().name === 'pay') back();
  if (!cart.reserved && shiftUuid && parkCart(shiftUuid, new Date(), { id: was.id, name: displayName(was) })) return 'parked';
  clearCart();
  return 'cleared';
}

/** Watches the station's status for a change of cashier; returns the watch's end. */
export function watchCashierSwitch(): () => void {
  return useStation.subscribe((state, previous) => {
    if (state.status !== previous.status) onCashierChange(previous.status, state.status);
  });
}
