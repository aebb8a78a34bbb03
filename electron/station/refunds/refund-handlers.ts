import { currentCashier, type StationContext } from '../context';
import { requireOpenShift } from '../shifts/shift-handlers';
import { AppError } from '@pos/shared/errors';
import { createRefund, refundableSale, type RefundableSale, type RefundArgs, type RefundLookupArgs } from './create-refund';
import { createOnlineRefund, OFFLINE_ONLY, refundableSaleOnline, serverQuery, settlePendingOnlineRefund } from './online-refund';
import { refundStore } from './refund-store';

export function refundHandlers(ctx: StationContext) {
  return {
    /** A sale of this shift with what can go back, by order, receipt number or a scanned code. */
    'refund-sale': (args: RefundLookupArgs) => refundableSale(ctx, args),
    /**
     * A sale to refund by what the cashier typed or scanned: of this shift here; else, online, any
     * paid sale of the provider from the server (issue 15). Offline, a sale this station does not
     * hold is refused saying only this station's sales can be refunded.
     */
    'refund-find': async (args: RefundLookupArgs): Promise<RefundableSale> => {
      let local: RefundableSale | null = null;
      try {
        local = refundableSale(ctx, args);
      } catch (error) {
        if (!(error instanceof AppError) || error.kind !== 'not-found') throw error;
      }
      if (local && local.blocked !== 'refund-other-shift') return local;
      const query = serverQuery(args);
      if (!query) {
        if (local) return local;
        throw new AppError('not-found', 'not-found', 'Sale not found');
      }
      try {
        return await refundableSaleOnline(ctx, query);
      } catch (error) {
        if (local && error instanceof AppError && error.code === OFFLINE_ONLY) return local;
        throw error;
      }
    },
    /** Refunds a sale whole (cancel) or by lines; cash from the drawer, the card through the terminal; a sale found online, by the server. */
    'refund-create': async (args: RefundArgs) => {
      if (args?.online) return createOnlineRefund(ctx, args);
      // An online refund whose answer was lost holds the next refund number: it is finished first.
      const settled = await settlePendingOnlineRefund(ctx);
      if (settled && settled.orderUuid === args?.orderUuid) return settled.result;
      return createRefund(ctx, args);
    },
    /** The refunds of the open shift, newest first, with how far each got to the server. */
    'refunds-list': (_args: Record<string, never> = {}) => {
      currentCashier(ctx);
      return refundStore.refundsOfShift(ctx.db, requireOpenShift(ctx).uuid);
    },
  };
}
