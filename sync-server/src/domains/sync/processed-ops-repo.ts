import { and, eq, inArray } from 'drizzle-orm';
import type { OpResult } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import { insertRows } from '../../db/sql-rows';
import { processedOps, stations } from '../../db/schema';

/** The station's last applied seq, its row locked: pushes of one station apply one after the other. */
export async function lockStationSeq(tx: Tx, stationId: number): Promise<number> {
  const [row] = await tx.select({ last: stations.lastOpSeq }).from(stations).where(eq(stations.id, stationId)).for('update');
  return row?.last ?? 0;
}

export async function setStationSeq(tx: Tx, stationId: number, last: number): Promise<void> {
  await tx.update(stations).set({ lastOpSeq: last }).where(eq(stations.id, stationId));
}

/** Answers already given to operations of this station, by UUID. */
export async function storedResults(tx: Tx, stationId: number, uuids: string[]): Promise<Map<string, OpResult>> {
  if (uuids.length === 0) return new Map();
  const rows = await tx.select({ uuid: processedOps.uuid, stationId: processedOps.stationId, result: processedOps.result }).from(processedOps).where(inArray(processedOps.uuid, uuids));
  return new Map(rows.filter((r) => r.stationId === stationId).map((r) => [r.uuid, r.result as unknown as OpResult]));
}

export async function recordResults(tx: Tx, stationId: number, ops: { uuid: string; seq: number; type: string; stationClock: string; result: OpResult }[]): Promise<void> {
  if (ops.length === 0) return;
  await insertRows(
    tx,
    processedOps,
    ops.map((o) => ({ uuid: o.uuid, stationId, seq: o.seq, type: o.type, stationClock: new Date(o.stationClock), result: o.result as unknown as Record<string, unknown> })),
  );
}

/** The stored answer of an operation, changed (a sale whose voucher failed after its batch committed). */
export async function storedResult(tx: Tx, stationId: number, uuid: string): Promise<OpResult | null> {
  const [row] = await tx.select({ result: processedOps.result }).from(processedOps).where(and(eq(processedOps.uuid, uuid), eq(processedOps.stationId, stationId)));
  return row ? (row.result as unknown as OpResult) : null;
}

export async function replaceStoredResult(tx: Tx, stationId: number, uuid: string, result: OpResult): Promise<void> {
  await tx
    .update(processedOps)
    .set({ result: result as unknown as Record<string, unknown> })
    .where(and(eq(processedOps.uuid, uuid), eq(processedOps.stationId, stationId)));
}
