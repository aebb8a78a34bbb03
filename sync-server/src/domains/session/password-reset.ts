import { FieldErrorCollector, refused } from '@pos/shared/errors';
import { passwordProblems } from '@pos/shared/password';
import { isValidEmail } from '@pos/shared/email';
import type { Db } from '../../db/client';
import { hashSecret, newToken, sha256 } from '../../security/secrets';
import { findActiveUserByEmail, setUserPasswordHash } from './login-repo';
import { reserveOrRefuse, resetRequestLimits } from './login-throttle';
import { consumePasswordReset, insertPasswordReset, queueEmail, retireUserPasswordResets } from './password-reset-repo';
import { passwordResetMail, resetLink } from './password-reset-mail';
import { deleteUserSessions } from './session-store';

export const RESET_TTL_MS = 3600_000;

/**
 * R-USER-7, R-USER-12: a reset link for the account with this e-mail, queued in the e-mail outbox.
 * Only the token's sha256 is stored; the link itself is answered to the caller for logging in
 * development (the mail sender is a later issue), never in the HTTP answer.
 */
export async function requestPasswordReset(db: Db, email: string, address: string): Promise<{ link: string }> {
  new FieldErrorCollector().check(isValidEmail(email.trim()), 'Email', 'E-mail is not valid.').throwIfAny();
  await reserveOrRefuse(db, resetRequestLimits(email, address), 'reset-locked', 'Too many password reset requests. Try again later.');

  const user = await findActiveUserByEmail(db, email);
  if (!user || !user.email) throw refused('email-not-found', 'The e-mail does not exist');

  const token = newToken();
  const link = resetLink(token);
  const mail = passwordResetMail(user.language, link);
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, { tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await queueEmail(tx, { providerId: user.providerId, toAddress: user.email!, subject: mail.subject, body: mail.body, kind: 'password-reset' });
  });
  return { link };
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * Sets a new password through a reset token (R-USER-2, R-USER-3, R-USER-12). The token works
 * once and for an hour; the user's other links and every open session end with it.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<void> {
  const errors = new FieldErrorCollector();
  errors.check(input.token.trim() !== '', 'token', 'Token is required.');
  for (const problem of passwordProblems(input.password)) errors.add('password', problem);
  errors.check(input.confirmPassword === input.password, 'confirmPassword', 'Passwords do not match.');
  errors.throwIfAny();

  const passwordHash = await hashSecret(input.password);
  await db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, sha256(input.token.trim()));
    if (userId === null) throw refused('reset-token-invalid', 'The password reset link is invalid or has expired');
    await setUserPasswordHash(tx, userId, passwordHash);
    await retireUserPasswordResets(tx, userId);
    await deleteUserSessions(tx, userId);
  });
}
