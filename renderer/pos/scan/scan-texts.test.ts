import { describe, expect, it } from 'vitest';
import { admittedCount, scanTime } from './scan-texts';
import type { ScannedOrder } from '../core/handlers';

const ticket = (ticketNo: number, quantity: number, scanned: boolean) => ({ code: `u.${ticketNo}`, ticketNo, productName: 'Tour', customerTypeName: 'Adult', date: '2026-11-21', startTime: null, quantity, scanned });

describe('what the gate says', () => {
  it('counts the people an order admits and those already in (a line ticket admits its quantity)', () => {
    const order = { tickets: [ticket(1, 1, true), ticket(2, 1, false), ticket(3, 2, true)] } as ScannedOrder;
    expect(admittedCount(order)).toEqual({ scanned: 3, total: 4 });
  });

  it('says when a ticket was first scanned: the time alone today, the date too on another day', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(scanTime(new Date(2026, 10, 21, 10, 2).toISOString(), now)).toBe('10:02');
    expect(scanTime(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('20/11/2026 09:05');
  });
});
