import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import {
  Agency,
  AgentBody,
  AgreedTermsBody,
  ContractExtraFieldsBody,
  ContractExtraField,
  CreateProviderBody,
  CrmModuleBody,
  ModalAlert,
  ModalAlertBody,
  IndexStatistics,
  MonthQuery,
  OperationStatusBody,
  PlatformMe,
  PlatformProvider,
  Promo,
  PromoBody,
  ProviderActiveBody,
  ProviderCancellationBody,
  ProviderTermsView,
  PublicProduct,
  RegistrationItem,
  RegistrationsQuery,
  RejectBody,
  Settlement,
  StaffMember,
  StaffRightsBody,
  type PlatformRight,
} from '@pos/shared/api/platform';
import type { App } from '../../http/types';
import { Data, IdParams, Int, Ok } from '../../http/schemas';
import { UPLOAD_BODY_LIMIT } from '../../http/body-limits';
import { actorOf } from '../../plugins/auth';
import { addAgent, agenciesForPlatform, decideRegistration, indexStatistics, registrations, sendAgencyAccess, switchAgency } from '../registration';
import { changeStaffRights, platformRights, readsIndexStatistics, requireRight, staffMembers } from './staff';
import { createProvider, platformProviders, providerTerms, saveAgreedTerms, setOperationStatus, switchCrmModule, switchProvider } from './providers';
import { markCancellation, requestPayment, settlementCsvOf, settlementOf } from './settlement';
import { promos, savePromo } from './promos';
import { contractFields, saveContractFields } from './contract-fields';
import { publicProducts } from './public-products';
import { createModalAlert, deleteModalAlert, dismissModalAlert, modalAlertList } from './modal-alerts';

/**
 * The platform's own back office (000 §2 "Back office"): platform staff only, each route by one of
 * the platform's rights (R-PERM-19), checked before the body is read. Then the provider-side calls
 * that belong to it: index statistics (C215), contract extra fields (R-SET-3), the provider's own
 * settlement and payment request (R-TERMS-6, -7), and the public product list (R-PROD-10).
 */
