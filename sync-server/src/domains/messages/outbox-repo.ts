import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outgoingMessageFiles, outgoingMessages, providers, storedFiles } from '../../db/schema';
import { MessageStatus } from './message-status';

export type OutgoingMessageRow = typeof outgoingMessages.$inferSelect;
export type NewOutgoingMessage = typeof outgoingMessages.$inferInsert;

export async function insertMessages(tx: Tx, rows: NewOutgoingMessage[]): Promise<OutgoingMessageRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(outgoingMessages).values(rows).returning();
}

/**
 * Takes a message for one delivery attempt: InProgress and one more attempt, unless it is final
 * already (a job run twice sends nothing twice once the first run finished). Null when final or gone.
 */
export async function claimMessage(tx: Tx, id: number): Promise<OutgoingMessageRow | null> {
  const [row] = await tx
    .update(outgoingMessages)
    .set({ status: MessageStatus.InProgress, attempts: sql`${outgoingMessages.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(outgoingMessages.id, id), inArray(outgoingMessages.status, [MessageStatus.Initial, MessageStatus.InProgress])))
    .returning();
  return row ?? null;
}

export async function markDone(tx: Tx, id: number, externalId: string): Promise<void> {
  await tx.update(outgoingMessages).set({ status: MessageStatus.Done, externalId, lastError: null, sentAt: sql`now()`, updatedAt: sql`now()` }).where(eq(outgoingMessages.id, id));
}

/** Fail (final) or, with `final` false, the error of an attempt that will be retried. */
export async function recordFailure(tx: Tx, id: number, error: string, final: boolean): Promise<void> {
  await tx
    .update(outgoingMessages)
    .set({ lastError: error.slice(0, 1000), updatedAt: sql`now()`, ...(final ? { status: MessageStatus.Fail } : {}) })
    .where(and(eq(outgoingMessages.id, id), inArray(outgoingMessages.status, [MessageStatus.Initial, MessageStatus.InProgress])));
}

/** Messages still Initial after `olderThanMs` (their job was never queued): the sweep queues them. */
export async function staleInitialMessages(tx: Tx, olderThanMs: number, limit = 500): Promise<number[]> {
  const rows = await tx
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.status, MessageStatus.Initial), lt(outgoingMessages.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
    .orderBy(outgoingMessages.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The name e-mails of a provider are sent under (its business name), or null for none. */
export async function providerSenderName(tx: Tx, providerId: number | null): Promise<string | null> {
  if (providerId === null) return null;
  const [row] = await tx.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId));
  return row?.name ?? null;
}

/** C276/C277: the failed messages of a send (its batch) on this channel go back to Initial; answers their ids. */
export async function reopenFailed(tx: Tx, providerId: number, channel: string, batchId: string): Promise<number[]> {
  const rows = await tx
    .update(outgoingMessages)
    .set({ status: MessageStatus.Initial, attempts: 0, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(outgoingMessages.providerId, providerId), eq(outgoingMessages.channel, channel), eq(outgoingMessages.batchId, batchId), eq(outgoingMessages.status, MessageStatus.Fail)))
    .returning({ id: outgoingMessages.id });
  return rows.map((r) => r.id);
}

/** Stored files to mail with an e-mail of the outbox (written with it, in its transaction). */
export async function attachStoredFiles(tx: Tx, messageId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length) await tx.insert(outgoingMessageFiles).values(fileIds.map((fileId) => ({ messageId, fileId })));
}

/** The stored files mailed with a message: their names, types and storage keys. */
export function storedFilesOf(tx: Tx, messageId: number) {
  return tx
    .select({ name: storedFiles.name, contentType: storedFiles.contentType, storageKey: storedFiles.storageKey })
    .from(outgoingMessageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, outgoingMessageFiles.fileId))
    .where(eq(outgoingMessageFiles.messageId, messageId))
    .orderBy(storedFiles.id);
}
