/**
 * Club vouchers of pushed sales (R-ORD-7), redeemed at the business client's coupon system after
 * the batch committed: never inside the transaction (the call may take seconds) and never twice.
 * The batch writes an order event `external-coupon-pending`; this redeems it, claiming it first so
 * two pushes cannot both redeem it. A failure puts the order in RQ with the system's text
 * (redeemExternalVoucherForOrder), flags it voucher-failed and changes the sale's stored answer,
 * so a replay answers what the push answered. A process that stops between the commit and the
 * redemption leaves the event pending: the station's first push to a process sweeps its pending ones.
 */
import type { ConflictFlag, OpResult } from '@pos/shared/sync/protocol';
import type { Db } from '../../db/client';
import { ExternalVoucherEvent, redeemExternalVoucherForOrder, type ExternalVoucherDeps } from '../coupons/external/external-voucher';
import type { StationCaller } from './station-auth';
import { addOrderFlag, alreadyRedeemed, claimVoucher, pendingVouchersOfOrders, pendingVouchersOfStation, settleVoucher, type PendingVoucher } from '../orders/pushed-voucher-repo';
import { replaceStoredResult, storedResult } from './processed-ops-repo';

export const VOUCHER_FAILED: ConflictFlag = 'voucher-failed';

/** Adds a flag to an answer that applied: it becomes a conflict. */
export function withFlag(result: OpResult, flag: ConflictFlag): OpResult {
  if (result.status === 'rejected') return result;
  const flags = result.status === 'conflict' ? [...new Set([...result.flags, flag])] : [flag];
  return { uuid: result.uuid, seq: result.seq, status: 'conflict', flags, data: result.data };
}

export class VoucherSettler {
  /** Stations whose pending vouchers this process has swept once. */
  private readonly swept = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly deps: ExternalVoucherDeps,
  ) {}

  /** Redeems the pending vouchers of the batch's orders (and, once per process, any the station left); answers the sale operations whose voucher failed. */
  async settle(who: StationCaller, orderIds: number[]): Promise<Set<string>> {
    const pending = await pendingVouchersOfOrders(this.db, who.stationId, orderIds);
    if (!this.swept.has(who.stationId)) {
      this.swept.add(who.stationId);
      const known = new Set(pending.map((p) => p.eventId));
      pending.push(...(await pendingVouchersOfStation(this.db, who.providerId, who.stationId)).filter((p) => !known.has(p.eventId)));
    }
    const failed = new Set<string>();
    for (const voucher of pending) {
      try {
        if ((await this.redeem(who, voucher)) === 'failed') failed.add(voucher.opUuid);
      } catch (error) {
        // Left pending (its claim expires): swept again by a later push.
        this.swept.delete(who.stationId);
        throw error;
      }
    }
    return failed;
  }

  private async redeem(who: StationCaller, v: PendingVoucher): Promise<'redeemed' | 'failed' | 'skipped'> {
    if (!(await claimVoucher(this.db, v.eventId))) return 'skipped';
    if (await alreadyRedeemed(this.db, v.orderId, v.code, ExternalVoucherEvent.Redeemed)) {
      await settleVoucher(this.db, v.eventId, 'redeemed');
      return 'redeemed';
    }
    const answer = await redeemExternalVoucherForOrder(this.db, this.deps, {
      providerId: v.providerId,
      orderId: v.orderId,
      businessClientId: v.businessClientId,
      code: v.code,
      quantity: v.quantity,
      amount: v.amount,
      userId: v.userId,
    });
    await this.db.transaction(async (tx) => {
      if (!answer.ok) {
        await addOrderFlag(tx, v.orderId, VOUCHER_FAILED);
        const stored = await storedResult(tx, who.stationId, v.opUuid);
        if (stored) await replaceStoredResult(tx, who.stationId, v.opUuid, withFlag(stored, VOUCHER_FAILED));
      }
      await settleVoucher(tx, v.eventId, answer.ok ? 'redeemed' : 'failed');
    });
    return answer.ok ? 'redeemed' : 'failed';
  }
}
