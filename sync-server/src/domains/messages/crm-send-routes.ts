import { fieldError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { SEND_MAX_ORDERS, SendResult, SendToCrmCustomersBody, SendToCrmLeadsBody } from '@pos/shared/api/messages';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { assertCrmOpen, need } from '../crm/crm-access';
import { customerRecipients, leadRecipients } from '../crm/recipients';
import { sendToCrmCustomers } from './send-to';

/**
 * C273, C274: messages to CRM customers, or to the customers of leads. The route's gate is the CRM
 * (CrmModule, R-PERM-10), then the module must be on (R-CRM-8) and the caller may edit customers
 * (44); recipients beyond SEND_MAX_ORDERS are refused rather than cut short.
 */
export default async function crmSendRoutes(app: App): Promise<void> {
  const tags = ['messaging'];
  const config = { access: Permission.CrmModule };

  app.post('/sms-email/crm-customer', { config, schema: { tags, body: SendToCrmCustomersBody, response: { 200: Data(SendResult) } } }, async (request) => {
    const actor = actorOf(request);
    await assertCrmOpen(app.db, actor.providerId);
    need(actor, Permission.CrmCustomerEdit);
    const { filter, options, confirmed } = request.body;
    if (!filter.customerIds?.length && !filter.keyword?.trim()) throw fieldError('filter', 'Choose the customers: their ids or a search.');
    const recipients = await customerRecipients(app.db, actor.providerId, filter, SEND_MAX_ORDERS + 1);
    return { data: await sendToCrmCustomers(app.db, app.jobs, actor, recipients, options, confirmed ?? false, 'crm-customer') };
  });

  app.post('/sms-email/crm-customer-lead', { config, schema: { tags, body: SendToCrmLeadsBody, response: { 200: Data(SendResult) } } }, async (request) => {
    const actor = actorOf(request);
    await assertCrmOpen(app.db, actor.providerId);
    need(actor, Permission.CrmCustomerEdit);
    const { filter, options, confirmed } = request.body;
    const recipients = await leadRecipients(app.db, actor.providerId, filter, SEND_MAX_ORDERS + 1);
    return { data: await sendToCrmCustomers(app.db, app.jobs, actor, recipients, options, confirmed ?? false, 'crm-lead') };
  });
}
