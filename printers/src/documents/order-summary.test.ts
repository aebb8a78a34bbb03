import { describe, expect, it } from 'vitest';
import type { Block } from '../layout/model';
import { buildOrderSummary } from './order-summary';
import type { OrderSummaryInput } from './types';

const input = (over: Partial<OrderSummaryInput> = {}): OrderSummaryInput => ({
  lang: 'en-US',
  business: { name: 'Sea Tours Ltd', companyId: '514000001' },
  date: '2026-11-21',
  time: '12:39:00',
  cashier: '',
  station: '',
  currency: 'NIS',
  orderNumber: '42',
  code: '6157c12d-b7b7-4c18-b214-b2cb99e46bcb',
  customerName: 'Dana Levi',
  lines: [
    { product: 'Boat trip', slotDate: '2026-11-22', slotTime: '10:00:00', customerType: 'Adult', quantity: 2, unitPrice: 11800, total: 23600 },
    { product: 'Boat trip', slotDate: '2026-11-22', slotTime: '10:00:00', customerType: 'Child', quantity: 1, unitPrice: 5900, total: 5900 },
  ],
  totals: { subtotal: 29500, discount: 2950, vatPercent: 18, vatAmount: 4050, total: 26550 },
  paid: 10000,
  balance: 16550,
  ...over,
});

const texts = (blocks: Block[]) => blocks.flatMap((b) => (b.kind === 'text' ? [b.text] : b.kind === 'keyValue' ? [`${b.key}=${b.value}`] : []));

/** R-ORD-9: the order summary document the server renders to PDF (and the station prints). */
describe('buildOrderSummary', () => {
  it('carries the business, the order number, the customer, every line, the totals with the discount, paid and balance, and one QR for the order', () => {
    const doc = buildOrderSummary(input());
    expect(doc).toMatchObject({ type: 'order-summary', lang: 'en-US', direction: 'ltr', title: 'Order summary 42' });
    const all = texts(doc.blocks);
    expect(all).toEqual(expect.arrayContaining(['Sea Tours Ltd', 'Order summary']));
    expect(all.some((t) => t.includes('42'))).toBe(true);
    expect(all.some((t) => t.includes('Dana Levi'))).toBe(true);
    const table = doc.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((r) => r.slice(1))).toEqual([
      ['2', '118.00', '236.00'],
      ['1', '59.00', '59.00'],
    ]);
    expect(all.some((t) => t.endsWith('=-29.50'))).toBe(true);
    expect(all.some((t) => t.includes('165.50'))).toBe(true);
    expect(doc.blocks.filter((b) => b.kind === 'qr')).toEqual([{ kind: 'qr', data: '6157c12d-b7b7-4c18-b214-b2cb99e46bcb' }]);
  });

  it('is right to left in he-IL and worded in Hebrew; an order without a customer name prints none', () => {
    const doc = buildOrderSummary(input({ lang: 'he-IL', customerName: undefined }));
    expect(doc.direction).toBe('rtl');
    expect(doc.title).toBe('סיכום הזמנה 42');
    expect(texts(doc.blocks).some((t) => t.includes('Dana'))).toBe(false);
  });
});
