import { and, asc, eq } from 'drizzle-orm';
import type { BusinessClientRow } from '@pos/shared/sync/streams';
import { businessClientDiscounts, businessClients } from '../../db/schema';
import { anyOf } from '../../db/sql-rows';
import { byId, ids, type Loader } from './stream-loader';

/**
 * Active business clients with their discount combinations (issue 20): the station sells to them
 * offline and prices with their discounts; a deactivated client is removed from stations (R-BC-6).
 */
export const businessClient: Loader<'business-clients'> = async (db, who, keys) => {
  const rows = await db
    .select({ id: businessClients.id, name: businessClients.name, vatNumber: businessClients.vatNumber, businessClientTypeId: businessClients.businessClientTypeId })
    .from(businessClients)
    .where(and(anyOf(businessClients.id, ids(keys)), eq(businessClients.providerId, who.providerId), eq(businessClients.active, true)));
  if (rows.length === 0) return new Map();
  const discounts = await db
    .select()
    .from(businessClientDiscounts)
    .where(anyOf(businessClientDiscounts.businessClientId, rows.map((r) => r.id)))
    .orderBy(asc(businessClientDiscounts.id));
  return byId(
    rows.map(
      (r): BusinessClientRow => ({
        id: r.id,
        name: r.name,
        vatNumber: r.vatNumber ?? '',
        businessClientTypeId: r.businessClientTypeId,
        discounts: discounts.filter((d) => d.businessClientId === r.id).map((d) => ({ channelId: d.channelId, priceTypeId: d.priceTypeId, productId: d.productId, discountBp: d.discountBp })),
      }),
    ),
  );
};
