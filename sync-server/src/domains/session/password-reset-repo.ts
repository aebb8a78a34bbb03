import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passwordResets } from '../../db/schema';

export async function insertPasswordReset(db: Tx, row: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/** The reset e-mail goes out through the messages domain's outbox (written and queued in the caller's transaction). */
export { queueEmail } from '../messages/outbox';

/**
 * Marks the reset unused and unexpired under this token hash as used, and answers its user; null
 * when there is none. One statement, so two requests with the same token cannot both succeed.
 */
export async function consumePasswordReset(db: Tx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Other links sent to the user stop working once the password is reset. */
export async function retireUserPasswordResets(db: Tx, userId: number): Promise<void> {
  await db.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
