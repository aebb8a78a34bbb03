import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TERMS, termsOf } from './terms';
import { percentOf, settlementCsv, settlementStatement, type SettlementOrder } from './settlement';

/** A month of 20 orders: 16 paid, one free, 2 cancelled by the customer, 1 by the provider. */
function monthOfTwentyOrders(): SettlementOrder[] {
  const orders: SettlementOrder[] = [];
  let n = 1;
  const day = (i: number) => `2026-10-${String(i).padStart(2, '0')}`;
  for (let i = 0; i < 10; i++) orders.push({ orderNumber: n++, date: day(1 + i), total: 12_000, tickets: 2, state: 'confirmed' });
  for (let i = 0; i < 6; i++) orders.push({ orderNumber: n++, date: day(11 + i), total: 5_000, tickets: 1, state: 'confirmed', ...(i === 0 ? { refunded: 2_500 } : {}) });
  orders.push({ orderNumber: n++, date: day(20), total: 0, tickets: 4, state: 'confirmed' });
  orders.push({ orderNumber: n++, date: day(21), total: 12_000, tickets: 2, state: 'cancelled-by-customer' });
  orders.push({ orderNumber: n++, date: day(22), total: 5_000, tickets: 1, state: 'cancelled-by-customer' });
  orders.push({ orderNumber: n++, date: day(23), total: 20_000, tickets: 4, state: 'cancelled-by-provider' });
  return orders;
}

describe('monthly settlement statement', () => {
  it('R-TERMS-1, R-TERMS-2, R-TERMS-3, R-TERMS-6: 20 orders, 3 cancellations and one free order match the table worked by hand', () => {
    // By hand (agorot), commission 20%, VAT 18%:
    //   sales          10 x 120.00 + 6 x 50.00 + 0 + 120.00 + 50.00 + 200.00      = 1,870.00
    //   cancellations  120.00 + 50.00 (customer) + 200.00 (provider)              =   370.00
    //   refunds        one partial refund on a confirmed order                    =    25.00
    //   net sales      1,870.00 - 370.00 - 25.00                                  = 1,475.00
    //   commission     20% of 1,475.00                                            =   295.00
    //   free order     4 tickets x 2.00                                           =     8.00
    //   cancel fee     3% of 200.00                                               =     6.00
    //   charges        295.00 + 8.00 + 6.00                                       =   309.00
    //   VAT on charges 18% of 309.00                                              =    55.62
    //   due            1,475.00 - 309.00 - 55.62                                  = 1,110.38
    const { totals, lines } = settlementStatement(monthOfTwentyOrders(), DEFAULT_TERMS, 1800);
    expect(totals).toEqual({
      orders: 20,
      cancelledOrders: 3,
      freeOrders: 1,
      tickets: 30,
      sales: 187_000,
      cancellations: 37_000,
      refunds: 2_500,
      netSales: 147_500,
      commission: 29_500,
      freeOrderFees: 800,
      cancellationFees: 600,
      charges: 30_900,
      vatOnCharges: 5_562,
      due: 111_038,
      shortfall: 0,
    });
    expect(lines.find((l) => l.free)).toMatchObject({ tickets: 4, freeOrderFee: 800 });
    expect(lines.filter((l) => l.cancellationFee > 0).map((l) => l.cancellationFee)).toEqual([600]);
  });

  it('R-TERMS-1: the commission is the provider’s agreed percentage', () => {
    const { totals } = settlementStatement(monthOfTwentyOrders(), termsOf({ commissionBp: 1000 }), 1800);
    expect(totals.commission).toBe(14_750);
  });

  it('R-TERMS-8: charges larger than sales are a shortfall, not a negative payout', () => {
    const orders: SettlementOrder[] = [{ orderNumber: 1, date: '2026-10-01', total: 0, tickets: 10, state: 'confirmed' }];
    const { totals } = settlementStatement(orders, DEFAULT_TERMS, 1800);
    expect(totals).toMatchObject({ charges: 2_000, vatOnCharges: 360, due: 0, shortfall: 2_360 });
  });

  it('the statement balances: net sales = charges + VAT + due - shortfall, for any month', () => {
    const order = fc.record({
      orderNumber: fc.nat(100_000),
      date: fc.constantFrom('2026-10-01', '2026-10-15', '2026-10-31'),
      total: fc.nat(1_000_000),
      tickets: fc.integer({ min: 1, max: 1000 }),
      state: fc.constantFrom('confirmed', 'cancelled-by-customer', 'cancelled-by-provider') as fc.Arbitrary<SettlementOrder['state']>,
      refunded: fc.nat(1_000_000),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 40 }), fc.integer({ min: 0, max: 10_000 }), (orders, commissionBp) => {
        const { totals } = settlementStatement(orders, termsOf({ commissionBp }), 1800);
        expect(totals.netSales).toBe(totals.charges + totals.vatOnCharges + totals.due - totals.shortfall);
        expect(totals.netSales).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals.due) && Number.isInteger(totals.vatOnCharges)).toBe(true);
      }),
    );
  });

  it('rounds half away from zero in whole minor units', () => {
    expect(percentOf(150, 300)).toBe(5); // 4.5
    expect(percentOf(149, 300)).toBe(4); // 4.47
  });

  it('exports as CSV with one row per order and the totals', () => {
    const csv = settlementCsv(settlementStatement(monthOfTwentyOrders(), DEFAULT_TERMS, 1800));
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe('orderNumber,date,state,free,tickets,sold,cancelled,refunded,freeOrderFee,cancellationFee');
    expect(rows.slice(1, 21)).toHaveLength(20);
    expect(rows).toContain('due,111038');
  });
});