export default async function platformRoutes(app: App): Promise<void> {
  const tags = ['platform'];
  const staff = (right: PlatformRight) => ({ config: { access: 'user' as const }, onRequest: requireRight(app.db, right) });

  app.get('/platform/me', { config: { access: 'user' }, schema: { tags, response: { 200: Data(PlatformMe) } } }, async (request) => {
    const rights = await platformRights(app.db, actorOf(request).userId);
    return { data: { staff: rights.length > 0, rights } };
  });

  // R-USER-10: awaiting registrations.
  app.get('/platform/registrations', { ...staff('registrations'), schema: { tags, querystring: RegistrationsQuery, response: { 200: Data(Type.Array(RegistrationItem)) } } }, async (request) => ({
    data: await registrations(app.db, request.query.status),
  }));
  app.post('/platform/registrations/:id/approve', { ...staff('registrations'), schema: { tags, params: IdParams, response: { 200: Data(RegistrationItem) } } }, async (request) => ({
    data: await decideRegistration(app.db, request.params.id, { approve: true }, actorOf(request).userId),
  }));
  app.post('/platform/registrations/:id/reject', { ...staff('registrations'), schema: { tags, params: IdParams, body: RejectBody, response: { 200: Data(RegistrationItem) } } }, async (request) => ({
    data: await decideRegistration(app.db, request.params.id, { approve: false, reason: request.body.reason }, actorOf(request).userId),
  }));

  // Providers (R-SET-8, R-CRM-8, R-CLIENT-27, R-TERMS-*).
  app.get('/platform/providers', { ...staff('providers.view'), schema: { tags, response: { 200: Data(Type.Array(PlatformProvider)) } } }, async () => ({ data: await platformProviders(app.db) }));
  app.post('/platform/providers', { ...staff('providers.create'), schema: { tags, body: CreateProviderBody, response: { 200: Data(PlatformProvider) } } }, async (request) => ({
    data: await createProvider(app.db, request.body),
  }));
  app.post('/platform/providers/:id/active', { ...staff('providers.edit'), schema: { tags, params: IdParams, body: ProviderActiveBody, response: { 200: Data(PlatformProvider) } } }, async (request) => ({
    data: await switchProvider(app.db, request.params.id, request.body.active, request.body.confirmed === true),
  }));
  app.post('/platform/providers/:id/crm-module', { ...staff('providers.edit'), schema: { tags, params: IdParams, body: CrmModuleBody, response: { 200: Data(PlatformProvider) } } }, async (request) => ({
    data: await switchCrmModule(app.db, actorOf(request), request.params.id, request.body.active),
  }));
  app.post('/platform/providers/:id/operation-status', { ...staff('providers.edit'), schema: { tags, params: IdParams, body: OperationStatusBody, response: { 200: Data(PlatformProvider) } } }, async (request) => ({
    data: await setOperationStatus(app.db, actorOf(request), request.params.id, request.body.status),
  }));
  app.get('/platform/providers/:id/terms', { ...staff('providers.view'), schema: { tags, params: IdParams, response: { 200: Data(ProviderTermsView) } } }, async (request) => {
    const terms = await providerTerms(app.db, request.params.id);
    return { data: { ...terms, payoutDays: [...terms.payoutDays] } };
  });
  app.post('/platform/providers/:id/terms', { ...staff('providers.edit'), schema: { tags, params: IdParams, body: AgreedTermsBody, response: { 200: Data(ProviderTermsView) } } }, async (request) => {
    const terms = await saveAgreedTerms(app.db, actorOf(request), request.params.id, request.body);
    return { data: { ...terms, payoutDays: [...terms.payoutDays] } };
  });
  app.get('/platform/providers/:id/settlement', { ...staff('providers.view'), schema: { tags, params: IdParams, querystring: MonthQuery, response: { 200: Data(Settlement) } } }, async (request) => ({
    data: await settlementOf(app.db, request.params.id, request.query.month),
  }));
  app.get('/platform/providers/:id/settlement/export', { ...staff('providers.view'), schema: { tags, params: IdParams, querystring: MonthQuery } }, async (request, reply) =>
    sendCsv(reply, `settlement-${request.params.id}-${request.query.month}.csv`, await settlementCsvOf(app.db, request.params.id, request.query.month)),
  );
  app.post('/platform/providers/:id/provider-cancellation', { ...staff('providers.edit'), schema: { tags, params: IdParams, body: ProviderCancellationBody, response: { 200: Ok } } }, async (request) => {
    await markCancellation(app.db, actorOf(request), request.params.id, request.body.orderId, request.body.reason);
    return { data: true };
  });

  // R-PERM-19: the staff's rights.
  app.get('/platform/staff', { ...staff('staff'), schema: { tags, response: { 200: Data(Type.Array(StaffMember)) } } }, async () => ({ data: await staffMembers(app.db) }));
  app.post('/platform/staff/:id/rights', { ...staff('staff'), schema: { tags, params: IdParams, body: StaffRightsBody, response: { 200: Data(StaffMember) } } }, async (request) => ({
    data: await changeStaffRights(app.db, request.params.id, request.body.rights),
  }));

  // Modal alerts (001 §3 init's modal alerts): written by staff who edit providers; C009 closes one for a provider's user.
  app.get('/platform/modal-alerts', { ...staff('providers.edit'), schema: { tags, response: { 200: Data(Type.Array(ModalAlert)) } } }, async () => ({ data: await modalAlertList(app.db) }));
  app.post('/platform/modal-alerts', { ...staff('providers.edit'), schema: { tags, body: ModalAlertBody, response: { 200: Data(ModalAlert) } } }, async (request) => ({
    data: await createModalAlert(app.db, actorOf(request), request.body),
  }));
  app.post('/platform/modal-alerts/:id/delete', { ...staff('providers.edit'), schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    await deleteModalAlert(app.db, request.params.id);
    return { data: true };
  });
  app.get('/cancel-modal-alert/:id', { config: { access: 'user', stateChanging: true }, schema: { tags: ['notifications'], params: IdParams, response: { 200: Ok } } }, async (request) => {
    await dismissModalAlert(app.db, actorOf(request), request.params.id);
    return { data: true };
  });

  // R-FILE-7: promos and banners.
  app.get('/platform/promos', { ...staff('promos'), schema: { tags, response: { 200: Data(Type.Array(Promo)) } } }, async () => ({ data: await promos(app.db) }));
  app.post('/platform/promos', { ...staff('promos'), bodyLimit: UPLOAD_BODY_LIMIT, schema: { tags, body: PromoBody, response: { 200: Data(Promo) } } }, async (request) => ({
    data: await savePromo(app.db, actorOf(request), request.body),
  }));

  // R-USER-11: index agencies and their agents.
  app.get('/platform/agencies', { ...staff('agencies'), schema: { tags, response: { 200: Data(Type.Array(Agency)) } } }, async () => ({ data: await agenciesForPlatform(app.db) }));
  app.post('/platform/agencies/:id/access', { ...staff('agencies'), schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    await sendAgencyAccess(app.db, request.params.id);
    return { data: true };
  });
  app.post('/platform/agencies/:id/active', { ...staff('agencies'), schema: { tags, params: IdParams, body: CrmModuleBody, response: { 200: Ok } } }, async (request) => {
    await switchAgency(app.db, request.params.id, request.body.active);
    return { data: true };
  });
  app.post('/platform/agencies/:id/agents', { ...staff('agencies'), schema: { tags, params: IdParams, body: AgentBody, response: { 200: Ok } } }, async (request) => {
    await addAgent(app.db, request.params.id, request.body);
    return { data: true };
  });

  // C215 index-statistics (the seed gives no method: GET, it only reads): a provider's user with
  // ReportsView, or platform staff holding the agencies right.
  app.get(
    '/index-statistics',
    { config: { access: 'user' }, onRequest: readsIndexStatistics(app.db), schema: { tags, response: { 200: Data(IndexStatistics) } } },
    async () => ({ data: await indexStatistics(app.db) }),
  );

  // R-SET-3: the provider's digital-contract extra fields.
  app.get('/provider/contract-extra-fields', { config: { access: Permission.ViewProviderSettings }, schema: { tags, response: { 200: Data(Type.Array(ContractExtraField)) } } }, async (request) => ({
    data: await contractFields(app.db, actorOf(request).providerId),
  }));
  app.post('/provider/contract-extra-fields', { config: { access: Permission.EditProviderSettings }, schema: { tags, body: ContractExtraFieldsBody, response: { 200: Data(Type.Array(ContractExtraField)) } } }, async (request) => ({
    data: await saveContractFields(app.db, actorOf(request).providerId, request.body.fields),
  }));

  // R-TERMS-6, R-TERMS-7: the provider's own statement and its payment request.
  app.get('/settlement', { config: { access: Permission.ReportsView }, schema: { tags, querystring: MonthQuery, response: { 200: Data(Settlement) } } }, async (request) => ({
    data: await settlementOf(app.db, actorOf(request).providerId, request.query.month),
  }));
  app.get('/settlement/export', { config: { access: Permission.ReportsView }, schema: { tags, querystring: MonthQuery } }, async (request, reply) =>
    sendCsv(reply, `settlement-${request.query.month}.csv`, await settlementCsvOf(app.db, actorOf(request).providerId, request.query.month)),
  );
  app.post('/settlement/payment-request', { config: { access: Permission.EditProviderSettings }, schema: { tags, body: MonthQuery, response: { 200: Data(Settlement) } } }, async (request) => ({
    data: await requestPayment(app.db, actorOf(request), request.body.month),
  }));

  // R-PROD-10: what the public site lists (anonymous).
  app.get(
    '/public/products',
    { config: { access: 'anonymous' }, schema: { tags, querystring: Type.Object({ providerId: Type.Optional(Int(1)) }), response: { 200: Data(Type.Array(PublicProduct)) } } },
    async (request) => ({ data: await publicProducts(app.db, request.query.providerId) }),
  );
}

/** A statement as a CSV download. */
function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
}
