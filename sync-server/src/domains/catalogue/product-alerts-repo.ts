import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SlotSeries } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { productAlerts, slots } from '../../db/schema';
import { SLOT_SERIES_COLUMNS } from '../../db/slot-series-columns';

/** R-PROD-2: the provider is notified that the product went on air. */
export async function recordProductAlert(db: Tx, alert: { providerId: number; productId: number; type: string; userId: number | null }): Promise<void> {
  await db.insert(productAlerts).values(alert);
}

/** Alerts recorded for the provider and not yet read. */
export function unreadProductAlerts(db: Tx, providerId: number) {
  return db
    .select({ productId: productAlerts.productId, type: productAlerts.type, createdAt: productAlerts.createdAt })
    .from(productAlerts)
    .where(and(eq(productAlerts.providerId, providerId), isNull(productAlerts.readAt)))
    .orderBy(asc(productAlerts.createdAt));
}

/** The provider's slot series (calendar's table, read only), by product. */
export async function slotSeriesByProduct(db: Tx, providerId: number): Promise<Map<number, SlotSeries[]>> {
  const rows = await db
    .select(SLOT_SERIES_COLUMNS)
    .from(slots)
    .where(and(eq(slots.providerId, providerId), isNull(slots.deletedAt)));
  const byProduct = new Map<number, SlotSeries[]>();
  for (const row of rows) {
    const series: SlotSeries = { ...row, repeatMode: row.repeatMode as SlotSeries['repeatMode'] };
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), series]);
  }
  return byProduct;
}
