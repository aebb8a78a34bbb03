import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTransport, type RpcResult } from '../core/send';
import type { CartArgs } from '../core/handlers';
import { clearCart, setQuantity, updateLine, useCart } from './cart';
import { PRICING_QUIET_MS, startCartPricing } from './pricing';

const line = { productId: 1, productName: 'Tour', slotId: 5, date: '2026-05-01', startTime: '10:00:00', customerTypeId: 2, customerTypeName: 'Adult', listUnitPrice: 5000 };
const priced = (args: CartArgs) => ({ ok: true, priceTypeId: 1, currencyId: 1, vatRateBp: 1800, lines: [], totals: { totalToPay: 5000 * args.items[0]!.customers[0]!.quantity }, status: 'OK', problems: [], coupon: null });

/** Issue 16: the cart's pricing (cart-price) on the one-ticket sale's path. */
describe('cart pricing', () => {
  let asked: CartArgs[];
  let answer: Array<(r: RpcResult<unknown>) => void>;
  let clock: number;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    clearCart();
    asked = [];
    answer = [];
    clock = 1000;
    useTransport({
      kind: 'http',
      call: (name, args) => {
        expect(name).toBe('cart-price');
        asked.push(args as CartArgs);
        return new Promise((resolve) => answer.push(resolve));
      },
      subscribe: () => () => undefined,
    });
    stop = startCartPricing(() => clock);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('prices a change after a quiet spell at once, with no wait before the core is asked (a tap then F4)', async () => {
    setQuantity(line, 1);
    expect(asked).toHaveLength(1);
    expect(useCart.getState().pricing).toBeNull();
    answer[0]!({ ok: true, data: priced(asked[0]!) });
    await vi.waitFor(() => expect(useCart.getState().pricing?.totals?.totalToPay).toBe(5000));
  });

  it('asks once for changes in a burst, after the quiet time, with the cart as the last change left it', async () => {
    setQuantity(line, 1);
    clock += 10;
    updateLine(useCart.getState().lines[0]!.key, { quantity: 2 });
    clock += 10;
    updateLine(useCart.getState().lines[0]!.key, { quantity: 3 });
    expect(asked).toHaveLength(1);
    clock += PRICING_QUIET_MS;
    vi.advanceTimersByTime(PRICING_QUIET_MS);
    expect(asked.map((a) => a.items[0]!.customers[0]!.quantity)).toEqual([1, 3]);
    // The first answer arrives after the last change: it is dropped, the last one is shown.
    answer[0]!({ ok: true, data: priced(asked[0]!) });
    answer[1]!({ ok: true, data: priced(asked[1]!) });
    await vi.waitFor(() => expect(useCart.getState().pricing?.totals?.totalToPay).toBe(15000));
  });

  it('an emptied cart is not priced and shows no pricing', () => {
    setQuantity(line, 1);
    clock += 200;
    setQuantity(line, 0);
    expect(asked).toHaveLength(1);
    expect(useCart.getState().pricing).toBeNull();
  });
});
