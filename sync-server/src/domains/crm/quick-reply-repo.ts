/** Quick replies (C308-C310): R-CRM-5, at most one per lead type (a unique index backs the check). */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { crmQuickReplies } from '../../db/schema';

const columns = { id: crmQuickReplies.id, leadTypeId: crmQuickReplies.leadTypeId, text: crmQuickReplies.text };

export function quickReplies(db: Tx, providerId: number) {
  return db.select(columns).from(crmQuickReplies).where(eq(crmQuickReplies.providerId, providerId)).orderBy(asc(crmQuickReplies.id));
}

export async function quickReplyOfLeadType(db: Tx, providerId: number, leadTypeId: number): Promise<number | null> {
  const [row] = await db.select({ id: crmQuickReplies.id }).from(crmQuickReplies).where(and(eq(crmQuickReplies.providerId, providerId), eq(crmQuickReplies.leadTypeId, leadTypeId))).limit(1);
  return row?.id ?? null;
}

export async function insertQuickReply(db: Tx, providerId: number, leadTypeId: number, text: string) {
  const [row] = await db.insert(crmQuickReplies).values({ providerId, leadTypeId, text }).returning(columns);
  return row!;
}

export async function updateQuickReply(db: Tx, providerId: number, id: number, leadTypeId: number, text: string) {
  const [row] = await db.update(crmQuickReplies).set({ leadTypeId, text }).where(and(eq(crmQuickReplies.providerId, providerId), eq(crmQuickReplies.id, id))).returning(columns);
  return row ?? null;
}

export async function deleteQuickReply(db: Tx, providerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(crmQuickReplies).where(and(eq(crmQuickReplies.providerId, providerId), eq(crmQuickReplies.id, id))).returning({ id: crmQuickReplies.id });
  return rows.length > 0;
}

export async function isProvidersQuickReply(db: Tx, providerId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: crmQuickReplies.id }).from(crmQuickReplies).where(and(eq(crmQuickReplies.providerId, providerId), eq(crmQuickReplies.id, id))).limit(1);
  return row !== undefined;
}
