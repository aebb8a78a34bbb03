import { send } from '../core/send';
import { cartArgs, useCart } from './cart';

/**
 * Keeps the cart's money current: every change of its lines, price type, customer kind,
 * availability override or coupon asks the core to price it again (`cart-price`); an answer that a later
 * change overtook is dropped.
 */
export function startCartPricing(): () => void {
  let asked = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  return useCart.subscribe((state, previous) => {
    const changed =
      state.lines !== previous.lines ||
      state.priceTypeId !== previous.priceTypeId ||
      state.customerKind !== previous.customerKind ||
      state.businessClient !== previous.businessClient ||
      state.overrideAvailability !== previous.overrideAvailability ||
      state.couponCode !== previous.couponCode;
    if (!changed || state.reserved) return;
    // A voucher was granted for the cart as it was: another cart is checked again.
    if (state.voucher && (state.lines !== previous.lines || state.couponCode !== previous.couponCode)) useCart.setState({ voucher: null });
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
        else useCart.setState({ pricing: { ok: false, priceTypeId: args.priceTypeId ?? 0, currencyId: 1, vatRateBp: 0, lines: [], totals: null, status: 'OK', problems: [{ code: answer.error.code, message: answer.error.message }], coupon: null } });
      });
    }, 80);
  });
}
