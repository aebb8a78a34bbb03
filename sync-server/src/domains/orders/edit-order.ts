import { notFound } from '@pos/shared/errors';
import type { ProductEntry } from '@pos/shared/pricing/order-rules';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import type { Clock, PastRights } from './occurrence-check';
import { type OrderEventInput } from './order-events';
import { insertEvents, linesOf, lockOrder, updateOrder, type LineRow, type OrderRow } from './order-repo';
import { totalsColumns, totalsOfOrder } from './order-totals';
import { clockOf, pastRightsOf, type SaleTerms } from './prepare-sale';

/** One change of an order under its lock: the order, its lines, the clock and the caller's rights. */
export interface OrderEdit {
  tx: Tx;
  actor: Actor;
  order: OrderRow;
  lines: LineRow[];
  clock: Clock;
  rights: PastRights;
}

/**
 * Runs a change of an order in one transaction with the order locked; afterwards the order's totals
 * are recomputed from its lines and the change's events are recorded (R-ORD-12).
 */
export async function editOrder<T>(db: Db, actor: Actor, orderId: number, timeZone: string, now: Date, change: (edit: OrderEdit) => Promise<{ result: T; events: OrderEventInput[]; order?: Partial<OrderRow> }>): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.providerId, orderId);
    const lines = await linesOf(tx, order.id);
    const done = await change({ tx, actor, order, lines, clock: clockOf(now, timeZone), rights: pastRightsOf(actor) });
    if (done.events.length > 0) {
      const changed = { ...order, ...done.order };
      const totals = totalsOfOrder(changed, await linesOf(tx, order.id));
      await updateOrder(tx, order.id, { ...done.order, ...totalsColumns(totals) });
      await insertEvents(tx, order.id, actor.userId, done.events);
    }
    return done.result;
  });
}

export function lineOfOrder(lines: readonly LineRow[], lineId: number): LineRow {
  const line = lines.find((l) => l.id === lineId);
  if (!line) throw notFound('Order line');
  return line;
}

/** The order's lines as product entries (a product on a date and slot with its customer types). */
export function entriesOf(lines: readonly Pick<LineRow, 'productId' | 'date' | 'slotId' | 'customerTypeId' | 'quantity'>[]): ProductEntry[] {
  const byKey = new Map<string, ProductEntry & { customers: { customerTypeId: number; quantity: number }[] }>();
  for (const l of lines) {
    const key = `${l.productId}|${l.date}|${l.slotId ?? ''}`;
    const entry = byKey.get(key) ?? { productId: l.productId, date: l.date, slotId: l.slotId, customers: [] };
    entry.customers.push({ customerTypeId: l.customerTypeId, quantity: l.quantity });
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

export function termsOfOrder(order: OrderRow): SaleTerms {
  return { channelId: order.channelId, priceTypeId: order.priceTypeId, currencyId: order.currencyId, businessClientId: order.businessClientId, vatRateBp: order.vatRateBp };
}
