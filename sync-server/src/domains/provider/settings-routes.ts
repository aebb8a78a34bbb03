import { Type } from 'typebox';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { saveProviderAddress } from './save-address';
import { saveProviderSettings } from './save-settings';
import { AutoPrintReceiptInput, ProviderAddress, ProviderAddressInput, ProviderSettings, ProviderSettingsInput } from '@pos/shared/api/provider-settings';
import { findProviderSettings, updateProviderSettings } from './settings-repo';
import { toAddressView, toSettingsView } from './settings-view';

/**
 * The provider settings of spec 002 §7.8 (C199-C203) and provider/autoPrintReceipt (§7.6, C187),
 * always of the caller's own provider. Reading needs ViewProviderSettings (16), changing
 * EditProviderSettings (17). The manager code is set by POST provider/manager-code (stations).
 */
export default async function settingsRoutes(app: App): Promise<void> {
  const tags = ['provider-settings'];
  const view = { access: Permission.ViewProviderSettings };
  const edit = { access: Permission.EditProviderSettings };

  const load = async (providerId: number) => {
    const row = await findProviderSettings(app.db, providerId);
    if (!row) throw notFound('Provider');
    return row;
  };

  app.get('/get-provider-settings', { config: view, schema: { tags, response: { 200: Data(ProviderSettings) } } }, async (request) => ({
    data: toSettingsView(await load(actorOf(request).providerId)),
  }));

  // Another provider's id is answered as not found, like any row of another provider.
  app.get('/provider-setting/:id', { config: view, schema: { tags, params: IdParams, response: { 200: Data(ProviderSettings) } } }, async (request) => {
    const { providerId } = actorOf(request);
    if (request.params.id !== providerId) throw notFound('Provider');
    return { data: toSettingsView(await load(providerId)) };
  });

  app.post('/providers/save', { config: edit, schema: { tags, body: ProviderSettingsInput, response: { 200: Data(ProviderSettings) } } }, async (request) => ({
    data: await saveProviderSettings(app.db, actorOf(request).providerId, request.body),
  }));

  app.get('/get-provider-address', { config: view, schema: { tags, response: { 200: Data(ProviderAddress) } } }, async (request) => ({
    data: toAddressView(await load(actorOf(request).providerId)),
  }));

  app.post('/save-provider-address', { config: edit, schema: { tags, body: ProviderAddressInput, response: { 200: Data(ProviderAddress) } } }, async (request) => ({
    data: await saveProviderAddress(app.db, actorOf(request).providerId, request.body),
  }));

  app.post('/provider/autoPrintReceipt', { config: edit, schema: { tags, body: AutoPrintReceiptInput, response: { 200: Data(Type.Boolean()) } } }, async (request) => {
    await updateProviderSettings(app.db, actorOf(request).providerId, { autoPrintReceipt: request.body.value });
    return { data: request.body.value };
  });
}
