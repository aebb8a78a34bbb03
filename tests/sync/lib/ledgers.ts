import Database from 'better-sqlite3';
import { and, eq, sql } from 'drizzle-orm';
import { nextNumber } from '@pos/shared/sync/number-blocks';
import type { Db } from '../../../sync-server/src/db/client';
import { orderLines, orders, documentPayments, documents, shifts } from '../../../sync-server/src/db/schema';

/** What one side holds of a station's work, in a form both sides can be compared in. */
export interface Ledger {
  orders: Map<string, { total: number; lines: number; tickets: number; linesTotal: number }>;
  receipts: Map<string, { number: number; total: number; orderUuid: string; shiftUuid: string; payments: number; paid: number }>;
  shifts: Map<string, { closed: boolean; receiptsTotal: number; report: string | null }>;
}

const canonical = (json: string | null) => (json === null ? null : JSON.stringify(sortKeys(JSON.parse(json))));
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  return value;
}

/** The station's database, read directly (read-only, beside the running host: WAL allows it). */
export function stationLedger(file: string): Ledger & { numbers: number[]; expectedNumbers: number[]; outbox: Record<string, number> } {
  const db = new Database(file, { readonly: true });
  try {
    const ordersRows = db
      .prepare('select o.uuid, o.total_to_pay as total, count(l.id) as lines, coalesce(sum(l.quantity), 0) as tickets, coalesce(sum(l.total), 0) as linesTotal from orders o left join order_lines l on l.order_uuid = o.uuid group by o.uuid')
      .all() as { uuid: string; total: number; lines: number; tickets: number; linesTotal: number }[];
    const receiptRows = db
      .prepare('select r.uuid, r.number, r.total, r.order_uuid as orderUuid, r.shift_uuid as shiftUuid, count(p.id) as payments, coalesce(sum(p.local_amount), 0) as paid from receipts r left join payments p on p.receipt_uuid = r.uuid group by r.uuid')
      .all() as { uuid: string; number: number; total: number; orderUuid: string; shiftUuid: string; payments: number; paid: number }[];
    const shiftRows = db
      .prepare('select s.uuid, s.closed_at is not null as closed, s.report, (select coalesce(sum(total), 0) from receipts r where r.shift_uuid = s.uuid) as receiptsTotal from shifts s')
      .all() as { uuid: string; closed: number; report: string | null; receiptsTotal: number }[];
    const blocks = db.prepare("select from_number as fromNumber, to_number as toNumber, void_from as voidFrom from number_blocks where doc_type = 'receipt'").all() as { fromNumber: number; toNumber: number; voidFrom: number | null }[];
    const numbers = receiptRows.map((r) => r.number).sort((a, b) => a - b);
    const expectedNumbers: number[] = [];
    let last: number | null = null;
    while (expectedNumbers.length < numbers.length) {
      const n = nextNumber(blocks, last);
      if (n === null) break;
      expectedNumbers.push(n);
      last = n;
    }
    const outbox = Object.fromEntries((db.prepare('select status, count(*) as n from outbox group by status').all() as { status: string; n: number }[]).map((r) => [r.status, r.n]));
    return {
      orders: new Map(ordersRows.map(({ uuid, ...r }) => [uuid, r])),
      receipts: new Map(receiptRows.map(({ uuid, ...r }) => [uuid, r])),
      shifts: new Map(shiftRows.map(({ uuid, closed, report, receiptsTotal }) => [uuid, { closed: closed === 1, receiptsTotal, report: canonical(report) }])),
      numbers,
      expectedNumbers,
      outbox,
    };
  } finally {
    db.close();
  }
}

/** The server's side of one station's work: its orders (by the station-made UUID), receipts and shifts. */
export async function serverLedger(db: Db, stationId: number): Promise<Ledger & { voidReceipts: number; duplicateOrders: number }> {
  const ordersRows = await db
    .select({ uuid: orders.uuid, total: orders.totalToPay, lines: sql<number>`count(${orderLines.id})::int`, tickets: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`, linesTotal: sql<number>`coalesce(sum(${orderLines.total}), 0)::int` })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.stationId, stationId))
    .groupBy(orders.id);
  const receiptRows = await db
    .select({
      uuid: documents.uuid,
      number: documents.number,
      total: documents.total,
      orderUuid: sql<string>`(select o.uuid from orders o where o.id = "documents"."order_id")`,
      shiftUuid: documents.shiftUuid,
      payments: sql<number>`count(${documentPayments.id})::int`,
      paid: sql<number>`coalesce(sum(${documentPayments.localAmount}), 0)::int`,
    })
    .from(documents)
    .leftJoin(documentPayments, eq(documentPayments.documentId, documents.id))
    .where(and(eq(documents.stationId, stationId), eq(documents.status, 'issued')))
    .groupBy(documents.id);
  const shiftRows = await db
    .select({ uuid: shifts.uuid, closedAt: shifts.closedAt, report: shifts.report, receiptsTotal: sql<number>`(select coalesce(sum(r.total), 0)::int from documents r where r.shift_uuid = "shifts"."uuid" and r.status = 'issued')` })
    .from(shifts)
    .where(eq(shifts.stationId, stationId));
  const [voids] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(and(eq(documents.stationId, stationId), eq(documents.status, 'void')));
  const [dups] = await db.select({ n: sql<number>`(count(*) - count(distinct ${orders.uuid}))::int` }).from(orders).where(eq(orders.stationId, stationId));
  return {
    orders: new Map(ordersRows.map(({ uuid, ...r }) => [uuid, r])),
    receipts: new Map(receiptRows.map(({ uuid, shiftUuid, ...r }) => [uuid, { ...r, shiftUuid: shiftUuid ?? '' }])),
    shifts: new Map(shiftRows.map((s) => [s.uuid, { closed: s.closedAt !== null, receiptsTotal: s.receiptsTotal, report: s.report ? JSON.stringify(sortKeys(s.report)) : null }])),
    voidReceipts: voids?.n ?? 0,
    duplicateOrders: dups?.n ?? 0,
  };
}

/** Every difference between two ledgers, in words (empty: they hold the same). */
export function compareLedgers(station: Ledger, server: Ledger, opts: { stationOnlyOrders?: Set<string> } = {}): string[] {
  const out: string[] = [];
  const diffMaps = <V>(what: string, a: Map<string, V>, b: Map<string, V>, skip = new Set<string>()) => {
    for (const [k, v] of a) {
      if (skip.has(k)) continue;
      const w = b.get(k);
      if (w === undefined) out.push(`${what} ${k} missing on the server`);
      else if (JSON.stringify(sortKeys(v)) !== JSON.stringify(sortKeys(w))) out.push(`${what} ${k} differs: station ${JSON.stringify(v)} server ${JSON.stringify(w)}`);
    }
    for (const k of b.keys()) if (!a.has(k)) out.push(`${what} ${k} on the server only`);
  };
  diffMaps('order', station.orders, server.orders, opts.stationOnlyOrders);
  diffMaps('receipt', station.receipts, server.receipts);
  diffMaps('shift', station.shifts, server.shifts);
  return out;
}
