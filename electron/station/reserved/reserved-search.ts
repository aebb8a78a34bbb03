import { fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { ReservedOrderRow } from '@pos/shared/sync/streams';
import { currentCashier, requirePermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { stationToday } from '../catalogue/occurrences';

export interface ReservedOrderView extends Omit<ReservedOrderRow, 'lines'> {
  /** What is left to pay. */
  balance: number;
  lines: (ReservedOrderRow['lines'][number] & { productName: string; customerTypeName: string })[];
}

export function reservedView(ctx: StationContext, o: ReservedOrderRow): ReservedOrderView {
  return {
    ...o,
    balance: o.totalToPay - o.paid,
    lines: o.lines.map((l) => ({ ...l, productName: replica.product(ctx.db, l.productId)?.name ?? '', customerTypeName: replica.customerType(ctx.db, l.customerTypeId)?.name ?? '' })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reserved orders (29): orders made elsewhere that wait to be paid and collected, found by order
 * number (digits only), by the lead customer's name, mobile or e-mail (2 characters at least,
 * R-ORD-23), or by a scanned order UUID.
 */
export function searchReserved(ctx: StationContext, args: { query: string; limit?: number }): ReservedOrderView[] {
  requirePermission(currentCashier(ctx), Permission.CashierReservedOrders);
  const query = (args.query ?? '').trim();
  const limit = Math.min(Math.max(args.limit ?? 20, 1), 100);
  if (/^\d+$/.test(query)) return replica.reservedByNumber(ctx.db, Number(query)).map((o) => reservedView(ctx, o));
  if (query.length < 2) throw fieldError('query', 'Type at least 2 characters, or the order number.');
  const found = replica.reservedByText(ctx.db, UUID.test(query) ? query.toLowerCase() : query, limit);
  return found.map((o) => reservedView(ctx, o));
}

/**
 * Today's pick-ups: reserved orders with a line today (the provider's day), still owing money,
 * by their first start time; what the window shows before anything is typed.
 */
export function reservedPickups(ctx: StationContext, args: { limit?: number } = {}): ReservedOrderView[] {
  requirePermission(currentCashier(ctx), Permission.CashierReservedOrders);
  const today = stationToday(ctx);
  const limit = Math.min(Math.max(args.limit ?? 100, 1), 200);
  const firstStart = (o: ReservedOrderRow) => o.lines.filter((l) => l.date === today).map((l) => l.startTime ?? '99:99').sort()[0] ?? '99:99';
  return replica
    .reservedOrders(ctx.db)
    .filter((o) => o.totalToPay - o.paid > 0 && o.lines.some((l) => l.date === today))
    .sort((a, b) => firstStart(a).localeCompare(firstStart(b)) || a.orderNumber - b.orderNumber)
    .slice(0, limit)
    .map((o) => reservedView(ctx, o));
}
