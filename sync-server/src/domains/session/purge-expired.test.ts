import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { loginAttempts, passwordResets, sessions } from '../../db/schema';
import { createSession } from './session-store';
import { purgeExpired } from './purge-expired';
import { sha256 } from '../../security/secrets';

/** Issue 14: expired sessions, login attempts and password-reset rows are purged by one function. */
describe('purgeExpired', async () => {
  const { db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);

  it('deletes expired sessions, passed attempt windows and spent reset links, and keeps the live ones', async () => {
    const live = await createSession(db, user, false);
    const old = await createSession(db, user, false);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.tokenHash, sha256(old.token)));
    await db.insert(loginAttempts).values([
      { kind: 'login-user', key: 'purge-old', failures: 3, windowStart: sql`now() - interval '2 hours'` },
      { kind: 'login-user', key: 'purge-live', failures: 3 },
    ]);
    await db.insert(passwordResets).values([
      { tokenHash: 'purge-expired', userId: user.id, expiresAt: new Date(Date.now() - 60_000) },
      { tokenHash: 'purge-used', userId: user.id, expiresAt: new Date(Date.now() + 3600_000), usedAt: new Date() },
      { tokenHash: 'purge-live', userId: user.id, expiresAt: new Date(Date.now() + 3600_000) },
    ]);

    const purged = await purgeExpired(db);

    const left = (await db.select().from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.tokenHash);
    expect(left).toContain(sha256(live.token));
    expect(left).not.toContain(sha256(old.token));
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(loginAttempts)).map((r) => r.key).filter((k) => k.startsWith('purge-'))).toEqual(['purge-live']);
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash).filter((k) => k.startsWith('purge-'))).toEqual(['purge-live']);
    expect(purged.loginAttempts).toBeGreaterThanOrEqual(1);
    expect(purged.passwordResets).toBeGreaterThanOrEqual(2);
  });
});
