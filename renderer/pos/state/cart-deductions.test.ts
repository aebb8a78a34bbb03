import { afterEach, describe, expect, it } from 'vitest';
import { amountDue, cartArgs, clearCart, saleVoucher, setCoupon, setVoucher, ticketCount, useCart, voucherAsk, type CartVoucher } from './cart';
import type { CartPricing } from '../core/handlers';

const line = { key: 'k', productId: 7, productName: 'Tour', slotId: 3, date: '2026-11-21', startTime: '10:00:00', customerTypeId: 2, customerTypeName: 'Adult', quantity: 3, listUnitPrice: 10000 };
const priced = (totalToPay: number): CartPricing => ({ ok: true, priceTypeId: 1, currencyId: 1, vatRateBp: 1800, lines: [], totals: { totalToPay } as CartPricing['totals'], status: 'OK', problems: [], coupon: null });
const voucher: CartVoucher = { businessClientId: 5, clubName: 'Demo Club', code: 'OK-1', quantity: 3, grantedQuantity: 2, grantedAmount: 20000, description: 'Two tickets' };

describe('coupon and club voucher in the cart', () => {
  afterEach(clearCart);

  it('sends the coupon code with the cart (cart-price and sale-create) and drops it when removed', () => {
    useCart.setState({ lines: [line] });
    setCoupon('  SPRING10 ');
    expect(cartArgs(useCart.getState()).couponCode).toBe('SPRING10');
    setCoupon(null);
    expect(cartArgs(useCart.getState())).not.toHaveProperty('couponCode');
  });

  it('takes a redeemed voucher\'s granted amount off what is due, never below zero, and gives the sale its voucher', () => {
    useCart.setState({ lines: [line], pricing: priced(30000) });
    expect(ticketCount(useCart.getState())).toBe(3);
    setVoucher(voucher);
    expect(amountDue(useCart.getState())).toBe(10000);
    expect(saleVoucher(useCart.getState())).toEqual({ businessClientId: 5, code: 'OK-1', quantity: 2, amount: 20000 });
    useCart.setState({ pricing: priced(15000) });
    expect(amountDue(useCart.getState())).toBe(0);
    setVoucher(null);
    expect(saleVoucher(useCart.getState())).toBeNull();
  });
});

describe('what a club voucher is asked to cover', () => {
  it('asks for some of the cart\'s tickets and their share of the total, never more tickets than the cart has', () => {
    expect(voucherAsk(24000, 2, 1)).toEqual({ quantity: 1, amount: 12000 });
    expect(voucherAsk(10000, 3, 2)).toEqual({ quantity: 2, amount: 6667 });
    expect(voucherAsk(10000, 3, 3)).toEqual({ quantity: 3, amount: 10000 });
    expect(voucherAsk(10000, 3, 4)).toBeNull();
    expect(voucherAsk(10000, 3, 0)).toBeNull();
    expect(voucherAsk(null, 3, 1)).toBeNull();
  });
});
