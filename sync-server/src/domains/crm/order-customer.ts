import { fieldError } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { crmModuleActive } from '../platform';
import { customerWithMobile, insertCustomer, isProvidersCustomer } from './customer-repo';
import { writeHistory } from './history-repo';
import { linkOrder } from './quotes/order-link-repo';

/** The lead customer of an order as order/create takes it. */
export interface OrderLeadCustomer {
  firstName?: string;
  lastName?: string;
  mobile?: string;
  email?: string;
}

/** Before order/create: the CRM customer it names must be the provider's (400 on crmCustomerId). */
export async function assertOrderCrmCustomer(db: Tx, providerId: number, crmCustomerId: number | null): Promise<void> {
  if (crmCustomerId !== null && !(await isProvidersCustomer(db, providerId, crmCustomerId))) throw fieldError('crmCustomerId', 'Not a CRM customer of the provider.');
}

/**
 * After order/create in the back office (001 §3 Order: crmCustomerId), while the provider's CRM
 * module is on: the order joins its CRM customer, the one chosen through C295, else the one with
 * the lead customer's mobile, else a new customer made from the lead customer (no mobile: none).
 * Written in the customer's history as Order created. Quotes link their own orders (share-quote.ts).
 */
export async function linkOrderToCrmCustomer(db: Tx, actor: Actor, orderId: number, lead: OrderLeadCustomer | undefined, crmCustomerId: number | null): Promise<number | null> {
  if (!(await crmModuleActive(db, actor.providerId))) return null;
  const mobile = (lead?.mobile ?? '').replace(/\D/g, '');
  let id = crmCustomerId ?? (mobile ? await customerWithMobile(db, actor.providerId, mobile) : null);
  if (id === null) {
    if (!mobile) return null;
    const values = { firstName: lead?.firstName?.trim() ?? '', lastName: lead?.lastName?.trim() ?? '', mobile, email: lead?.email?.trim() ?? '' };
    // Two orders of a new mobile at once: the second finds the customer the first made (the mobile is unique).
    id = await insertCustomer(db, actor.providerId, actor.userId, values).catch(async (error: unknown) => {
      const e = error as { code?: string; cause?: { code?: string } };
      const found = (e.code ?? e.cause?.code) === '23505' ? await customerWithMobile(db, actor.providerId, mobile) : null;
      if (found === null) throw error;
      return found;
    });
  }
  await linkOrder(db, actor.providerId, id, orderId);
  await writeHistory(db, { providerId: actor.providerId, crmCustomerId: id, type: 'Order', event: 'created', entityId: orderId, userId: actor.userId });
  return id;
}
