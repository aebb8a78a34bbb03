import { send } from '../core/send';
import { cartArgs, useCart } from './cart';

/**
 * Keeps the cart's money current: every change of its lines, price type, customer kind or
 * availability override asks the core to price it again (`cart-price`); an answer that a later
 * change overtook is dropped.
 */
export function startCartPricing(): () => void {
  let asked = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  return useCart.subscribe((state, previous) => {
    const changed = state.lines !== previous.lines || state.priceTypeId !== previous.priceTypeId || state.customerKind !== previous.customerKind || state.overrideAvailability !== previous.overrideAvailability;
    if (!changed || state.reserved) return;
    clearTimeout(timer);
    if (state.lines.length === 0) {
      asked = '';
      useCart.setState({ pricing: null });
      return;
    }
    const args = cartArgs(state);
    const signature = JSON.stringify(args);
    asked = signature;
    useCart.setState({ pricing: null });
    timer = setTimeout(() => {
      void send('cart-price', args).then((answer) => {
        if (asked !== signature) return;
        if (answer.ok) useCart.setState({ pricing: answer.data });
        else useCart.setState({ pricing: { ok: false, priceTypeId: args.priceTypeId ?? 0, currencyId: 1, vatRateBp: 0, lines: [], totals: null, status: 'OK', problems: [{ code: answer.error.code, message: answer.error.message }] } });
      });
    }, 80);
  });
}
