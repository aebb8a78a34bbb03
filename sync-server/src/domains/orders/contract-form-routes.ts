import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, Ok } from '../../http/schemas';
import { SIGNATURE_BODY_LIMIT } from '../../http/body-limits';
import { ContractForm, ContractFormParams, SendContractFormBody, SignContractFormBody } from '@pos/shared/api/contract-form';
import { actorOf } from '../../plugins/auth';
import { contractFormView, sendContractForm, signForm } from './contract-form';
import { orderView } from './order-view';
import { loadOrderDetails } from './order-view-repo';
import { Order } from '@pos/shared/api/orders';

const tags = ['orders'];
/**
 * R-ORD-25 the customer contract form: staff send it (order/send-contract-form, 002 §7.5); the
 * customer opens the link anonymously and signs it once.
 */
export default async function contractFormRoutes(app: App): Promise<void> {
  app.post(
    '/order/send-contract-form',
    { config: { access: Permission.EditOrders }, schema: { tags, body: SendContractFormBody, response: { 200: Data(Order) } } },
    async (request) => {
      const actor = actorOf(request);
      const { link } = await sendContractForm(app.db, actor, request.body.orderId);
      // A developer's way to the link: never logged in production (it opens the customer's order), and at debug only.
      if (!app.security.production) app.log.debug({ link }, 'contract form link queued in email_outbox');
      return { data: orderView(await loadOrderDetails(app.db, actor.providerId, request.body.orderId)) };
    },
  );

  app.get('/contract-form/:token', { config: { access: 'anonymous' }, schema: { tags, params: ContractFormParams, response: { 200: Data(ContractForm) } } }, async (request) => ({
    data: await contractFormView(app.db, request.params.token),
  }));

  app.post(
    '/contract-form/sign',
    {
      config: { access: 'anonymous' },
      bodyLimit: SIGNATURE_BODY_LIMIT,
      schema: { tags, body: SignContractFormBody, response: { 200: Ok } },
    },
    async (request) => {
      await signForm(app.db, request.body, request.ip);
      return { data: true };
    },
  );
}
