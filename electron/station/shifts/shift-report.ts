import { PaymentMethod, type MoneyByCurrency, type PaymentMethodCode, type ShiftReport } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';

export interface ShiftRecord {
  uuid: string;
  userId: number;
  openedAt: string;
  openedOn: string;
  openingBalance: MoneyByCurrency[];
  closedAt: string | null;
  closedBy: number | null;
  report: ShiftReport | null;
}

interface ShiftRow {
  uuid: string;
  userId: number;
  openedAt: string;
  openedOn: string;
  openingBalance: string;
  closedAt: string | null;
  closedBy: number | null;
  report: string | null;
}

const SHIFT_COLUMNS = 'uuid, user_id as userId, opened_at as openedAt, opened_on as openedOn, opening_balance as openingBalance, closed_at as closedAt, closed_by as closedBy, report';

function toRecord(row: ShiftRow | undefined): ShiftRecord | null {
  if (!row) return null;
  return { ...row, openingBalance: JSON.parse(row.openingBalance), report: row.report ? JSON.parse(row.report) : null };
}

/** R-CASH-1: the station's shift that is not closed (at most one). */
export function openShift(db: StationDb): ShiftRecord | null {
  return toRecord(db.$client.prepare(`select ${SHIFT_COLUMNS} from shifts where closed_at is null order by opened_at limit 1`).get() as ShiftRow | undefined);
}

export function shiftByUuid(db: StationDb, uuid: string): ShiftRecord | null {
  return toRecord(db.$client.prepare(`select ${SHIFT_COLUMNS} from shifts where uuid = ?`).get(uuid) as ShiftRow | undefined);
}

/** X report (mid-shift) and Z report (at the close): orders, tickets, receipts, money by payment method, refunds, cash expected in the drawer. */
export function shiftReport(db: StationDb, shift: Pick<ShiftRecord, 'uuid' | 'openingBalance'>): ShiftReport {
  const sqlite = db.$client;
  const orders = sqlite.prepare('select count(*) as n from orders where shift_uuid = ?').get(shift.uuid) as { n: number };
  const tickets = sqlite.prepare('select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.uuid = l.order_uuid where o.shift_uuid = ?').get(shift.uuid) as { n: number };
  const receipts = sqlite.prepare('select count(*) as n, coalesce(sum(total), 0) as total from receipts where shift_uuid = ?').get(shift.uuid) as { n: number; total: number };
  const byMethod = sqlite
    .prepare('select p.method, p.currency_id as currencyId, sum(p.amount) as amount from payments p join receipts r on r.uuid = p.receipt_uuid where r.shift_uuid = ? group by p.method, p.currency_id order by p.method, p.currency_id')
    .all(shift.uuid) as { method: PaymentMethodCode; currencyId: number; amount: number }[];
  const cash = new Map<number, number>(shift.openingBalance.map((b) => [b.currencyId, b.amount]));
  for (const m of byMethod) if (m.method === PaymentMethod.Cash) cash.set(m.currencyId, (cash.get(m.currencyId) ?? 0) + m.amount);
  return {
    orders: orders.n,
    tickets: tickets.n,
    receipts: receipts.n,
    total: receipts.total,
    byMethod,
    refunds: 0,
    cashExpected: [...cash].sort((a, b) => a[0] - b[0]).map(([currencyId, amount]) => ({ currencyId, amount })),
  };
}
