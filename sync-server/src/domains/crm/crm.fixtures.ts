import { Permission, ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import type { Db } from '../../db/client';
import { providerPlatformSettings } from '../../db/schema';
import type { App } from '../../http/types';
import { createUser, type TestUser } from '../../test/test-app';
import { caller, openShop, type Shop } from '../orders/orders.fixtures';

/** R-CRM-8: the platform turns a provider's CRM module on or off (its own route is tested by the platform). */
export async function setCrmModule(db: Db, providerId: number, active: boolean): Promise<void> {
  await db.insert(providerPlatformSettings).values({ providerId, crmModuleActive: active }).onConflictDoUpdate({ target: providerPlatformSettings.providerId, set: { crmModuleActive: active } });
}

export interface CrmShop extends Shop {
  api: ReturnType<typeof caller>;
  /** A user with every permission but the given ones, as a caller. */
  without(...codes: number[]): Promise<ReturnType<typeof caller>>;
}

/** A provider with the CRM module on and a user holding every permission. */
export async function crmShop(app: App, db: Db): Promise<CrmShop> {
  const shop = await openShop(db);
  await setCrmModule(db, shop.providerId, true);
  return {
    ...shop,
    api: caller(app, shop.user),
    without: async (...codes: number[]) => caller(app, await createUser(db, shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((c) => !codes.includes(c)) })),
  };
}

/** Saves a customer through C290 and answers its id. */
export async function newCustomer(api: ReturnType<typeof caller>, values: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post('crm-customer/save', { firstName: 'Dana', lastName: 'Levi', ...values });
  if (res.status !== 200) throw new Error(`crm-customer/save answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: number }).id;
}

/** Saves a lead of the customer through C333 and answers its id. */
export async function newLead(api: ReturnType<typeof caller>, crmCustomerId: number, values: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post('crm/leads/save', { crmCustomerId, description: 'Group of 12', ...values });
  if (res.status !== 200) throw new Error(`crm/leads/save answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: number }).id;
}

export type { TestUser };
export { Permission };
