import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { createProvider, createUser, setupTestApp } from '../test/test-app';
import { purgeExpiredJob } from './housekeeping';

describe('scheduled housekeeping on the job queue', async () => {
  const { app, db } = await setupTestApp();

  it('issue 14: purge-expired is scheduled every 15 minutes (once across instances), and a run through the queue deletes expired sessions only', async () => {
    const schedules = (await db.execute(sql`select name, cron, options->>'tz' as tz from pgboss.schedule`)) as unknown as { rows: { name: string; cron: string; tz: string }[] };
    expect(schedules.rows).toContainEqual({ name: 'purge-expired', cron: '*/15 * * * *', tz: 'UTC' });

    const provider = await createProvider(db);
    const [expired, alive] = [await createUser(db, provider.id), await createUser(db, provider.id)];
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, expired.id));
    expect(await app.jobs.send(purgeExpiredJob, {})).not.toBeNull();
    const left = async (userId: number) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    for (let i = 0; i < 100 && (await left(expired.id)) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await left(expired.id)).toBe(0);
    expect(await left(alive.id)).toBe(1);
  });
});
