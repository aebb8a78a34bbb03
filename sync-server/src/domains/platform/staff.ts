import { noPermission, notFound } from '@pos/shared/errors';
import { PLATFORM_RIGHTS, type PlatformRight } from '@pos/shared/api/platform';
import { Permission } from '@pos/shared/permissions';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { hashSecret } from '../../security/secrets';
import { actorOf } from '../../plugins/auth';
import { insertProviderWithOwner } from '../registration';
import { addStaffUser, insertStaff, listStaff, rightsOf, setRights, staffProviderIds } from './staff-repo';

export const PLATFORM_ACCOUNT_NAME = 'Platform';
export const PLATFORM_PROFILE = 'Platform staff';

const isRight = (r: string): r is PlatformRight => (PLATFORM_RIGHTS as readonly string[]).includes(r);

/** The caller's platform rights; none for a provider's user (platform staff is a role of the platform, not a permission). */
export async function platformRights(db: Db, userId: number): Promise<PlatformRight[]> {
  return ((await rightsOf(db, userId)) ?? []).filter(isRight);
}

/** A route hook: the caller must be platform staff holding `right` (403 "No permission" otherwise, before the body is read). */
export function requireRight(db: Db, right: PlatformRight) {
  return async (request: FastifyRequest): Promise<void> => {
    const rights = await platformRights(db, actorOf(request).userId);
    if (!rights.includes(right)) throw noPermission();
  };
}

/** C215: the index statistics are read by a provider's user with ReportsView or by platform staff with the agencies right. */
export function readsIndexStatistics(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const actor = actorOf(request);
    if (actor.permissions.has(Permission.ReportsView)) return;
    if (!(await platformRights(db, actor.userId)).includes('agencies')) throw noPermission();
  };
}

export async function staffMembers(db: Db) {
  return (await listStaff(db)).map((s) => ({ ...s, rights: s.rights.filter(isRight) }));
}

/** R-PERM-19: the platform's rights of a staff member. */
export async function changeStaffRights(db: Db, userId: number, rights: PlatformRight[]) {
  if (!(await setRights(db, userId, [...new Set(rights)]))) throw notFound('Staff member');
  return (await staffMembers(db)).find((s) => s.userId === userId)!;
}

/**
 * Makes a platform staff member: a user of the platform's own account (made with the first one),
 * whose profile holds no provider permission; the rights are the platform's.
 */
export async function createPlatformStaff(db: Db, input: { username: string; password: string; email?: string; language?: string; rights?: readonly PlatformRight[] }): Promise<{ userId: number; providerId: number }> {
  const passwordHash = await hashSecret(input.password);
  return db.transaction(async (tx) => {
    const [hostId] = await staffProviderIds(tx);
    let ids: { userId: number; providerId: number };
    if (hostId === undefined) {
      ids = await insertProviderWithOwner(tx, {
        provider: { name: PLATFORM_ACCOUNT_NAME, active: true, language: input.language ?? 'he-IL' },
        profileName: PLATFORM_PROFILE,
        permissions: [],
        user: { username: input.username, email: input.email ?? null, passwordHash, language: input.language ?? 'he-IL' },
        registration: null,
      });
    } else {
      ids = await addStaffUser(tx, hostId, input.username, input.email ?? null, passwordHash, input.language ?? 'he-IL');
    }
    await insertStaff(tx, ids.userId, [...(input.rights ?? PLATFORM_RIGHTS)]);
    return ids;
  });
}
