/**
 * A simulated external coupon system for tests and the demo, deterministic by code prefix:
 * OK… success (a second redeem of the same code answers already-used), INV… invalid,
 * USED… already used, TMO… never answers (the caller's time limit makes it a timeout),
 * ERR… a system error. Other codes are invalid. Upper case or lower case alike.
 */
import type { ExternalAnswer, ExternalCouponAdapter, ExternalCouponCredentials, VoucherRequest } from './adapter';

const never = (signal: AbortSignal) =>
  new Promise<ExternalAnswer>((resolve) => {
    signal.addEventListener('abort', () => resolve({ ok: false, failure: 'timeout', message: 'aborted' }), { once: true });
  });

export class SimulatedCouponSystem implements ExternalCouponAdapter {
  private readonly redeemed = new Map<string, string>();
  private next = 1;

  constructor(private readonly credentials: Pick<ExternalCouponCredentials, 'system'> = { system: 'Multipass' }) {}

  private answer(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer> | ExternalAnswer {
    const code = request.code.toUpperCase();
    const system = this.credentials.system;
    if (code.startsWith('TMO')) return never(signal);
    if (code.startsWith('ERR')) return { ok: false, failure: 'error', message: `${system}: service unavailable (code 500)` };
    if (code.startsWith('USED') || this.redeemed.has(code)) return { ok: false, failure: 'already-used', message: `${system}: voucher ${request.code} was already used` };
    if (!code.startsWith('OK')) return { ok: false, failure: 'invalid', message: `${system}: voucher ${request.code} is not valid` };
    return { ok: true, redemptionId: null, grantedQuantity: request.quantity, grantedAmount: request.amount, description: `${system} voucher ${request.code}` };
  }

  async validate(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer> {
    return this.answer(request, signal);
  }

  async redeem(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer> {
    const answer = await this.answer(request, signal);
    if (!answer.ok) return answer;
    const redemptionId = `SIM-${this.next++}`;
    this.redeemed.set(request.code.toUpperCase(), redemptionId);
    return { ...answer, redemptionId };
  }

  async cancel(request: { code: string; redemptionId: string }): Promise<ExternalAnswer> {
    const code = request.code.toUpperCase();
    if (this.redeemed.get(code) !== request.redemptionId) return { ok: false, failure: 'invalid', message: `${this.credentials.system}: no such redemption` };
    this.redeemed.delete(code);
    return { ok: true, redemptionId: request.redemptionId, grantedQuantity: 0, grantedAmount: 0, description: 'cancelled' };
  }
}
