import { FieldErrorCollector, fieldError, notFound, refused } from '@pos/shared/errors';
import { isPermissionCode, Permission } from '@pos/shared/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { findProfile, insertProfile, lockProviderProfiles, profileNameTaken, updateProfile, usersWithoutCashierLimits } from './profiles-repo';
import type { ProfileInput, ProfileView } from '@pos/shared/api/users';
import { isUniqueViolation } from './unique-violation';
import { profileIdOfUser } from './users-repo';

const NAME_EXISTS = 'A profile with this name already exists.';

/**
 * provider/profile/save: creates or changes a profile of the caller's provider. A profile holds
 * at least one permission, each a code of spec 000 §6 (R-PERM-14, R-PERM-15); names are unique
 * within the provider, case-insensitively.
 */
export async function saveProfile(db: Db, actor: Actor, input: ProfileInput): Promise<ProfileView> {
  const id = input.id ?? null;
  const stored = id === null ? null : await findProfile(db, actor.providerId, id);
  if (id !== null && !stored) throw notFound('Profile');
  const name = input.name.trim();
  const permissions = [...new Set(input.permissions)].sort((a, b) => a - b);
  const active = input.active ?? stored?.active ?? true;

  const errors = new FieldErrorCollector();
  errors.check(name !== '', 'name', 'Name is required.');
  errors.check(permissions.length > 0, 'permissions', 'A profile needs at least one permission.', 'min-items', { min: 1 });
  const unknown = permissions.filter((code) => !isPermissionCode(code));
  errors.check(unknown.length === 0, 'permissions', `Unknown permission codes: ${unknown.join(', ')}.`);
  errors.throwIfAny();

  if (id !== null && id === (await profileIdOfUser(db, actor.userId)) && (!active || !permissions.includes(Permission.EditProviderSettings))) {
    throw refused('cannot-lock-yourself-out', 'You cannot deactivate your own profile or take away its right to edit users');
  }

  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      await lockProviderProfiles(tx, actor.providerId);
      if (await profileNameTaken(tx, actor.providerId, name, id)) throw fieldError('name', NAME_EXISTS);
      if (id === null) return insertProfile(tx, { providerId: actor.providerId, name, permissions, active });
      if (permissions.includes(Permission.Cashier) && !stored!.permissions.includes(Permission.Cashier)) {
        // R-CASH-3: whoever gets the Cashier permission must have both cashier limits.
        const lacking = await usersWithoutCashierLimits(tx, id);
        if (lacking.length) {
          throw refused('cashier-limits-missing', `Set the maximum checks and maximum discount of these users first: ${lacking.map((u) => u.username).join(', ')}`, {
            userIds: lacking.map((u) => u.id),
          });
        }
      }
      await updateProfile(tx, actor.providerId, id, { name, permissions, active });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', NAME_EXISTS);
    throw error;
  }
  return (await findProfile(db, actor.providerId, savedId))!;
}
