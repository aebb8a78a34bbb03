import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { crmCustomers, providers } from '../../../db/schema';

export async function providerName(db: Tx, providerId: number): Promise<string> {
  const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.name ?? '';
}

/** The order's lead customer from the CRM customer (R-ORD-22 checks it in order/create). */
export async function quoteCustomer(db: Tx, crmCustomerId: number): Promise<{ firstName?: string; lastName?: string; mobile?: string; email?: string }> {
  const [c] = await db
    .select({ firstName: crmCustomers.firstName, lastName: crmCustomers.lastName, mobile: crmCustomers.mobile, email: crmCustomers.email })
    .from(crmCustomers)
    .where(eq(crmCustomers.id, crmCustomerId))
    .limit(1);
  if (!c) return {};
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== '')) as Record<string, string>;
}
