import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messageTemplateAttachments } from '../../db/schema';

export async function attachmentsOf(tx: Tx, templateId: number) {
  return tx.select().from(messageTemplateAttachments).where(eq(messageTemplateAttachments.templateId, templateId)).orderBy(asc(messageTemplateAttachments.id));
}
