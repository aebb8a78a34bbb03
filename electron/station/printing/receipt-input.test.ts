import { describe, expect, it } from 'vitest';
import type { ReceiptDocument } from '../sales/receipt-document';
import { receiptInputOf } from './receipt-input';

const doc = (discountAmount: number): ReceiptDocument => ({
  docType: 'receipt',
  number: 7,
  issuedAt: '2026-05-01T08:00:00.000Z',
  orderUuid: 'o-1',
  orderNumber: null,
  reservedOrderNumber: null,
  provider: { name: 'Demo', companyId: null, address: null, vatRateBp: 1800, vatType: 'IncVat' },
  station: { name: 'Window', number: 1 },
  cashier: { id: 1, name: 'Yossi' },
  customer: {},
  currencyId: 1,
  // A coupon of 10% on 2 x 120.00: the line's total is after its discount, as the sale stores it.
  lines: [{ productName: 'Tour', customerTypeName: 'Adult', date: '2026-05-01', startTime: '10:00:00', quantity: 2, unitPrice: 12000, discountAmount, total: 24000 - discountAmount }],
  totals: { gross: 24000, discountAmount, vatAmount: 3295, total: 24000 - discountAmount },
  payments: [{ method: 1, amount: 24000 - discountAmount, currencyId: 1, currencyRate: '1', details: { tendered: 24000 - discountAmount, change: 0 } }] as ReceiptDocument['payments'],
  change: 0,
});

describe('the printed receipt is the document the screen shows', () => {
  it('a coupon discount prints its line: subtotal, discount, total (the trial printed 2 x 120.00 ... 216.00 with no discount)', () => {
    const input = receiptInputOf(doc(2400), 'en-US', 'Asia/Jerusalem');
    expect(input.totals).toMatchObject({ subtotal: 24000, discount: 2400, total: 21600 });
  });

  it('no discount, no discount line', () => {
    const input = receiptInputOf(doc(0), 'en-US', 'Asia/Jerusalem');
    expect(input.totals).not.toHaveProperty('discount');
    expect(input.totals.total).toBe(24000);
  });
});
