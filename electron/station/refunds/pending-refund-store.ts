import { eq } from 'drizzle-orm';
import type { SaleForRefund } from '@pos/shared/sync/online-refund';
import type { OutboxOp } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { settings } from '../db/schema';
import type { refundLineAmounts } from './refund-amounts';

/**
 * An online refund sent to the server and not answered yet (issue 15). It is kept before the
 * request leaves, so an answer lost after the server committed (the network cut) loses neither
 * the refund nor its number: the next attempt sends the same operation again, same refund uuid and
 * number, and the server answers the refund it wrote the first time (idempotent by that uuid).
 * One at a time: the window refunds one sale at a time, and the next refund waits for this one.
 */
export interface PendingOnlineRefund {
  op: Extract<OutboxOp, { type: 'refund' }>;
  /** The card's share already went back through the terminal: never asked of it again. */
  moneyGone: boolean;
  sale: SaleForRefund;
  amounts: ReturnType<typeof refundLineAmounts>;
  cash: number;
  card: number;
}

const KEY = 'online-refund-pending';

export const pendingOnlineRefunds = {
  get(db: StationDb): PendingOnlineRefund | null {
    const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).get();
    return row ? (JSON.parse(row.value) as PendingOnlineRefund) : null;
  },
  save(db: StationDb, pending: PendingOnlineRefund): void {
    const value = JSON.stringify(pending);
    db.insert(settings).values({ key: KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
  },
  clear(db: StationDb): void {
    db.delete(settings).where(eq(settings.key, KEY)).run();
  },
};
