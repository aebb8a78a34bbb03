/**
 * The business clients a window sells to (issue 20), from the business-clients stream: who the
 * cashier may pick (CashierSellToBusiness, 31; R-CASH-4: only the client types listed for them)
 * and the client a cart is priced for, with its discount combinations.
 */
import { Permission } from '@pos/shared/permissions';
import type { BusinessClientRow } from '@pos/shared/sync/streams';
import { allowedBy, currentCashier, hasPermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import type { StationDb } from '../db/open';

/** An active client of the provider as the station last heard of it, or null. */
export function businessClientOf(db: StationDb, id: number): BusinessClientRow | null {
  return replica.businessClient(db, id);
}

/** R-CASH-4: a client without a type is allowed only to a cashier with no client-type list. */
export function clientTypeAllowed(list: number[] | null, typeId: number | null): boolean {
  if (!list || list.length === 0) return true;
  return typeId !== null && allowedBy(list, typeId);
}

/**
 * The clients the logged-in cashier may sell to, by name, matching the search text (name or VAT
 * number); none without permission 31.
 */
export function businessClientsForCashier(ctx: StationContext, args: { search?: string; limit?: number } = {}): BusinessClientRow[] {
  const user = currentCashier(ctx);
  if (!hasPermission(user, Permission.CashierSellToBusiness)) return [];
  const text = (args.search ?? '').trim().toLowerCase();
  const limit = Math.min(Math.max(args.limit ?? 50, 1), 500);
  return replica
    .businessClients(ctx.db)
    .filter((c) => clientTypeAllowed(user.allowedClientTypeIds, c.businessClientTypeId))
    .filter((c) => !text || c.name.toLowerCase().includes(text) || c.vatNumber.toLowerCase().includes(text))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, limit);
}
