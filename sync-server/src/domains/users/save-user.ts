import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { passwordProblems } from '@pos/shared/password';
import { Permission } from '@pos/shared/permissions';
import { BUSINESS_CLIENT_TYPES, PRICE_TYPES } from '@pos/shared/reference';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { hashSecret } from '../../security/secrets';
import { deleteUserSessions } from '../session';
import { findProfile } from './profiles-repo';
import type { UserInput, UserView } from '@pos/shared/api/users';
import { findUser, identityTaken, insertUser, lockIdentity, providerProductIds, updateUser, type UserRow } from './users-repo';
import { toUserView } from './user-view';
import { isUniqueViolation } from './unique-violation';

/** R-USER-4: an incorrect username is refused. Login names are typed at the cashier: keep them plain. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,50}$/;
/** Issue 16: a station PIN is 4 to 6 digits (ASCII). */
export const STATION_PIN_PATTERN = /^[0-9]{4,6}$/;
export const USER_EXISTS = 'Username or email already exists';

const PRICE_TYPE_IDS = new Set<number>(PRICE_TYPES.map((p) => p.id));
const CLIENT_TYPE_IDS = new Set<number>(BUSINESS_CLIENT_TYPES.map((c) => c.id));

/** An empty limit list means no limit, stored as null so there is one way to say it. */
const limitList = (ids: readonly number[] | null | undefined) => (ids && ids.length ? [...new Set(ids)] : null);
const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The user as it will be after the save: what the input gives over what is stored (or the defaults). */
function merge(input: UserInput, stored: UserRow | null) {
  const pick = <K extends keyof UserInput & keyof UserRow>(key: K) => (input[key] !== undefined ? input[key] : stored?.[key]);
  return {
    username: input.username.trim(),
    firstName: (input.firstName ?? stored?.firstName ?? '').trim(),
    lastName: (input.lastName ?? stored?.lastName ?? '').trim(),
    email: input.email !== undefined ? blankToNull(input.email) : (stored?.email ?? null),
    mobile: input.mobile !== undefined ? blankToNull(input.mobile) : (stored?.mobile ?? null),
    profileId: input.profileId,
    active: input.active ?? stored?.active ?? true,
    maxChecks: pick('maxChecks') ?? null,
    maxDiscountPercent: pick('maxDiscountPercent') ?? null,
    allowedPriceTypeIds: limitList(pick('allowedPriceTypeIds')),
    allowedProductIds: limitList(pick('allowedProductIds')),
    allowedClientTypeIds: limitList(pick('allowedClientTypeIds')),
  };
}

/**
 * provider/user/save: creates or changes a user of the caller's provider. Checks every field at
 * once (400), then the uniqueness of username and e-mail across the platform (R-USER-8, 422).
 * Deactivating a user, or setting another user's password, ends their sessions (R-USER-14).
 */
export async function saveUser(db: Db, actor: Actor, input: UserInput): Promise<UserView> {
  const id = input.id ?? null;
  const stored = id === null ? null : await findUser(db, actor.providerId, id);
  if (id !== null && !stored) throw notFound('User');
  const user = merge(input, stored);
  const password = input.password ?? null;

  const errors = new FieldErrorCollector();
  errors.check(USERNAME_PATTERN.test(user.username), 'username', 'Username must be 3 to 50 English letters, digits or . _ - @ characters.', 'username');
  if (user.email !== null) errors.check(isValidEmail(user.email), 'email', 'E-mail is not valid.');
  if (id === null && !password) errors.add('password', 'Password is required.');
  if (password) for (const problem of passwordProblems(password)) errors.add('password', problem);
  const stationPin = input.stationPin;
  if (typeof stationPin === 'string') errors.check(STATION_PIN_PATTERN.test(stationPin), 'stationPin', 'The station PIN is 4 to 6 digits.', 'invalid-pin');
  if (password && input.confirmPassword != null) errors.check(input.confirmPassword === password, 'confirmPassword', 'Passwords do not match.');

  const profile = await findProfile(db, actor.providerId, user.profileId);
  errors.check(profile !== null, 'profileId', 'Profile not found.');
  if (profile?.permissions.includes(Permission.Cashier)) {
    // R-CASH-3
    errors.check(user.maxChecks !== null, 'maxChecks', 'The maximum number of checks is required for a cashier.');
    errors.check(user.maxDiscountPercent !== null, 'maxDiscountPercent', 'The maximum discount is required for a cashier.');
  }
  const unknownPriceTypes = (user.allowedPriceTypeIds ?? []).filter((p) => !PRICE_TYPE_IDS.has(p));
  errors.check(unknownPriceTypes.length === 0, 'allowedPriceTypeIds', `Unknown price types: ${unknownPriceTypes.join(', ')}.`);
  const unknownClientTypes = (user.allowedClientTypeIds ?? []).filter((c) => !CLIENT_TYPE_IDS.has(c));
  errors.check(unknownClientTypes.length === 0, 'allowedClientTypeIds', `Unknown client types: ${unknownClientTypes.join(', ')}.`);
  const ownProducts = await providerProductIds(db, actor.providerId, user.allowedProductIds ?? []);
  const unknownProducts = (user.allowedProductIds ?? []).filter((p) => !ownProducts.has(p));
  errors.check(unknownProducts.length === 0, 'allowedProductIds', `Unknown products: ${unknownProducts.join(', ')}.`);
  errors.throwIfAny();

  if (id === actor.userId && (!user.active || !profile!.active || !profile!.permissions.includes(Permission.EditProviderSettings))) {
    throw refused('cannot-lock-yourself-out', 'You cannot deactivate yourself or take away your own right to edit users');
  }

  const passwordHash = password ? await hashSecret(password) : undefined;
  // null removes the PIN; a string sets it (argon2id, like passwords); left out keeps it.
  const pinChange = stationPin === undefined ? {} : { stationPinHash: stationPin === null ? null : await hashSecret(stationPin) };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      await lockIdentity(tx, user.username, user.email);
      if (await identityTaken(tx, user.username, user.email, id)) throw refused('user-exists', USER_EXISTS);
      if (id === null) return insertUser(tx, { ...user, ...pinChange, providerId: actor.providerId, passwordHash: passwordHash! });
      await updateUser(tx, actor.providerId, id, { ...user, ...pinChange, ...(passwordHash ? { passwordHash } : {}) });
      const deactivated = stored!.active && !user.active;
      if (deactivated || (passwordHash && id !== actor.userId)) await deleteUserSessions(tx, id);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('user-exists', USER_EXISTS);
    throw error;
  }
  return toUserView((await findUser(db, actor.providerId, savedId))!);
}
