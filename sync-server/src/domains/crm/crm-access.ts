import { noPermission, refused } from '@pos/shared/errors';
import type { PermissionCode } from '@pos/shared/permissions';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { crmModuleActive } from '../platform';

/**
 * The gate of every CRM and quote call after the route's own (CrmModule, R-PERM-10): the provider's
 * CRM module must be on (R-CRM-8); the handler then checks the action's own code of 000 §6 (43-49).
 * The module being off is a 422 `crm-module-inactive`, not a 403: the caller holds the right, the
 * provider has not turned the module on.
 */
export async function assertCrmOpen(db: Tx, providerId: number): Promise<void> {
  if (!(await crmModuleActive(db, providerId))) throw refused('crm-module-inactive', 'The CRM module is not active for this provider.');
}

/** The action's own code (43-49), checked after the module (the route's gate is CrmModule). */
export function need(actor: Actor, action: PermissionCode): void {
  if (!actor.permissions.has(action)) throw noPermission();
}
