/**
 * What a sale needs of its business client (order/create, order/calculate, a station's pushed sale):
 * the client is the provider's and active, its type (R-CASH-4: the client types a cashier may sell
 * to) and its discount combinations, priced by shared/src/pricing/business-discount.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { BusinessDiscount } from '@pos/shared/pricing/business-discount';
import type { Tx } from '../../db/client';
import { businessClientDiscounts, businessClients } from '../../db/schema';

export interface ClientForSale {
  id: number;
  businessClientTypeId: number | null;
  discounts: BusinessDiscount[];
}

/** A business client of the provider that is active, or 404. */
export async function assertBusinessClient(db: Tx, providerId: number, id: number): Promise<void> {
  await clientForSale(db, providerId, id);
}

/** The provider's active clients among `ids`, with their types and discounts (an unknown or inactive id is left out). */
export async function clientsForSale(db: Tx, providerId: number, ids: readonly number[]): Promise<Map<number, ClientForSale>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const clients = await db
    .select({ id: businessClients.id, businessClientTypeId: businessClients.businessClientTypeId })
    .from(businessClients)
    .where(and(inArray(businessClients.id, wanted), eq(businessClients.providerId, providerId), eq(businessClients.active, true)));
  const out = new Map<number, ClientForSale>(clients.map((c) => [c.id, { ...c, discounts: [] }]));
  if (out.size === 0) return out;
  const discounts = await db
    .select({ businessClientId: businessClientDiscounts.businessClientId, channelId: businessClientDiscounts.channelId, priceTypeId: businessClientDiscounts.priceTypeId, productId: businessClientDiscounts.productId, discountBp: businessClientDiscounts.discountBp })
    .from(businessClientDiscounts)
    .where(inArray(businessClientDiscounts.businessClientId, [...out.keys()]))
    .orderBy(businessClientDiscounts.id);
  for (const { businessClientId, ...d } of discounts) out.get(businessClientId)!.discounts.push(d);
  return out;
}

/** The client of a sale: the provider's and active, or 404. */
export async function clientForSale(db: Tx, providerId: number, id: number): Promise<ClientForSale> {
  const client = (await clientsForSale(db, providerId, [id])).get(id);
  if (!client) throw notFound('Business client');
  return client;
}
