import type { Tx } from '../../../db/client';
import { crmCustomerOrders } from '../../../db/schema';

/** An order of the CRM customer (the link is the CRM's; the order is the orders domain's). */
export async function linkOrder(db: Tx, providerId: number, crmCustomerId: number, orderId: number): Promise<void> {
  await db.insert(crmCustomerOrders).values({ providerId, crmCustomerId, orderId }).onConflictDoNothing();
}
