/**
 * A simulated external coupon system for tests and the demo, deterministic by code prefix:
 * OK… success (a second redeem of the same code answers already-used), INV… invalid,
 * USED… already used, TMO… never answers (the caller's time limit makes it a timeout),
 * ERR… a system error. Other codes are invalid. Upper case or lower case alike.
 *
 * Used vouchers are kept in PostgreSQL (simulated_voucher_redemptions), so a server restart does
 * not make a redeemed voucher usable again; a redemption is one guarded insert, so two parallel
 * redeems of one code grant it once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { simulatedVoucherRedemptions as redemptions } from '../../../db/schema';
import type { ExternalAnswer, ExternalCouponAdapter, ExternalCouponCredentials, VoucherRequest } from './adapter';

const never = (signal: AbortSignal) =>
  new Promise<ExternalAnswer>((resolve) => {
    signal.addEventListener('abort', () => resolve({ ok: false, failure: 'timeout', message: 'aborted' }), { once: true });
  });

export class SimulatedCouponSystem implements ExternalCouponAdapter {
  constructor(
    private readonly db: Db,
    private readonly credentials: Pick<ExternalCouponCredentials, 'system'> = { system: 'Multipass' },
  ) {}

  private get system(): string {
    return this.credentials.system;
  }

  private async used(code: string): Promise<boolean> {
    const [row] = await this.db.select({ code: redemptions.code }).from(redemptions).where(and(eq(redemptions.system, this.system), eq(redemptions.code, code)));
    return row !== undefined;
  }

  private alreadyUsed(request: VoucherRequest): ExternalAnswer {
    return { ok: false, failure: 'already-used', message: `${this.system}: voucher ${request.code} was already used` };
  }

  private async answer(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer> {
    const code = request.code.toUpperCase();
    if (code.startsWith('TMO')) return never(signal);
    if (code.startsWith('ERR')) return { ok: false, failure: 'error', message: `${this.system}: service unavailable (code 500)` };
    if (code.startsWith('USED') || (await this.used(code))) return this.alreadyUsed(request);
    if (!code.startsWith('OK')) return { ok: false, failure: 'invalid', message: `${this.system}: voucher ${request.code} is not valid` };
    return { ok: true, redemptionId: null, grantedQuantity: request.quantity, grantedAmount: request.amount, description: `${this.system} voucher ${request.code}` };
  }

  async validate(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer> {
    return this.answer(request, signal);
  }

  async redeem(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer> {
    const answer = await this.answer(request, signal);
    if (!answer.ok) return answer;
    const redemptionId = `SIM-${randomUUID()}`;
    const taken = await this.db
      .insert(redemptions)
      .values({ system: this.system, code: request.code.toUpperCase(), redemptionId })
      .onConflictDoNothing()
      .returning({ code: redemptions.code });
    if (taken.length === 0) return this.alreadyUsed(request);
    return { ...answer, redemptionId };
  }

  async cancel(request: { code: string; redemptionId: string }): Promise<ExternalAnswer> {
    const gone = await this.db
      .delete(redemptions)
      .where(and(eq(redemptions.system, this.system), eq(redemptions.code, request.code.toUpperCase()), eq(redemptions.redemptionId, request.redemptionId)))
      .returning({ code: redemptions.code });
    if (gone.length === 0) return { ok: false, failure: 'invalid', message: `${this.system}: no such redemption` };
    return { ok: true, redemptionId: request.redemptionId, grantedQuantity: 0, grantedAmount: 0, description: 'cancelled' };
  }
}
