import { fieldError, notFound } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { deactivateTag, deleteTagRow, findTag, findTagByName, isTagInUse, saveTagRow, type TagRow } from './employee-repo';

/** C256 create-save-employee-tag: a new tag (no id) or a renamed one; names are unique among the active tags. */
export async function saveTag(db: Db, actor: Actor, input: { id?: number | null; name: string }): Promise<TagRow> {
  const name = input.name.trim();
  if (!name) throw fieldError('name', 'is required');
  return db.transaction(async (tx) => {
    const id = input.id ?? null;
    if (id !== null && !(await findTag(tx, actor.providerId, id))) throw notFound('Tag');
    const same = await findTagByName(tx, actor.providerId, name);
    if (same && same.id !== id) throw fieldError('name', 'another tag has this name');
    return saveTagRow(tx, actor.providerId, id, name);
  });
}

/** C257 delete-employee-tag: a tag an employee carries becomes not active instead (000 §4). */
export async function removeTag(db: Db, actor: Actor, id: number): Promise<{ deleted: boolean; deactivated: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await findTag(tx, actor.providerId, id))) throw notFound('Tag');
    if (await isTagInUse(tx, actor.providerId, id)) {
      await deactivateTag(tx, id);
      return { deleted: false, deactivated: true };
    }
    await deleteTagRow(tx, id);
    return { deleted: true, deactivated: false };
  });
}
