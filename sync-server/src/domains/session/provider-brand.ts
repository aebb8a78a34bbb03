import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerRegistrations, providers } from '../../db/schema';

/**
 * Issue 18: the caller's provider's name and logo (the PNG or JPEG data URL given at registration,
 * R-USER-9), for the back office to remember and show on its login page next time; null when none.
 */
export async function providerBrand(db: Tx, providerId: number): Promise<{ name: string; logo: string | null }> {
  const [row] = await db
    .select({ name: providers.name, details: providerRegistrations.details })
    .from(providers)
    .leftJoin(providerRegistrations, eq(providerRegistrations.providerId, providers.id))
    .where(eq(providers.id, providerId));
  return { name: row?.name ?? '', logo: row?.details?.logo ?? null };
}
