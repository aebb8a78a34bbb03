import { OP_TYPES, type OpResult, type OpType, type PushResponse } from '@pos/shared/sync/protocol';
import type { Db, Tx } from '../../db/client';
import type { OpHandlers, PushedOp } from '../op-handlers';
import { sequenceChanges } from './change-log-repo';
import { lockStationSeq, recordResults, setStationSeq, storedResults } from './processed-ops-repo';
import { payloadProblem } from './schemas';
import type { StationCaller } from './station-auth';
import { VOUCHER_FAILED, withFlag, type VoucherSettler } from './voucher-settler';

/** An operation as it arrived: its payload is checked against its type before it is applied. */
export interface OpEnvelope {
  uuid: string;
  seq: number;
  stationClock: string;
  type: string;
  payload: Record<string, unknown>;
}

const isOpType = (type: string): type is OpType => (OP_TYPES as readonly string[]).includes(type);

const refusal = (op: OpEnvelope, code: string, message: string): OpResult => ({ uuid: op.uuid, seq: op.seq, status: 'rejected', reason: { code, message } });

/** Consecutive operations of one type: the domain that owns them applies them together. */
interface Run {
  type: OpType;
  ops: PushedOp<OpType>[];
}

/**
 * Applies the checked operations through the domains' handler map, in the station's order: each
 * run of consecutive operations of one type goes to its handler at once (a batch of sales is one
 * multi-row write).
 */
async function dispatch(tx: Tx, who: StationCaller, handlers: OpHandlers, runs: readonly Run[]): Promise<Map<string, OpResult>> {
  const results = new Map<string, OpResult>();
  for (const run of runs) {
    const handler = handlers[run.type] as (tx: Tx, who: StationCaller, ops: readonly PushedOp<OpType>[]) => Promise<Map<string, OpResult>>;
    for (const [uuid, result] of await handler(tx, who, run.ops)) results.set(uuid, result);
  }
  return results;
}

/**
 * One batch in one transaction. The station's row is locked, so its pushes apply one after the
 * other; an operation whose UUID was applied before gets the answer it got then (a replayed batch
 * changes nothing); new operations must continue the station's sequence without a gap, and the
 * batch stops at the first that does not (the station sends the rest again).
 */
async function applyBatch(tx: Tx, who: StationCaller, handlers: OpHandlers, ops: readonly OpEnvelope[]): Promise<PushResponse> {
  const last = await lockStationSeq(tx, who.stationId);
  const known = await storedResults(
    tx,
    who.stationId,
    ops.map((o) => o.uuid),
  );
  let next = last + 1;
  const answered: (OpResult | OpEnvelope)[] = [];
  const fresh: OpEnvelope[] = [];
  for (const op of ops) {
    const stored = known.get(op.uuid);
    if (stored) {
      answered.push(stored);
      continue;
    }
    if (op.seq !== next) break;
    answered.push(op);
    fresh.push(op);
    next++;
  }

  const results = new Map<string, OpResult>();
  const runs: Run[] = [];
  for (const op of fresh) {
    if (!isOpType(op.type)) {
      results.set(op.uuid, refusal(op, 'unknown-operation', `This server does not know the operation "${op.type}".`));
      continue;
    }
    const problem = payloadProblem(op.type, op.payload);
    if (problem) {
      results.set(op.uuid, refusal(op, 'malformed-operation', problem));
      continue;
    }
    const last = runs.at(-1);
    const checked = op as unknown as PushedOp<OpType>;
    if (last?.type === op.type) last.ops.push(checked);
    else runs.push({ type: op.type, ops: [checked] });
  }
  for (const [uuid, result] of await dispatch(tx, who, handlers, runs)) results.set(uuid, result);

  await recordResults(
    tx,
    who.stationId,
    fresh.map((op) => ({ uuid: op.uuid, seq: op.seq, type: op.type, stationClock: op.stationClock, result: results.get(op.uuid)! })),
  );
  if (fresh.length > 0) await setStationSeq(tx, who.stationId, next - 1);
  return { results: answered.map((a) => ('status' in a ? a : results.get(a.uuid)!)), nextSeq: next };
}

/** Postgres refused the data itself (class 22 data exception, 23 integrity violation): the input's fault, not the server's. */
export function isDataError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return true;
  }
  return false;
}

/** After the commit: the club vouchers of the batch's sales are redeemed; a failed one turns its sale's answer into a conflict. */
async function settleVouchers(vouchers: VoucherSettler, who: StationCaller, response: PushResponse): Promise<PushResponse> {
  const orderIds = response.results.flatMap((r) => (r.status !== 'rejected' && r.data.orderId ? [r.data.orderId] : []));
  const failed = await vouchers.settle(who, orderIds);
  if (failed.size === 0) return response;
  return { ...response, results: response.results.map((r) => (failed.has(r.uuid) ? withFlag(r, VOUCHER_FAILED) : r)) };
}

/**
 * Applies a pushed batch exactly once. Should Postgres refuse the data of the batch, the operations
 * go one by one, and one that still fails is answered `rejected` (recorded, so it is never retried
 * into a loop). Any other failure (database down, restart) rolls everything back and the station
 * sends the batch again. Afterwards club vouchers are redeemed and the new changes are numbered for
 * the next pulls.
 */
export async function push(db: Db, who: StationCaller, handlers: OpHandlers, ops: readonly OpEnvelope[], vouchers?: VoucherSettler): Promise<PushResponse> {
  let response: PushResponse;
  try {
    response = await db.transaction((tx) => applyBatch(tx, who, handlers, ops));
  } catch (error) {
    if (!isDataError(error)) throw error;
    const results: OpResult[] = [];
    let nextSeq = 0;
    for (const op of ops) {
      let one: PushResponse;
      try {
        one = await db.transaction((tx) => applyBatch(tx, who, handlers, [op]));
      } catch (inner) {
        if (!isDataError(inner)) throw inner;
        one = await db.transaction(async (tx) => {
          const last = await lockStationSeq(tx, who.stationId);
          if (op.seq !== last + 1) return { results: [], nextSeq: last + 1 };
          const result = refusal(op, 'refused-by-database', 'The server could not store this operation.');
          await recordResults(tx, who.stationId, [{ uuid: op.uuid, seq: op.seq, type: op.type, stationClock: op.stationClock, result }]);
          await setStationSeq(tx, who.stationId, op.seq);
          return { results: [result], nextSeq: op.seq + 1 };
        });
      }
      nextSeq = one.nextSeq;
      if (one.results.length === 0) break;
      results.push(...one.results);
    }
    response = { results, nextSeq };
  }
  if (vouchers) response = await settleVouchers(vouchers, who, response);
  await sequenceChanges(db).catch(() => undefined);
  return response;
}
