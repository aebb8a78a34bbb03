import { and, asc, eq, exists, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceLists, products, providers } from '../../db/schema';

/**
 * R-PROD-10: the products the public site (and other e-commerce sites) may list: active and on air,
 * sold to B2C, of an active provider, and not on request. A product is on request when one of its
 * live price lists is not auto-confirmed: the public site would otherwise sell into an order that
 * waits for the provider (RQ), which the rule keeps off it.
 */
export async function publicProducts(db: Db, providerId?: number) {
  const onRequest = db
    .select({ one: sql`1` })
    .from(priceLists)
    .where(and(eq(priceLists.productId, products.id), eq(priceLists.autoConfirm, false), eq(priceLists.active, true), isNull(priceLists.deletedAt)));
  return db
    .select({ id: products.id, providerId: products.providerId, name: products.name })
    .from(products)
    .innerJoin(providers, eq(providers.id, products.providerId))
    .where(
      and(
        eq(providers.active, true),
        eq(products.active, true),
        eq(products.onAir, true),
        eq(products.useB2cChannels, true),
        providerId === undefined ? undefined : eq(products.providerId, providerId),
        not(exists(onRequest)),
      ),
    )
    .orderBy(asc(products.name))
    .limit(500);
}
