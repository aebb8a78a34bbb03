import { PaymentMethod, type PaymentMethodCode, type ShiftReport } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { refundStore } from '../refunds/refund-store';
import { shiftFigures, type ShiftRecord } from './shift-store';

/** The X and Z report as the window shows and prints it, and as the server keeps it with the close. */
export type StationShiftReport = ShiftReport;

/**
 * X report (mid-shift) and Z report (at the close): orders, tickets, sale documents, money taken by
 * payment method, refunds (their total; the cash given back leaves the drawer), cash put in and
 * taken out (issue 16), cash expected in the drawer: opening float + cash sales - cash refunds +
 * cash in - cash out. A sale the office cancelled since is not counted as sold or paid; its cash is
 * still in the drawer (the office gives the money back its own way), so it stays expected there.
 */
export function shiftReport(db: StationDb, shift: Pick<ShiftRecord, 'uuid' | 'openingBalance'>): StationShiftReport {
  const { orders, tickets, receipts, byMethod, cancelled, cancelledCash, movements } = shiftFigures(db, shift.uuid);
  const refunds = refundStore.shiftRefunds(db, shift.uuid);
  const cash = new Map<number, number>(shift.openingBalance.map((b) => [b.currencyId, b.amount]));
  const add = (currencyId: number, amount: number) => cash.set(currencyId, (cash.get(currencyId) ?? 0) + amount);
  for (const m of byMethod) if (m.method === PaymentMethod.Cash) add(m.currencyId, m.amount);
  for (const m of cancelledCash) add(m.currencyId, m.amount);
  for (const m of refunds.byMethod) if (m.method === PaymentMethod.Cash) add(m.currencyId, -m.amount);
  for (const m of movements) add(m.currencyId, m.kind === 'in' ? m.amount : -m.amount);
  const moved = (kind: 'in' | 'out') => movements.filter((m) => m.kind === kind).map(({ currencyId, amount }) => ({ currencyId, amount }));
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
    openingBalance: shift.openingBalance,
    cashIn: moved('in'),
    cashOut: moved('out'),
    cashMovementCount: movements.reduce((n, m) => n + m.n, 0),
    cancelledCount: cancelled.reduce((n, c) => n + c.n, 0),
    cancelled: cancelled.map(({ currencyId, amount }) => ({ currencyId, amount })),
  };
}
