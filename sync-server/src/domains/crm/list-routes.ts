import { Type } from 'typebox';
import { fieldError, notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { Activity, ActivityBody, CRM_LISTS, ListItem, ListItemBody, ListItemDeleted, QuickReply, QuickReplyBody } from '@pos/shared/api/crm';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { need } from './crm-access';
import { deleteListItem, isListItem, listItems, saveListItem } from './list-repo';
import { deleteQuickReply, insertQuickReply, quickReplies, quickReplyOfLeadType, updateQuickReply } from './quick-reply-repo';
import { deleteActivity } from './activity-repo';
import { saveActivity } from './save-activity';

const tags = ['crm'];
const access = { access: Permission.CrmModule };

/**
 * The reference lists (C318-C329; saved and deleted with CrmCustomerActivityTypesAndLocationManage, 48),
 * quick replies (C308-C310; CrmCustomerQuickReplyManage, 49) and activities (C330, C331; CrmCustomerCreateActivity, 46).
 */
export default async function listRoutes(app: App): Promise<void> {
  for (const list of CRM_LISTS) {
    app.get(`/crm/${list}/get`, { config: access, schema: { tags, response: { 200: Data(Type.Array(ListItem)) } } }, async (request) => ({
      data: await listItems(app.db, actorOf(request).providerId, list),
    }));
    app.post(`/crm/${list}/save`, { config: access, schema: { tags, body: ListItemBody, response: { 200: Data(ListItem) } } }, async (request) => {
      const actor = actorOf(request);
      need(actor, Permission.CrmCustomerActivityTypesAndLocationManage);
      const item = await saveListItem(app.db, actor.providerId, list, request.body);
      if (!item) throw notFound('Item');
      return { data: item };
    });
    // R-CRM-6
    app.delete(`/crm/${list}/delete/:id`, { config: access, schema: { tags, params: IdParams, response: { 200: Data(ListItemDeleted) } } }, async (request) => {
      const actor = actorOf(request);
      need(actor, Permission.CrmCustomerActivityTypesAndLocationManage);
      const result = await app.db.transaction((tx) => deleteListItem(tx, actor.providerId, list, request.params.id));
      if (!result) throw notFound('Item');
      return { data: result };
    });
  }

  app.get('/crm/quick-replies/get-all', { config: access, schema: { tags, response: { 200: Data(Type.Array(QuickReply)) } } }, async (request) => ({
    data: await quickReplies(app.db, actorOf(request).providerId),
  }));
  // R-CRM-5: one per lead type.
  app.post('/crm/quick-replies/save', { config: access, schema: { tags, body: QuickReplyBody, response: { 200: Data(QuickReply) } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerQuickReplyManage);
    const { id, leadTypeId, text } = request.body;
    if (!(await isListItem(app.db, actor.providerId, 'lead-types', leadTypeId))) throw fieldError('leadTypeId', 'Not a lead type of the provider.');
    const holder = await quickReplyOfLeadType(app.db, actor.providerId, leadTypeId);
    if (holder !== null && holder !== id) throw refused('quick-reply-exists', 'The lead type already has a quick reply.', { quickReplyId: holder });
    const reply = id ? await updateQuickReply(app.db, actor.providerId, id, leadTypeId, text) : await insertQuickReply(app.db, actor.providerId, leadTypeId, text);
    if (!reply) throw notFound('Quick reply');
    return { data: reply };
  });
  app.delete('/crm/quick-replies/delete/:id', { config: access, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerQuickReplyManage);
    if (!(await deleteQuickReply(app.db, actor.providerId, request.params.id))) throw notFound('Quick reply');
    return { data: true };
  });

  app.post('/crm/activity/save', { config: access, schema: { tags, body: ActivityBody, response: { 200: Data(Activity) } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerCreateActivity);
    return { data: await saveActivity(app.db, actor, request.body) };
  });
  app.delete('/crm/activity/delete/:id', { config: access, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerCreateActivity);
    if (!(await deleteActivity(app.db, actor.providerId, request.params.id))) throw notFound('Activity');
    return { data: true };
  });
}
