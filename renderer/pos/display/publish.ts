import type { ReceiptDocument } from '../core/handlers';
import { useCart } from '../state/cart';
import { useStation } from '../state/station';
import { customerDisplayPublisher } from './customer-channel';
import { cartView, receiptView } from './customer-view';

let publisher: ReturnType<typeof customerDisplayPublisher> | null = null;

/** Keeps the customer display on the cart as it changes (lines, prices); a paid sale's view stays until the cart changes again. */
export function startCustomerDisplay(): () => void {
  publisher = customerDisplayPublisher();
  const currency = () => useStation.getState().status?.currencyId ?? 1;
  publisher.publish(cartView(useCart.getState(), currency()));
  const off = useCart.subscribe((cart, previous) => {
    if (cart.lines === previous.lines && cart.pricing === previous.pricing && cart.voucher === previous.voucher) return;
    publisher?.publish(cartView(cart, currency()));
  });
  return () => {
    off();
    publisher?.stop();
    publisher = null;
  };
}

/** The sale is paid: the customer sees its total and the change. */
export function showPaidOnCustomerDisplay(receipt: ReceiptDocument): void {
  publisher?.publish(receiptView(receipt));
}
