/**
 * The cashier station's view of the CRM (issue 22, C295 at the POS): online, the POS customer field
 * asks the server, through the station's own /sync credentials, for the provider's CRM customers
 * by name, mobile or e-mail; a sale that names the chosen customer is linked to it when pushed.
 * Offline there is no CRM at the station (the field works as before).
 */
import type { CrmCustomerShortView } from '@pos/shared/api/crm';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { crmCustomers } from '../../db/schema';
import { crmModuleActive } from '../platform';
import { assertCrmOpen } from './crm-access';
import { shortCustomers } from './customer-repo';
import { writeHistory } from './history-repo';
import { linkOrder } from './quotes/order-link-repo';

/** C295 for a station: at most 10 customers of the provider, while its CRM module is on (R-CRM-8: else 422 crm-module-inactive). */
export async function stationCustomersForOrder(db: Tx, providerId: number, keyword: string): Promise<CrmCustomerShortView[]> {
  await assertCrmOpen(db, providerId);
  return shortCustomers(db, providerId, keyword, 10);
}

export interface PushedOrderCustomer {
  orderId: number;
  crmCustomerId: number;
  /** The cashier who sold it, for the customer's history. */
  userId: number;
}

/**
 * Pushed sales that name a CRM customer join it (Order created in its history), while the module is
 * on. A customer that is not the provider's (or was deleted since) is left out: the sale was paid
 * and stands without the link.
 */
export async function linkPushedOrders(db: Tx, providerId: number, links: readonly PushedOrderCustomer[]): Promise<void> {
  if (links.length === 0 || !(await crmModuleActive(db, providerId))) return;
  const ids = [...new Set(links.map((l) => l.crmCustomerId))];
  const known = new Set((await db.select({ id: crmCustomers.id }).from(crmCustomers).where(and(eq(crmCustomers.providerId, providerId), inArray(crmCustomers.id, ids)))).map((r) => r.id));
  for (const link of links.filter((l) => known.has(l.crmCustomerId))) {
    await linkOrder(db, providerId, link.crmCustomerId, link.orderId);
    await writeHistory(db, { providerId, crmCustomerId: link.crmCustomerId, type: 'Order', event: 'created', entityId: link.orderId, userId: link.userId });
  }
}
