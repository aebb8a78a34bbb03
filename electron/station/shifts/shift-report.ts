import { PaymentMethod, type ShiftReport } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { shiftFigures, type ShiftRecord } from './shift-store';

/** X report (mid-shift) and Z report (at the close): orders, tickets, receipts, money by payment method, refunds, cash expected in the drawer. */
export function shiftReport(db: StationDb, shift: Pick<ShiftRecord, 'uuid' | 'openingBalance'>): ShiftReport {
  const { orders, tickets, receipts, byMethod } = shiftFigures(db, shift.uuid);
  const cash = new Map<number, number>(shift.openingBalance.map((b) => [b.currencyId, b.amount]));
  for (const m of byMethod) if (m.method === PaymentMethod.Cash) cash.set(m.currencyId, (cash.get(m.currencyId) ?? 0) + m.amount);
  return {
    orders,
    tickets,
    receipts: receipts.n,
    total: receipts.total,
    byMethod,
    refunds: 0,
    cashExpected: [...cash].sort((a, b) => a[0] - b[0]).map(([currencyId, amount]) => ({ currencyId, amount })),
  };
}
