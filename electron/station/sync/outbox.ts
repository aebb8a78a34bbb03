import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { OpPayloads, OpResult, OpType, OutboxOp } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

function statements(sqlite: Database.Database) {
  return {
    insert: sqlite.prepare<[string, string, string, string], { seq: number }>("insert into outbox (uuid, type, payload, station_clock, status) values (?, ?, ?, ?, 'pending') returning seq"),
    pending: sqlite.prepare<[number], { seq: number; uuid: string; type: string; payload: string; stationClock: string }>(
      "select seq, uuid, type, payload, station_clock as stationClock from outbox where status = 'pending' order by seq limit ?",
    ),
    count: sqlite.prepare<[string, string], { pending: number; rejected: number; conflicts: number }>(
      `select (select count(*) from outbox where status = 'pending') as pending,
              (select count(*) from outbox where status = 'rejected' and acked_at >= ?) as rejected,
              (select count(*) from outbox where status = 'conflict' and acked_at >= ?) as conflicts`,
    ),
    ack: sqlite.prepare<[string, string, string, string]>("update outbox set status = ?, result = ?, acked_at = ? where uuid = ? and status = 'pending'"),
    seatsAcked: sqlite.prepare<[number, number]>('update local_seats set acked_gen = ? where op_seq = ?'),
    orderAcked: sqlite.prepare<[number | null, number | null, string, string]>('update orders set server_order_id = ?, server_order_number = ?, conflict_flags = ? where uuid = ?'),
    refundAcked: sqlite.prepare<[string, string]>('update refunds set conflict_flags = ? where uuid = ?'),
    reservedAcked: sqlite.prepare<[string, string]>('update orders set conflict_flags = ? where uuid = (select order_uuid from receipts where uuid = ?)'),
  };
}

const stmts = preparedStatements(statements);

/**
 * Queues an operation for the server. Call it inside the transaction of the write it describes:
 * the write and its operation are committed together or not at all.
 */
export function enqueue<T extends OpType>(db: StationDb, type: T, payload: OpPayloads[T], stationClock: string): { seq: number; uuid: string } {
  const uuid = randomUUID();
  const row = stmts(db).insert.get(uuid, type, JSON.stringify(payload), stationClock)!;
  return { seq: row.seq, uuid };
}

export function pendingOps(db: StationDb, limit: number): OutboxOp[] {
  return stmts(db)
    .pending.all(limit)
    .map((r) => ({ uuid: r.uuid, seq: r.seq, stationClock: r.stationClock, type: r.type, payload: JSON.parse(r.payload) }) as OutboxOp);
}

/** Operations waiting to be sent, and those the server refused or flagged in the day before `now` (what the cashier should look at). */
export function outboxCounts(db: StationDb, now: Date = new Date()): { pending: number; rejected: number; conflicts: number } {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  return stmts(db).count.get(since, since)!;
}

/**
 * Records the server's answers in one transaction: the op's status, the server's order number on
 * the local order, and that the sale's seats are now the server's to count (from this sync
 * generation on; sync/pull-apply.ts stops adding them once a later pull has brought the counts).
 */
export function recordAnswers(db: StationDb, ops: readonly OutboxOp[], results: readonly OpResult[], gen: number, now: string): void {
  const s = stmts(db);
  const bySeq = new Map(ops.map((o) => [o.uuid, o]));
  db.$client.transaction(() => {
    for (const result of results) {
      const op = bySeq.get(result.uuid);
      if (!op) continue;
      s.ack.run(result.status, JSON.stringify(result), now, result.uuid);
      s.seatsAcked.run(gen, op.seq);
      if (result.status === 'rejected') continue;
      const flags = JSON.stringify(result.status === 'conflict' ? result.flags : []);
      if (op.type === 'sale') s.orderAcked.run(result.data.orderId ?? null, result.data.orderNumber ?? null, flags, op.payload.order.uuid);
      if (op.type === 'reserved-order-payment') s.reservedAcked.run(flags, op.payload.receipt.uuid);
      // refunded-twice: the office (or another station) refunded the receipt first; the document stands, flagged.
      if (op.type === 'refund') s.refundAcked.run(flags, op.payload.document.uuid);
    }
  })();
}
