import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles, providers, users } from '../../db/schema';

/** The logged-in user with their profile and provider, for the initial data. */
export async function loadSessionUser(db: Tx, userId: number) {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        language: users.language,
        profileId: users.profileId,
        maxChecks: users.maxChecks,
        maxDiscountPercent: users.maxDiscountPercent,
        allowedPriceTypeIds: users.allowedPriceTypeIds,
        allowedProductIds: users.allowedProductIds,
        allowedClientTypeIds: users.allowedClientTypeIds,
      },
      profile: { name: profiles.name, permissions: profiles.permissions },
      provider: {
        id: providers.id,
        name: providers.name,
        vatType: providers.vatType,
        vatRateBp: providers.vatRateBp,
        currencyId: providers.currencyId,
        timezone: providers.timezone,
        autoPrintReceipt: providers.autoPrintReceipt,
        cCardMaxCountPayments: providers.cCardMaxCountPayments,
        firstDayOfWeek: providers.firstDayOfWeek,
      },
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(eq(users.id, userId));
  return row ?? null;
}
