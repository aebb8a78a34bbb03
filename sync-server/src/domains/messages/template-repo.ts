import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messageTemplateAttachments, messageTemplates } from '../../db/schema';
import type { TemplateInput } from './template-rules';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export const TEMPLATES_PAGE_SIZE = 50;

const live = (providerId: number) => and(eq(messageTemplates.providerId, providerId), isNull(messageTemplates.deletedAt));
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listTemplates(tx: Tx, providerId: number, f: { keyword?: string; pageIndex: number }): Promise<{ items: TemplateRow[]; total: number }> {
  const where = and(live(providerId), f.keyword ? or(ilike(messageTemplates.name, likeText(f.keyword)), ilike(messageTemplates.subject, likeText(f.keyword))) : undefined);
  const [items, [total]] = await Promise.all([
    tx.select().from(messageTemplates).where(where).orderBy(asc(messageTemplates.name), asc(messageTemplates.id)).limit(TEMPLATES_PAGE_SIZE).offset(f.pageIndex * TEMPLATES_PAGE_SIZE),
    tx.select({ n: count() }).from(messageTemplates).where(where),
  ]);
  return { items, total: total!.n };
}

export async function lightTemplates(tx: Tx, providerId: number) {
  return tx
    .select({ id: messageTemplates.id, name: messageTemplates.name, smsEnabled: messageTemplates.smsEnabled, emailEnabled: messageTemplates.emailEnabled })
    .from(messageTemplates)
    .where(live(providerId))
    .orderBy(asc(messageTemplates.name));
}

export async function findTemplate(tx: Tx, providerId: number, id: number): Promise<TemplateRow | null> {
  const [row] = await tx.select().from(messageTemplates).where(and(live(providerId), eq(messageTemplates.id, id)));
  return row ?? null;
}

export async function insertTemplate(tx: Tx, providerId: number, t: TemplateInput): Promise<TemplateRow> {
  const [row] = await tx.insert(messageTemplates).values({ providerId, ...t }).returning();
  return row!;
}

export async function updateTemplate(tx: Tx, providerId: number, id: number, t: TemplateInput): Promise<TemplateRow | null> {
  const [row] = await tx.update(messageTemplates).set({ ...t, updatedAt: sql`now()` }).where(and(live(providerId), eq(messageTemplates.id, id))).returning();
  return row ?? null;
}

export async function attachmentsOf(tx: Tx, templateId: number) {
  return tx.select().from(messageTemplateAttachments).where(eq(messageTemplateAttachments.templateId, templateId)).orderBy(asc(messageTemplateAttachments.id));
}

export async function attachListOf(tx: Tx, templateId: number) {
  return tx
    .select({ id: messageTemplateAttachments.id, fileName: messageTemplateAttachments.fileName, contentType: messageTemplateAttachments.contentType, size: sql<number>`(length(${messageTemplateAttachments.data}) * 3 / 4)::int` })
    .from(messageTemplateAttachments)
    .where(eq(messageTemplateAttachments.templateId, templateId))
    .orderBy(asc(messageTemplateAttachments.id));
}

export async function insertAttachment(tx: Tx, row: typeof messageTemplateAttachments.$inferInsert) {
  const [saved] = await tx.insert(messageTemplateAttachments).values(row).returning({ id: messageTemplateAttachments.id, fileName: messageTemplateAttachments.fileName, contentType: messageTemplateAttachments.contentType });
  return saved!;
}

/** Attaches a temporary attachment of the provider to the template; false when there is none. */
export async function attachToTemplate(tx: Tx, providerId: number, attachmentId: number, templateId: number): Promise<boolean> {
  const rows = await tx
    .update(messageTemplateAttachments)
    .set({ templateId })
    .where(and(eq(messageTemplateAttachments.id, attachmentId), eq(messageTemplateAttachments.providerId, providerId), isNull(messageTemplateAttachments.templateId)))
    .returning({ id: messageTemplateAttachments.id });
  return rows.length > 0;
}

export async function deleteAttachment(tx: Tx, providerId: number, attachmentId: number): Promise<boolean> {
  const rows = await tx
    .delete(messageTemplateAttachments)
    .where(and(eq(messageTemplateAttachments.id, attachmentId), eq(messageTemplateAttachments.providerId, providerId)))
    .returning({ id: messageTemplateAttachments.id });
  return rows.length > 0;
}

export async function countAttachments(tx: Tx, templateId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(messageTemplateAttachments).where(eq(messageTemplateAttachments.templateId, templateId));
  return row!.n;
}
