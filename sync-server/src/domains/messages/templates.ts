import { fieldError, notFound } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { ATTACHMENT_MAX_BYTES } from '@pos/shared/api/messages';
import { attachListOf, attachToTemplate, countAttachments, findTemplate, insertAttachment, insertTemplate, updateTemplate, type TemplateRow } from './template-repo';
import { validTemplate, type TemplateInput } from './template-rules';

export const MAX_ATTACHMENTS = 10;

export interface SaveTemplateInput extends Omit<TemplateInput, 'rightToLeft'> {
  id?: number | null;
  rightToLeft?: boolean;
  attachmentIds?: number[];
}

/** C268 create-edit: R-MSG-1..5, then the template and its new attachments in one transaction. */
export async function saveTemplate(db: Db, actor: Actor, input: SaveTemplateInput): Promise<TemplateRow> {
  const t = validTemplate({ ...input, rightToLeft: input.rightToLeft ?? false });
  return db.transaction(async (tx) => {
    const saved = input.id ? await updateTemplate(tx, actor.providerId, input.id, t) : await insertTemplate(tx, actor.providerId, t);
    if (!saved) throw notFound('Template');
    const ids = [...new Set(input.attachmentIds ?? [])];
    if (ids.length > 0) {
      if ((await countAttachments(tx, saved.id)) + ids.length > MAX_ATTACHMENTS) throw fieldError('attachmentIds', `A template has at most ${MAX_ATTACHMENTS} attachments.`, 'max-items', { max: MAX_ATTACHMENTS });
      for (const id of ids) {
        if (!(await attachToTemplate(tx, actor.providerId, id, saved.id))) throw fieldError('attachmentIds', `Attachment ${id} was not found.`);
      }
    }
    return saved;
  });
}

/** C269/C270: a file uploaded for a template (templateId) or for the one being written (temporary). */
export async function saveAttachment(db: Db, actor: Actor, file: { fileName: string; contentType: string; data: string }, templateId: number | null) {
  const bytes = Buffer.from(file.data, 'base64');
  if (bytes.length === 0) throw fieldError('data', 'The file is empty.');
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw fieldError('data', `The file is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`, 'file-too-large', { mb: ATTACHMENT_MAX_BYTES / 1024 / 1024 });
  const fileName = file.fileName.trim().replace(/[\\/\r\n]/g, '_');
  if (!fileName) throw fieldError('fileName', 'File name is required.');
  return db.transaction(async (tx) => {
    if (templateId !== null) {
      if (!(await findTemplate(tx, actor.providerId, templateId))) throw notFound('Template');
      if ((await countAttachments(tx, templateId)) >= MAX_ATTACHMENTS) throw fieldError('data', `A template has at most ${MAX_ATTACHMENTS} attachments.`, 'max-items', { max: MAX_ATTACHMENTS });
    }
    const saved = await insertAttachment(tx, { providerId: actor.providerId, templateId, fileName, contentType: file.contentType.toLowerCase(), data: bytes.toString('base64') });
    return { ...saved, size: bytes.length };
  });
}

export async function templateDetails(db: Db, actor: Actor, id: number) {
  const t = await findTemplate(db, actor.providerId, id);
  if (!t) throw notFound('Template');
  return { template: t, attachments: await attachListOf(db, t.id) };
}
