import { PaymentMethod, type PaymentMethodCode, type ShiftReport } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { refundStore } from '../refunds/refund-store';
import { shiftFigures, type ShiftRecord } from './shift-store';

/** The X and Z report as the window shows and prints it, and as the server keeps it with the close. */
export type StationShiftReport = ShiftReport;

/**
 * X report (mid-shift) and Z report (at the close): orders, tickets, sale documents, money taken by
 * payment method, refunds (their total; the cash given back leaves the drawer), cash expected in
 * the drawer.
 */
export function shiftReport(db: StationDb, shift: Pick<ShiftRecord, 'uuid' | 'openingBalance'>): StationShiftReport {
  const { orders, tickets, receipts, byMethod } = shiftFigures(db, shift.uuid);
  const refunds = refundStore.shiftRefunds(db, shift.uuid);
  const cash = new Map<number, number>(shift.openingBalance.map((b) => [b.currencyId, b.amount]));
  for (const m of byMethod) if (m.method === PaymentMethod.Cash) cash.set(m.currencyId, (cash.get(m.currencyId) ?? 0) + m.amount);
  for (const m of refunds.byMethod) if (m.method === PaymentMethod.Cash) cash.set(m.currencyId, (cash.get(m.currencyId) ?? 0) - m.amount);
  return {
    orders,
    tickets,
    receipts: receipts.n,
    total: receipts.total,
    byMethod: byMethod.map(({ method, currencyId, amount }) => ({ method, currencyId, amount })),
    refunds: refunds.total,
    cashExpected: [...cash].sort((a, b) => a[0] - b[0]).map(([currencyId, amount]) => ({ currencyId, amount })),
    salesCount: byMethod.map(({ method, currencyId, count }) => ({ method, currencyId, count })),
    refundCount: refunds.n,
    refundsByMethod: refunds.byMethod.map(({ method, currencyId, amount, n }) => ({ method: method as PaymentMethodCode, currencyId, amount, count: n })),
  };
}
