import { describe, expect, it } from 'vitest';
import { arrivalAfterScans, orderTickets, parseScanCode, ticketCode } from './ticket-codes';

const uuid = '0f8c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const line = { productId: 1, customerTypeId: 2, date: '2026-11-21', startTime: '10:00' };

describe('ticket codes', () => {
  it('single-unit gives one ticket per person, multiple-unit one per line, numbered in line order', () => {
    const tickets = orderTickets(uuid, [
      { ...line, quantity: 2, printingType: 'single-unit' },
      { ...line, customerTypeId: 3, quantity: 5, printingType: 'multiple-unit' },
    ]);
    expect(tickets.map((t) => [t.code, t.quantity, t.lineIndex])).toEqual([
      [`${uuid}.1`, 1, 0],
      [`${uuid}.2`, 1, 0],
      [`${uuid}.3`, 5, 1],
    ]);
  });

  it('reads a ticket code, an order uuid, an order number and anything else', () => {
    expect(parseScanCode(` ${uuid.toUpperCase()}.12 `)).toEqual({ kind: 'ticket', orderUuid: uuid, ticketNo: 12, code: ticketCode(uuid, 12) });
    expect(parseScanCode(uuid)).toEqual({ kind: 'order', orderUuid: uuid, code: uuid });
    expect(parseScanCode('1042')).toEqual({ kind: 'order-number', orderNumber: 1042, code: '1042' });
    expect(parseScanCode('7290000000011')).toEqual({ kind: 'other', code: '7290000000011' });
    expect(parseScanCode(`${uuid}.0`).kind).toBe('other');
  });

  it('arrival follows the tickets scanned (R-ORD-13)', () => {
    expect(arrivalAfterScans(3, 0, 'None')).toBe('None');
    expect(arrivalAfterScans(3, 1, 'None')).toBe('ArrivedPartially');
    expect(arrivalAfterScans(3, 3, 'ArrivedPartially')).toBe('Arrived');
  });
});
