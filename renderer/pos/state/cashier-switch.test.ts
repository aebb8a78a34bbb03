import { beforeEach, describe, expect, it } from 'vitest';
import { clearCart, setQuantity, useCart } from './cart';
import { parkedOf, resumeParked, useParked } from './parked';
import { useStation, type StationState } from './station';
import { currentScreen, go, reset } from './nav';
import { onCashierChange, watchCashierSwitch } from './cashier-switch';
import type { ReservedOrderView } from '../core/handlers';

type Status = NonNullable<StationState['status']>;
const cashier = (id: number, firstName: string) => ({ id, username: firstName.toLowerCase(), firstName, lastName: 'Levi', language: 'he-IL', permissions: [28], maxDiscountPercent: null, maxChecks: null, allowedPriceTypeIds: null });
const DANA = cashier(7, 'Dana');
const NOA = cashier(8, 'Noa');
const shift = { uuid: 'shift-1', userId: DANA.id, openedAt: '2026-05-01T06:00:00Z', openedOn: '2026-05-01', openingBalance: [], closedAt: null };
const status = (user: typeof DANA | null) => ({ user, shift }) as unknown as Status;
const line = (customerTypeId: number) => ({ productId: 1, productName: 'Tour', slotId: 5, date: '2026-05-01', startTime: '10:00:00', customerTypeId, customerTypeName: `T${customerTypeId}`, listUnitPrice: 5000 });

/**
 * Issue 16: when the cashier changes (Ctrl+L, the PIN tiles, the auto-lock), the cart the previous
 * cashier left is parked under their name: the next cashier starts on an empty cart and the first
 * one finds the sale in "Parked" on return.
 */
describe('a cart left at a cashier switch', () => {
  beforeEach(() => {
    clearCart();
    useParked.setState({ sales: [] });
    reset({ name: 'sell' });
    useStation.setState({ loaded: true, linked: true, status: status(DANA) });
  });

  it('is parked under the cashier who left it when the till locks, and resumed whole by them', () => {
    const stop = watchCashierSwitch();
    setQuantity(line(1), 2);
    useCart.setState({ couponCode: 'WELCOME10' });
    // Ctrl+L / the auto-lock: nobody is logged in.
    useStation.setState({ status: status(null) });
    expect(useCart.getState().lines).toEqual([]);
    const [parked] = parkedOf(useParked.getState().sales, 'shift-1');
    expect(parked).toMatchObject({ cashier: { id: DANA.id, name: 'Dana Levi' }, couponCode: 'WELCOME10', lines: [expect.objectContaining({ quantity: 2 })] });
    // The next cashier logs in on an empty cart; nothing more is parked.
    useStation.setState({ status: status(NOA) });
    expect(useCart.getState().lines).toEqual([]);
    expect(useParked.getState().sales).toHaveLength(1);
    // Back to the first cashier: the sale is in the parked list, and resumes whole.
    useStation.setState({ status: status(null) });
    useStation.setState({ status: status(DANA) });
    resumeParked(parked!.id, 'shift-1');
    expect(useCart.getState()).toMatchObject({ couponCode: 'WELCOME10', lines: [expect.objectContaining({ customerTypeId: 1, quantity: 2 })] });
    expect(useParked.getState().sales).toEqual([]);
    stop();
  });

  it('a status that keeps the same cashier, or an empty cart, parks nothing', () => {
    setQuantity(line(1), 1);
    expect(onCashierChange(status(DANA), status(DANA))).toBeNull();
    expect(onCashierChange(null, status(DANA))).toBeNull();
    expect(useCart.getState().lines).toHaveLength(1);
    clearCart();
    expect(onCashierChange(status(DANA), status(null))).toBeNull();
    expect(useParked.getState().sales).toEqual([]);
  });

  it('a cashier replaced directly by another is parked too; a payment screen left open goes back to the sale', () => {
    setQuantity(line(2), 3);
    go({ name: 'pay' });
    expect(onCashierChange(status(DANA), status(NOA))).toBe('parked');
    expect(currentScreen().name).toBe('sell');
    expect(useParked.getState().sales[0]).toMatchObject({ cashier: { id: DANA.id }, lines: [expect.objectContaining({ customerTypeId: 2, quantity: 3 })] });
  });

  it("a reserved order being paid is put down, not parked: it stays in the reserved orders", () => {
    setQuantity(line(1), 2);
    useCart.setState({ reserved: { id: 1 } as unknown as ReservedOrderView });
    expect(onCashierChange(status(DANA), status(null))).toBe('cleared');
    expect(useCart.getState()).toMatchObject({ lines: [], reserved: null });
    expect(useParked.getState().sales).toEqual([]);
  });
});
