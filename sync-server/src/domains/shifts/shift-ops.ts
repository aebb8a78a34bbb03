/** Shifts a station opened and closed (R-CASH-1, spec 001 §3 Shift), as it pushes them. */
import type { OpResult } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import { oneByOne, rejected, type OpHandlers, type PushedOp, type StationOrigin } from '../op-handlers';
import { isProviderUser } from '../users/provider-user';
import { closeShift, insertCashMovement, insertShift, stationShiftExists } from './shift-repo';

const applied = (op: { uuid: string; seq: number }): OpResult => ({ uuid: op.uuid, seq: op.seq, status: 'applied', data: {} });

/** R-CASH-1: a shift opened at the station. */
export async function applyShiftOpen(tx: Tx, who: StationOrigin, op: PushedOp<'shift-open'>): Promise<OpResult> {
  const p = op.payload;
  if (!(await isProviderUser(tx, who.providerId, p.userId))) return rejected(op, 'unknown-user', 'The cashier is not a user of this provider.');
  await insertShift(tx, { providerId: who.providerId, stationId: who.stationId, uuid: p.shiftUuid, userId: p.userId, openedAt: new Date(p.openedAt), openingBalance: p.openingBalance });
  return applied(op);
}

/** The close of a shift: counted cash per currency, the difference and the Z report as the station made them. */
export async function applyShiftClose(tx: Tx, who: StationOrigin, op: PushedOp<'shift-close'>): Promise<OpResult> {
  const p = op.payload;
  if (!(await isProviderUser(tx, who.providerId, p.closedBy))) return rejected(op, 'unknown-user', 'The cashier is not a user of this provider.');
  const closed = await closeShift(tx, who.stationId, p.shiftUuid, {
    closedAt: new Date(p.closedAt),
    closedBy: p.closedBy,
    closing: { counted: p.counted },
    balanceDescription: p.balanceDescription,
    managerApproved: p.managerApproved,
    report: p.report as unknown as Record<string, unknown>,
  });
  return closed ? applied(op) : rejected(op, 'open-shift-not-found', 'Open shift not found.');
}

/** Issue 16: cash in (float top-up) or out (safe drop) of a shift of this station, kept with its reason. */
export async function applyCashMovement(tx: Tx, who: StationOrigin, op: PushedOp<'cash-movement'>): Promise<OpResult> {
  const p = op.payload;
  if (!(await isProviderUser(tx, who.providerId, p.userId))) return rejected(op, 'unknown-user', 'The cashier is not a user of this provider.');
  if (!(await stationShiftExists(tx, who.providerId, who.stationId, p.shiftUuid))) return rejected(op, 'open-shift-not-found', 'Shift not found.');
  await insertCashMovement(tx, {
    providerId: who.providerId,
    stationId: who.stationId,
    uuid: p.movementUuid,
    shiftUuid: p.shiftUuid,
    userId: p.userId,
    kind: p.kind,
    currencyId: p.currencyId,
    amount: p.amount,
    reason: p.reason,
    createdAt: new Date(p.createdAt),
  });
  return applied(op);
}

/** The shifts domain's part of the operation map. */
export const shiftOps: Pick<OpHandlers, 'shift-open' | 'shift-close' | 'cash-movement'> = {
  'shift-open': oneByOne(applyShiftOpen),
  'shift-close': oneByOne(applyShiftClose),
  'cash-movement': oneByOne(applyCashMovement),
};
