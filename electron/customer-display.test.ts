import { describe, expect, it } from 'vitest';
import { customerDisplayOptions, customerDisplayUrl, planCustomerDisplay } from './customer-display';
import { POS_START_URL } from './security';

const till = { id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 } };
const second = { id: 2, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } };
const third = { id: 3, bounds: { x: -1024, y: 0, width: 1024, height: 768 } };

describe('the customer display window (issue 16)', () => {
  it('opens the POS build as the customer page, in the customer\'s language when known', () => {
    expect(customerDisplayUrl(POS_START_URL)).toBe(`${POS_START_URL}?display=customer`);
    expect(new URL(customerDisplayUrl(POS_START_URL, 'he-IL')).searchParams.get('lang')).toBe('he-IL');
    expect(customerDisplayUrl('http://127.0.0.1:5173/?x=1', 'ru-RU')).toBe('http://127.0.0.1:5173/?x=1&display=customer&lang=ru-RU');
  });

  it('goes full screen on the second screen when there is one, whatever order the screens come in', () => {
    expect(planCustomerDisplay({ displays: [second, till], primaryId: 1, startUrl: POS_START_URL })).toMatchObject({ displayId: 2, fullscreen: true, bounds: second.bounds });
    expect(planCustomerDisplay({ displays: [till, second, third], primaryId: 1, startUrl: POS_START_URL, preferredId: 3 })).toMatchObject({ displayId: 3, fullscreen: true });
    expect(planCustomerDisplay({ displays: [till, second, third], primaryId: 1, startUrl: POS_START_URL, preferredId: 9 })).toMatchObject({ displayId: 2 });
  });

  it('is a window in the corner of the till\'s screen when there is only one screen, never bigger than it', () => {
    const plan = planCustomerDisplay({ displays: [till], primaryId: 1, startUrl: POS_START_URL })!;
    expect(plan).toMatchObject({ displayId: 1, fullscreen: false, bounds: { x: 566, y: 168, width: 800, height: 600 } });
    const small = planCustomerDisplay({ displays: [{ id: 1, bounds: { x: 0, y: 0, width: 640, height: 480 } }], primaryId: 1, startUrl: POS_START_URL })!;
    expect(small.bounds).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  it('is off with POS_CUSTOMER_DISPLAY=0 (or no screen at all); POS_CUSTOMER_DISPLAY_SCREEN picks a screen', () => {
    expect(planCustomerDisplay({ displays: [till, second], primaryId: 1, startUrl: POS_START_URL, ...customerDisplayOptions({ POS_CUSTOMER_DISPLAY: '0' }) })).toBeNull();
    expect(planCustomerDisplay({ displays: [], primaryId: 1, startUrl: POS_START_URL })).toBeNull();
    expect(customerDisplayOptions({})).toEqual({ enabled: true, preferredId: null });
    expect(customerDisplayOptions({ POS_CUSTOMER_DISPLAY_SCREEN: '3' })).toEqual({ enabled: true, preferredId: 3 });
  });
});
