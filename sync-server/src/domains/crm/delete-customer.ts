import { notFound, refused } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { customerUse, deleteCustomerRows, isProvidersCustomer } from './customer-repo';

/** R-CRM-7: a customer with orders or leads is not deleted (002 §8.6). */
export async function deleteCustomer(db: Tx, providerId: number, id: number): Promise<void> {
  if (!(await isProvidersCustomer(db, providerId, id))) throw notFound('CRM customer');
  const use = await customerUse(db, id);
  if (use.orders > 0 || use.leads > 0) throw refused('crm-customer-in-use', 'A customer with orders or leads cannot be deleted.', use);
  await deleteCustomerRows(db, id);
}
