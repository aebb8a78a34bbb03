import { send } from '../core/send';
import { cartArgs, useCart } from './cart';

/** Changes closer together than this (a scanner's lines, digits typed) are priced once, after the last. */
export const PRICING_QUIET_MS = 80;

/**
 * Keeps the cart's money current: every change of its lines, price type, customer kind,
 * availability override or coupon asks the core to price it again (`cart-price`); an answer that a later
 * change overtook is dropped. A change after a quiet spell is priced at once (a tap then F4 pays without
 * waiting); changes in a burst are asked at most once per PRICING_QUIET_MS, the last one always (issue 16).
 */
export function startCartPricing(now: () => number = () => performance.now()): () => void {
  let asked = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastAsked = -Infinity;
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
    const ask = () => {
      timer = undefined;
      lastAsked = now();
      void send('cart-price', args).then((answer) => {
        if (asked !== signature) return;
        if (answer.ok) useCart.setState({ pricing: answer.data });
        else useCart.setState({ pricing: { ok: false, priceTypeId: args.priceTypeId ?? 0, currencyId: 1, vatRateBp: 0, lines: [], totals: null, status: 'OK', problems: [{ code: answer.error.code, message: answer.error.message }], coupon: null } });
      });
    };
    const wait = lastAsked + PRICING_QUIET_MS - now();
    if (wait <= 0) ask();
    else timer = setTimeout(ask, wait);
  });
}
