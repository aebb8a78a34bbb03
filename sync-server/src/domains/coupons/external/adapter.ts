/**
 * External coupon systems (R-BC-8: Multipass, Dts, Icmega, Tmura): one interface every system's
 * client implements. Answers are data, never throws: a failure carries the system's own text,
 * which the order shows when it goes to RQ (R-ORD-7).
 */
import type { ExternalCouponSystem } from '@pos/shared/coupons/coupon-types';
import type { Db } from '../../../db/client';

export interface ExternalCouponCredentials {
  system: ExternalCouponSystem;
  url: string;
  username: string;
  password: string;
  terminal: string;
  organizationId: string;
}

export interface VoucherRequest {
  code: string;
  /** Tickets asked for, and their value in minor units. */
  quantity: number;
  amount: number;
  /** Our order reference the system keeps with a redemption. */
  reference: string;
}

export type ExternalFailure = 'invalid' | 'already-used' | 'timeout' | 'error';

export type ExternalAnswer =
  | { ok: true; redemptionId: string | null; grantedQuantity: number; grantedAmount: number; description: string }
  | { ok: false; failure: ExternalFailure; message: string };

export interface ExternalCouponAdapter {
  validate(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer>;
  redeem(request: VoucherRequest, signal: AbortSignal): Promise<ExternalAnswer>;
  cancel(request: { code: string; redemptionId: string }, signal: AbortSignal): Promise<ExternalAnswer>;
}

/** Makes the adapter of a business client's system from its credentials (the database serves the simulator's state). */
export type ExternalCouponAdapterFactory = (credentials: ExternalCouponCredentials, db: Db) => ExternalCouponAdapter;

/** Runs one call with a time limit; a call that does not answer in time is a `timeout` failure. */
export async function withTimeout(call: (signal: AbortSignal) => Promise<ExternalAnswer>, timeoutMs: number): Promise<ExternalAnswer> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ExternalAnswer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, failure: 'timeout', message: 'The coupon system did not answer in time' });
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      call(controller.signal).catch((e: unknown): ExternalAnswer => ({ ok: false, failure: 'error', message: e instanceof Error ? e.message : 'The coupon system failed' })),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
