import { and, eq } from 'drizzle-orm';
import { percentToBp } from '@pos/shared/money';
import type { Db } from '../db/client';
import { businessClients, coupons, products, subCoupons } from '../db/schema';
import { saveCouponSystem } from '../domains/coupons/external/credentials-repo';
import { DEMO } from './demo-data';

/** A local date `days` after today in the provider's zone (Asia/Jerusalem). */
function localDate(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The demo's club (a business client with a simulated Multipass, so a cashier can take a voucher
 * like OK-1234 at the window), the WELCOME10 coupon and the club's serial coupon, each once.
 */
export async function seedDemoVouchers(db: Db, providerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    let [club] = await tx.select().from(businessClients).where(and(eq(businessClients.providerId, providerId), eq(businessClients.name, DEMO.club.name)));
    if (!club) {
      [club] = await tx.insert(businessClients).values({ providerId, name: DEMO.club.name }).returning();
      await saveCouponSystem(tx, providerId, club!.id, { system: DEMO.club.system, url: 'https://multipass.example', username: 'demo', password: 'demo', terminal: '1', organizationId: 'DEMO' });
    }
    const [existing] = await tx.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.providerId, providerId), eq(coupons.code, DEMO.welcomeCoupon.code)));
    if (existing) return;
    const [tour] = await tx.select({ id: products.id }).from(products).where(and(eq(products.providerId, providerId), eq(products.name, DEMO.welcomeCoupon.product)));
    const common = { providerId, discountType: 'Discount', whoFinances: 'NoFinance', validDateFrom: localDate(-1), validDateTo: localDate(365), currencyId: 1 };
    await tx.insert(coupons).values({
      ...common,
      code: DEMO.welcomeCoupon.code,
      name: 'Welcome 10%',
      couponType: 'Regular',
      discountPercentBp: percentToBp(DEMO.welcomeCoupon.percent),
      limitationType: 'tickets',
      limitationAmount: DEMO.welcomeCoupon.ticketLimit,
      productIds: tour ? [tour.id] : [],
    });
    const [serial] = await tx
      .insert(coupons)
      .values({ ...common, code: DEMO.serialCoupon.code, name: `${DEMO.club.name} 25%`, couponType: 'BusinessClientAgreement', discountPercentBp: percentToBp(DEMO.serialCoupon.percent), businessClientId: club!.id })
      .returning();
    await tx.insert(subCoupons).values(Array.from({ length: DEMO.serialCoupon.codes }, (_, i) => ({ couponId: serial!.id, code: `${DEMO.serialCoupon.code}-${String(i + 1).padStart(4, '0')}` })));
  });
}
