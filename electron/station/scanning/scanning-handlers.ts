import { AppError, fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { VoucherCheckResponse } from '@pos/shared/sync/protocol';
import { currentCashier, requirePermission, type StationContext } from '../context';
import { stationToday } from '../catalogue/occurrences';
import { COUPON_MESSAGES, couponSummary, findCouponByCode } from '../coupons/station-coupons';
import { notPaired } from '../errors';
import { ServerUnreachable, type ServerApi } from '../sync/server-api';
import { resolveScan } from './scan-resolve';
import type { CouponSummary, ScanArgs, ScanResult, VoucherCheckArgs, VoucherSystem } from './types';

const offline = () => new AppError('unprocessable', 'offline', 'The server cannot be reached: club vouchers are checked online only. Try again when the station is back online.');

/** A call the club's external system answers through the server: online only, never a made-up answer. */
async function online<T>(ctx: StationContext, call: (api: ServerApi) => Promise<T>): Promise<T> {
  const api = ctx.sync.api();
  if (!api) throw notPaired();
  try {
    return await call(api);
  } catch (error) {
    if (error instanceof ServerUnreachable) throw offline();
    throw error;
  }
}

/** Scanning, coupons and club vouchers at the window. */
export function scanningHandlers(ctx: StationContext) {
  return {
    'scan-resolve': (args: ScanArgs): ScanResult => resolveScan(ctx, args),
    'coupon-check': (args: { code: string }): CouponSummary => {
      requirePermission(currentCashier(ctx), Permission.Cashier);
      if (typeof args?.code !== 'string' || !args.code.trim()) throw fieldError('code', 'Type or scan the coupon code.');
      const found = findCouponByCode(ctx.db, args.code);
      if (!found) throw new AppError('not-found', 'coupon-not-found', COUPON_MESSAGES['coupon-not-found']);
      return couponSummary(ctx.db, found, stationToday(ctx));
    },
    'voucher-systems': async (): Promise<VoucherSystem[]> => {
      requirePermission(currentCashier(ctx), Permission.CashierClubsVouchers);
      return online(ctx, (api) => api.voucherSystems());
    },
    'voucher-check': async (args: VoucherCheckArgs): Promise<VoucherCheckResponse> => {
      requirePermission(currentCashier(ctx), Permission.CashierClubsVouchers);
      const bad = (n: unknown) => !Number.isSafeInteger(n) || (n as number) < 0;
      if (!Number.isSafeInteger(args?.businessClientId) || args.businessClientId <= 0) throw fieldError('businessClientId', 'Which club?');
      if (typeof args.code !== 'string' || !args.code.trim()) throw fieldError('code', 'The voucher code is required.');
      if (bad(args.quantity)) throw fieldError('quantity', 'Not valid.');
      if (bad(args.amount)) throw fieldError('amount', 'Not valid.');
      return online(ctx, (api) => api.voucherCheck({ businessClientId: args.businessClientId, code: args.code.trim(), quantity: args.quantity, amount: args.amount }));
    },
  };
}
