import type Database from 'better-sqlite3';
import { and, eq, isNull } from 'drizzle-orm';
import type { MoneyByCurrency, PaymentMethodCode, ShiftReport } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';
import { shifts } from '../db/schema';

/**
 * The shifts table, and what the reports count of a shift's orders, receipts and payments. Reads
 * are statements prepared once (the open shift is read twice by every sale; the report's reads
 * measured 1.8 times slower through Drizzle). A shift's open and close are Drizzle queries over
 * the schema: committed, they measured no slower (docs/decisions/station-sql.md).
 */
export interface ShiftRecord {
  managerApproved: boolean;
  uuid: string;
  userId: number;
  openedAt: string;
  openedOn: string;
  openingBalance: MoneyByCurrency[];
  closedAt: string | null;
  closedBy: number | null;
  report: ShiftReport | null;
  /** The cash counted at the close, per currency (CountedCurrency of the protocol). */
  counted: { currencyId: number; counted: number; expected: number; difference: number }[] | null;
  balanceDescription: string | null;
}

interface ShiftRow {
  managerApproved: number;
  uuid: string;
  userId: number;
  openedAt: string;
  openedOn: string;
  openingBalance: string;
  closedAt: string | null;
  closedBy: number | null;
  report: string | null;
  counted: string | null;
  balanceDescription: string | null;
}

const SHIFT_COLUMNS =
  'uuid, user_id as userId, opened_at as openedAt, opened_on as openedOn, opening_balance as openingBalance, closed_at as closedAt, closed_by as closedBy, report, counted, balance_description as balanceDescription, manager_approved as managerApproved';

/**
 * Not cancelled by the office: the tickets stream marks such an order Cancelled (sync/ticket-apply.ts).
 * A whole refund at this window marks its order Cancelled too, but that sale stays counted: its refund
 * is counted apart (refunds/refund-store.ts), and leaving the sale out as well would take the money off twice.
 */
const NOT_CANCELLED = (orderUuid: string) =>
  `not exists (select 1 from ticket_orders t where t.order_uuid = ${orderUuid} and t.status = 'Cancelled' and not exists (select 1 from refunds f where f.order_uuid = ${orderUuid}))`;

function statements(sqlite: Database.Database) {
  return {
    open: sqlite.prepare<[], ShiftRow>(`select ${SHIFT_COLUMNS} from shifts where closed_at is null order by opened_at limit 1`),
    byUuid: sqlite.prepare<[string], ShiftRow>(`select ${SHIFT_COLUMNS} from shifts where uuid = ?`),
    lastClosed: sqlite.prepare<[], ShiftRow>(`select ${SHIFT_COLUMNS} from shifts where closed_at is not null order by closed_at desc limit 1`),
    // An order the office cancelled since (the tickets stream marks it Cancelled: sync/ticket-apply.ts) no longer counts as sold or paid (issue 16).
    orders: sqlite.prepare<[string], { n: number }>(`select count(*) as n from orders o where o.shift_uuid = ? and ${NOT_CANCELLED('o.uuid')}`),
    tickets: sqlite.prepare<[string], { n: number }>(`select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.uuid = l.order_uuid where o.shift_uuid = ? and ${NOT_CANCELLED('o.uuid')}`),
    // Sale documents only (receipts and invoice-receipts): refunds are counted apart (refunds/refund-store.ts).
    receipts: sqlite.prepare<[string], { n: number; total: number }>(
      `select count(*) as n, coalesce(sum(total), 0) as total from receipts r where r.shift_uuid = ? and r.doc_type <> 'refund' and ${NOT_CANCELLED('r.order_uuid')}`,
    ),
    byMethod: sqlite.prepare<[string], { method: PaymentMethodCode; currencyId: number; amount: number; count: number }>(
      `select p.method, p.currency_id as currencyId, sum(p.amount) as amount, count(distinct r.uuid) as count from payments p join receipts r on r.uuid = p.receipt_uuid
       where r.shift_uuid = ? and r.doc_type <> 'refund' and ${NOT_CANCELLED('r.order_uuid')} group by p.method, p.currency_id order by p.method, p.currency_id`,
    ),
    /** Cash taken for sales the office cancelled since: the notes are still in the drawer (the office gives the money back its own way). */
    cancelledCash: sqlite.prepare<[string], { currencyId: number; amount: number }>(
      `select p.currency_id as currencyId, sum(p.amount) as amount from payments p join receipts r on r.uuid = p.receipt_uuid
       where r.shift_uuid = ? and r.doc_type <> 'refund' and p.method = 1 and not ${NOT_CANCELLED('r.order_uuid')} group by p.currency_id order by p.currency_id`,
    ),
    cancelled: sqlite.prepare<[string], { currencyId: number; amount: number; n: number }>(
      `select r.currency_id as currencyId, sum(r.total) as amount, count(distinct r.order_uuid) as n from receipts r
       where r.shift_uuid = ? and r.doc_type <> 'refund' and not ${NOT_CANCELLED('r.order_uuid')} group by r.currency_id order by r.currency_id`,
    ),
    movements: sqlite.prepare<[string], { kind: 'in' | 'out'; currencyId: number; amount: number; n: number }>(
      'select kind, currency_id as currencyId, sum(amount) as amount, count(*) as n from cash_movements where shift_uuid = ? group by kind, currency_id order by kind, currency_id',
    ),
  };
}

