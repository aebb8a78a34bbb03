import { eq } from 'drizzle-orm';
import { ALL_PERMISSION_CODES, CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';
import { percentToBp } from '@pos/shared/money';
import type { Db } from '../db/client';
import { products, profiles, providerPlatformSettings, providers, users } from '../db/schema';
import { hashSecret } from '../security/secrets';
import { DEMO } from './demo-data';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedDemoVouchers } from './seed-vouchers';
import { seedDemoPlatformStaff } from './seed-platform';

/**
 * Creates the demo provider with its profiles, users and manager code, its catalogue, and its club
 * with a simulated coupon system and coupons, once:
 * a second run finds them and changes nothing.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean; providerId: number }> {
  const existing = await db.select({ id: providers.id }).from(providers).where(eq(providers.name, DEMO.providerName)).limit(1);
  const providerId = existing[0]?.id ?? (await seedDemoAccounts(db));
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.providerId, providerId)).limit(1);
  if (!product) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO.admin.username)).limit(1);
    await seedDemoCatalogue(db, providerId, admin!.id);
  }
  await seedDemoVouchers(db, providerId);
  await seedDemoPlatformStaff(db);
  return { created: !existing[0], providerId };
}

async function seedDemoAccounts(db: Db): Promise<number> {
  const [adminHash, cashierHash, managerHash] = await Promise.all([
    hashSecret(DEMO.admin.password),
    hashSecret(DEMO.cashier.password),
    hashSecret(DEMO.managerCode),
  ]);
  const providerId = await db.transaction(async (tx) => {
    const [provider] = await tx
      .insert(providers)
      .values({ name: DEMO.providerName, companyId: '515555555', vatRateBp: percentToBp(DEMO.vatPercent), currencyId: 1, managerCodeHash: managerHash, autoPrintReceipt: true, email: 'office@demo-attractions.test', address: '1 Harbour St, Tel Aviv' })
      .returning();
    const [everything] = await tx.insert(profiles).values({ providerId: provider!.id, name: DEMO.admin.profile, permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [cashier] = await tx.insert(profiles).values({ providerId: provider!.id, name: DEMO.cashier.profile, permissions: [...CASHIER_PERMISSION_CODES] }).returning();
    await tx.insert(users).values([
      { providerId: provider!.id, username: DEMO.admin.username, email: 'demo@demo-attractions.test', firstName: 'Dana', lastName: 'Levi', passwordHash: adminHash, profileId: everything!.id, language: 'he-IL', maxChecks: 10, maxDiscountPercent: 100 },
      { providerId: provider!.id, username: DEMO.cashier.username, email: 'cashier@demo-attractions.test', firstName: 'Yossi', lastName: 'Cohen', passwordHash: cashierHash, profileId: cashier!.id, language: 'he-IL', maxChecks: 3, maxDiscountPercent: 10 },
    ]);
    // The demo shows the CRM too: its module is on for this provider (R-CRM-8; the platform may turn it off).
    await tx.insert(providerPlatformSettings).values({ providerId: provider!.id, crmModuleActive: true });
    return provider!.id;
  });
  return providerId;
}
