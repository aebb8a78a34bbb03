import { beforeEach, describe, expect, it } from 'vitest';
import { clearCart, setQuantity, useCart } from './cart';
import { dropParked, parkCart, parkedOf, resumeParked, useParked } from './parked';

const line = (customerTypeId: number) => ({ productId: 1, productName: 'Tour', slotId: 5, date: '2026-05-01', startTime: '10:00:00', customerTypeId, customerTypeName: `T${customerTypeId}`, listUnitPrice: 5000 });

describe('parking a sale and taking it up again in the shift', () => {
  beforeEach(() => {
    clearCart();
    useParked.setState({ sales: [] });
  });

  it('parks the cart with its customer and coupon, empties it, and resumes it whole', () => {
    setQuantity(line(1), 2);
    useCart.setState({ couponCode: 'WELCOME10', customer: { firstName: 'Dana', lastName: '', mobile: '', email: '' } });
    expect(parkCart('shift-1')).toBe(true);
    expect(useCart.getState().lines).toEqual([]);
    const [parked] = parkedOf(useParked.getState().sales, 'shift-1');
    expect(parked).toMatchObject({ couponCode: 'WELCOME10', customer: { firstName: 'Dana' } });
    resumeParked(parked!.id, 'shift-1');
    expect(useCart.getState()).toMatchObject({ couponCode: 'WELCOME10', lines: [expect.objectContaining({ customerTypeId: 1, quantity: 2 })] });
    expect(useParked.getState().sales).toEqual([]);
  });

  it('an empty cart is not parked; resuming over a cart in progress parks that one in its place', () => {
    expect(parkCart('shift-1')).toBe(false);
    setQuantity(line(1), 1);
    parkCart('shift-1');
    setQuantity(line(2), 3);
    resumeParked(useParked.getState().sales[0]!.id, 'shift-1');
    expect(useCart.getState().lines.map((l) => l.customerTypeId)).toEqual([1]);
    expect(useParked.getState().sales.map((s) => s.lines[0]!.customerTypeId)).toEqual([2]);
  });

  it("another shift does not see them; a dropped one is gone", () => {
    setQuantity(line(1), 1);
    parkCart('shift-1');
    expect(parkedOf(useParked.getState().sales, 'shift-2')).toEqual([]);
    dropParked(useParked.getState().sales[0]!.id);
    expect(useParked.getState().sales).toEqual([]);
  });
});
