/**
 * The contract between the sync protocol and the domains (docs/architecture.md): each operation
 * type a station pushes is applied by the domain that owns its tables. A domain contributes its
 * handlers as a part of ONE typed map, `{ [op in OpType]: handler }`, composed in domains/index.ts;
 * sync/ dispatches through it and never writes a domain's table. A domain never imports sync/.
 */
import type { OpPayloads, OpResult, OpType } from '@pos/shared/sync/protocol';
import type { Tx } from '../db/client';

/** The paired station an operation comes from. */
export interface StationOrigin {
  providerId: number;
  stationId: number;
}

/** An operation of the station's outbox, its payload checked against its type. */
export interface PushedOp<T extends OpType> {
  uuid: string;
  seq: number;
  payload: OpPayloads[T];
}

/**
 * Applies consecutive operations of one type, in the station's order, inside the push's
 * transaction; answers each by its uuid. Given several at once so that a domain may write them
 * together (the sales' multi-row inserts).
 */
export type OpHandler<T extends OpType> = (tx: Tx, who: StationOrigin, ops: readonly PushedOp<T>[]) => Promise<Map<string, OpResult>>;

export type OpHandlers = { [T in OpType]: OpHandler<T> };

/** A handler of operations applied one at a time. */
export function oneByOne<T extends OpType>(apply: (tx: Tx, who: StationOrigin, op: PushedOp<T>) => Promise<OpResult>): OpHandler<T> {
  return async (tx, who, ops) => {
    const results = new Map<string, OpResult>();
    for (const op of ops) results.set(op.uuid, await apply(tx, who, op));
    return results;
  };
}

export const rejected = (op: { uuid: string; seq: number }, code: string, message: string): OpResult => ({ uuid: op.uuid, seq: op.seq, status: 'rejected', reason: { code, message } });
