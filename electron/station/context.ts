import type { UserRow } from '@pos/shared/sync/streams';
import type { PermissionCode } from '@pos/shared/permissions';
import type { Clock } from './clock';
import type { StationDb } from './db/open';
import type { StationEvents } from './events';
import type { PaymentTerminal } from './payments/terminal';
import type { SyncClient } from './sync/sync-client';
import { replica } from './catalogue/replica';
import { missingPermission, notLoggedIn } from './errors';

/** Everything a handler works with: passed in, so tests and the host build their own. */
export interface StationContext {
  db: StationDb;
  clock: Clock;
  events: StationEvents;
  terminal: PaymentTerminal;
  sync: SyncClient;
  /** The logged-in cashier (memory only: a restart asks for the login again). */
  session: { userId: number | null };
  verifySecret(hash: string, plain: string): Promise<boolean>;
  /** How long a card charge may take before it is given up (default 60 s). */
  cardTimeoutMs?: number;
  /** What failed at start-up, by code (e.g. printing-not-started): the POS status bar shows it. */
  problems?: string[];
}

/** The logged-in cashier as the replica has them now (permissions may have changed since login). */
export function currentCashier(ctx: StationContext): UserRow {
  const id = ctx.session.userId;
  if (id === null) throw notLoggedIn();
  const user = replica.user(ctx.db, id);
  if (!user) {
    ctx.session.userId = null;
    throw notLoggedIn();
  }
  return user;
}

export function hasPermission(user: UserRow, code: PermissionCode): boolean {
  return user.permissions.includes(code);
}

export function requirePermission(user: UserRow, code: PermissionCode): void {
  if (!hasPermission(user, code)) throw missingPermission(code);
}

/** R-CASH-4: a list that is null or empty restricts nothing. */
export function allowedBy(list: number[] | null, id: number): boolean {
  return !list || list.length === 0 || list.includes(id);
}

export function nowIso(ctx: StationContext): string {
  return ctx.clock().toISOString();
}
