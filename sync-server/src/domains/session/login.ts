import { FieldErrorCollector, refused } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import { hashSecret, newToken, verifySecret } from '../../security/secrets';
import { registrationStatus } from '../registration';
import { findLoginUser } from './login-repo';
import { loginLimits, loginSucceeded, reserveOrRefuse } from './login-throttle';
import { createSession } from './session-store';

export interface LoginInput {
  Username: string;
  Password: string;
  RememberMe?: boolean;
}

export const LOGIN_INCORRECT = 'Username or password is incorrect';

/** Verified against when the username is unknown, so that answer takes as long as a wrong password. */
let unknownUserHash: Promise<string> | undefined;
const hashForUnknownUser = () => (unknownUserHash ??= hashSecret(newToken()));

/**
 * Logs a user in (R-USER-1, R-USER-5, R-USER-6): reserves an attempt with the throttle, checks the password, then whether
 * the account may work, and opens a session. Account states are told only after a right password,
 * so they reveal nothing to someone guessing.
 */
export async function login(db: Db, input: LoginInput, address: string) {
  new FieldErrorCollector()
    .check(input.Username.trim() !== '', 'Username', 'Username is required.')
    .check(input.Password !== '', 'Password', 'Password is required.')
    .throwIfAny();

  // Counted before the (slow) verification, so a burst of parallel guesses cannot outrun the count.
  await reserveOrRefuse(db, loginLimits(input.Username, address), 'login-locked', 'Too many failed login attempts. Try again later.');

  const user = await findLoginUser(db, input.Username);
  const passwordOk = await verifySecret(user?.passwordHash ?? (await hashForUnknownUser()), input.Password);
  if (!user || !passwordOk) throw refused('login-incorrect', LOGIN_INCORRECT);
  if (!user.active) throw refused('user-deactivated', 'User is deactivated');
  if (user.profileId === null || !user.profileActive) throw refused('user-no-profile', 'User has no profile');
  if (!user.providerActive) {
    // R-USER-10: a provider that registered by itself says why it cannot work yet.
    const registration = await registrationStatus(db, user.providerId);
    if (registration === 'awaiting-email') throw refused('registration-email-not-confirmed', 'The e-mail address is not confirmed yet');
    if (registration === 'awaiting-approval') throw refused('registration-awaiting-approval', 'Awaiting registration');
    if (registration === 'rejected') throw refused('registration-rejected', 'The registration was not approved');
    throw refused('provider-not-active', 'User is not active');
  }

  await loginSucceeded(db, input.Username, address);
  const session = await createSession(db, user, input.RememberMe === true);
  return { user, session };
}
