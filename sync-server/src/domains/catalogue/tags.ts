import { fieldError, notFound, refused } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import {
  deleteSubTagRow,
  deleteTagRow,
  findSubTag,
  findTag,
  insertSubTag,
  insertTag,
  subTagNameTaken,
  tagInUse,
  tagNameTaken,
  updateSubTag,
  updateTag,
  type SubTagRow,
  type TagRow,
} from './tag-repo';

export interface TagInput {
  name: string;
  active?: boolean;
}

const pgCode = (error: unknown) => ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string }))?.code;

function requiredName(input: TagInput): TagInput {
  const name = input.name.trim();
  if (name === '') throw fieldError('name', 'is required');
  return { ...input, name };
}

/** R-SET-4: tag names are unique per provider; a concurrent duplicate is caught by the unique index. */
async function uniqueTagWrite(write: () => Promise<TagRow>): Promise<TagRow> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') throw fieldError('name', 'a tag with this name already exists');
    throw error;
  }
}

const subTagView = (s: SubTagRow) => ({ id: s.id, tagId: s.tagId, name: s.name, active: s.active });

export async function createTag(db: Tx, providerId: number, input: TagInput) {
  const tag = requiredName(input);
  if (await tagNameTaken(db, providerId, tag.name, null)) throw fieldError('name', 'a tag with this name already exists');
  const row = await uniqueTagWrite(() => insertTag(db, providerId, tag));
  return { id: row.id, name: row.name, active: row.active, subTags: [] };
}

export async function changeTag(db: Tx, providerId: number, id: number, input: TagInput) {
  const existing = await findTag(db, providerId, id);
  if (!existing) throw notFound('Tag');
  const tag = requiredName(input);
  if (await tagNameTaken(db, providerId, tag.name, id)) throw fieldError('name', 'a tag with this name already exists');
  const row = await uniqueTagWrite(() => updateTag(db, id, tag));
  return { id: row.id, name: row.name, active: row.active };
}

/**
 * DELETE tag/{id}. R-SET-4 (readings differ): a tag in use cannot be deleted ("tag in use"); this
 * server refuses rather than deactivating, as seeds 001 and 002 say. Anything else still pointing
 * at the tag (a row the database will not let go) is in use too.
 */
export async function deleteTag(db: Tx, providerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findTag(tx, providerId, id))) throw notFound('Tag');
    if (await tagInUse(tx, id)) throw refused('tag-in-use', 'The tag is in use by products and cannot be deleted');
    await deleteTagRow(tx, id);
  }).catch((error: unknown) => {
    if (pgCode(error) === '23503') throw refused('tag-in-use', 'The tag is in use and cannot be deleted');
    throw error;
  });
}

/** POST subtag/{id}: a sub-tag under the tag id; names are unique within their tag. */
export async function createSubTag(db: Tx, providerId: number, tagId: number, input: TagInput) {
  if (!(await findTag(db, providerId, tagId))) throw notFound('Tag');
  const subTag = requiredName(input);
  if (await subTagNameTaken(db, tagId, subTag.name, null)) throw fieldError('name', 'a sub-tag with this name already exists in this tag');
  return subTagView(await insertSubTag(db, providerId, tagId, subTag));
}

export async function changeSubTag(db: Tx, providerId: number, id: number, input: TagInput) {
  const existing = await findSubTag(db, providerId, id);
  if (!existing) throw notFound('Sub-tag');
  const subTag = requiredName(input);
  if (await subTagNameTaken(db, existing.tagId, subTag.name, id)) throw fieldError('name', 'a sub-tag with this name already exists in this tag');
  return subTagView(await updateSubTag(db, id, subTag));
}

export async function deleteSubTag(db: Tx, providerId: number, id: number): Promise<void> {
  if (!(await findSubTag(db, providerId, id))) throw notFound('Sub-tag');
  try {
    await deleteSubTagRow(db, id);
  } catch (error) {
    if (pgCode(error) === '23503') throw refused('sub-tag-in-use', 'The sub-tag is in use and cannot be deleted');
    throw error;
  }
}
