import { describe, expect, it } from 'vitest';
import { admittedCount, scanTime } from './scan-texts';
import type { ScannedOrder } from '../core/handlers';

const ticket = (ticketNo: number, quantity: number, scanned: boolean) => ({ code: `u.${ticketNo}`, ticketNo, productName: 'Tour', customerTypeName: 'Adult', date: '2026-11-21', startTime: null, quantity, scanned });

describe('what the gate says', () => {
  it('counts the people an order admits and those already in (a line ticket admits its quantity)', () => {
    const order = { tickets: [ticket(1, 1, true), ticket(2, 1, false), ticket(3, 2, true)] } as ScannedOrder;
    expect(admittedCount(order)).toEqual({ scanned: 3, total: 4 });
  });

  it('says when a ticket was first scanned in the provider\'s zone (Asia/Jerusalem, UTC+2 in November): the time alone today, the date too on another day', () => {
    const now = new Date('2026-11-21T13:00:00Z');
    expect(scanTime('2026-11-21T08:02:00Z', now)).toBe('10:02');
    expect(scanTime('2026-11-20T07:05:00Z', now)).toBe('20/11/2026 09:05');
    // 23:30 UTC on the 20th is already the 21st in Jerusalem: today there.
    expect(scanTime('2026-11-20T23:30:00Z', now)).toBe('01:30');
  });
});
