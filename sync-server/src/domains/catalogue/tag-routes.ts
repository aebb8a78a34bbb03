import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { listTagsWithSubTags } from './tag-repo';
import { changeSubTag, changeTag, createSubTag, createTag, deleteSubTag, deleteTag } from './tags';
import { SubTag, Tag, TagBody } from '@pos/shared/api/catalogue';

const TagSummary = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() });

/**
 * Tags and sub-tags of the provider (spec 002 §7.3 and §7.4). GET tags is reference data any
 * logged-in user loads (C013 = C039); changing tags needs EditProducts.
 */
export default async function tagRoutes(app: App): Promise<void> {
  const tags = ['tags'];
  const edit = { access: Permission.EditProducts };
  const ok = Data(Type.Boolean());

  app.get('/tags', { config: { access: 'user' }, schema: { tags, response: { 200: Data(Type.Array(Tag)) } } }, async (request) => ({
    data: await listTagsWithSubTags(app.db, actorOf(request).providerId),
  }));

  app.post('/tag', { config: edit, schema: { tags, body: TagBody, response: { 200: Data(Tag) } } }, async (request) => ({
    data: await createTag(app.db, actorOf(request).providerId, request.body),
  }));

  app.put('/tag/:id', { config: edit, schema: { tags, params: IdParams, body: TagBody, response: { 200: Data(TagSummary) } } }, async (request) => ({
    data: await changeTag(app.db, actorOf(request).providerId, request.params.id, request.body),
  }));

  app.delete('/tag/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: ok } } }, async (request) => {
    await deleteTag(app.db, actorOf(request).providerId, request.params.id);
    return { data: true };
  });

  app.post('/subtag/:id', { config: edit, schema: { tags, params: IdParams, body: TagBody, response: { 200: Data(SubTag) } } }, async (request) => ({
    data: await createSubTag(app.db, actorOf(request).providerId, request.params.id, request.body),
  }));

  app.put('/subtag/:id', { config: edit, schema: { tags, params: IdParams, body: TagBody, response: { 200: Data(SubTag) } } }, async (request) => ({
    data: await changeSubTag(app.db, actorOf(request).providerId, request.params.id, request.body),
  }));

  app.delete('/subtag/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: ok } } }, async (request) => {
    await deleteSubTag(app.db, actorOf(request).providerId, request.params.id);
    return { data: true };
  });
}
