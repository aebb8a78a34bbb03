import { currentCashier, type StationContext } from '../context';
import { requireOpenShift } from '../shifts/shift-handlers';
import { createRefund, refundableSale, type RefundArgs, type RefundLookupArgs } from './create-refund';
import { refundStore } from './refund-store';

export function refundHandlers(ctx: StationContext) {
  return {
    /** A sale of this shift with what can go back, by order, receipt number or a scanned code. */
    'refund-sale': (args: RefundLookupArgs) => refundableSale(ctx, args),
    /** Refunds a sale whole (cancel) or by lines; cash from the drawer, the card through the terminal. */
    'refund-create': (args: RefundArgs) => createRefund(ctx, args),
    /** The refunds of the open shift, newest first, with how far each got to the server. */
    'refunds-list': (_args: Record<string, never> = {}) => {
      currentCashier(ctx);
      return refundStore.refundsOfShift(ctx.db, requireOpenShift(ctx).uuid);
    },
  };
}