const stmts = preparedStatements(statements);

function toRecord(row: ShiftRow | undefined): ShiftRecord | null {
  if (!row) return null;
  return { ...row, managerApproved: row.managerApproved === 1, openingBalance: JSON.parse(row.openingBalance), report: row.report ? JSON.parse(row.report) : null, counted: row.counted ? JSON.parse(row.counted) : null };
}

/** R-CASH-1: the station's shift that is not closed (at most one). */
export function openShift(db: StationDb): ShiftRecord | null {
  return toRecord(stmts(db).open.get());
}

export function shiftByUuid(db: StationDb, uuid: string): ShiftRecord | null {
  return toRecord(stmts(db).byUuid.get(uuid));
}

/** The shift closed last (the Z report asked without a shift). */
export function lastClosedShift(db: StationDb): ShiftRecord | null {
  return toRecord(stmts(db).lastClosed.get());
}

export function insertShift(db: StationDb, shift: { uuid: string; userId: number; openedAt: string; openedOn: string; openingBalance: MoneyByCurrency[] }): void {
  db.insert(shifts).values({ ...shift, openingBalance: JSON.stringify(shift.openingBalance) }).run();
}

/** Closes the shift if it is still open; false when it was not (closed meanwhile). */
export function closeShiftRow(
  db: StationDb,
  uuid: string,
  close: { closedAt: string; closedBy: number; counted: unknown; balanceDescription: string; managerApproved: boolean; report: ShiftReport },
): boolean {
  const done = db
    .update(shifts)
    .set({ closedAt: close.closedAt, closedBy: close.closedBy, counted: JSON.stringify(close.counted), balanceDescription: close.balanceDescription, managerApproved: close.managerApproved, report: JSON.stringify(close.report) })
    .where(and(eq(shifts.uuid, uuid), isNull(shifts.closedAt)))
    .run();
  return done.changes === 1;
}

/** What the X and Z reports count of a shift: orders, tickets, receipts and money by payment method and currency. */
export function shiftFigures(db: StationDb, shiftUuid: string) {
  const s = stmts(db);
  return {
    orders: s.orders.get(shiftUuid)!.n,
    tickets: s.tickets.get(shiftUuid)!.n,
    receipts: s.receipts.get(shiftUuid)!,
    byMethod: s.byMethod.all(shiftUuid),
    cancelled: s.cancelled.all(shiftUuid),
    cancelledCash: s.cancelledCash.all(shiftUuid),
    movements: s.movements.all(shiftUuid),
  };
}
