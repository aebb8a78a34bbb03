import { Permission } from '@pos/shared/permissions';
import { AccountingInfo, AccountingInfoInput } from '@pos/shared/api/accounting';
import type { App } from '../../../http/types';
import { Data } from '../../../http/schemas';
import { actorOf } from '../../../plugins/auth';
import { loadAccountingInfo, saveAccountingInfo } from './accounting-info';
import { bindAllocationQueue, unbindAllocationQueue } from '../allocation';

/**
 * C163/C164 provider/accounting-info, always of the caller's own provider: reading needs
 * ViewProviderSettings (16), changing EditProviderSettings (17), like the rest of the provider
 * settings (R-PERM-11 names no code for the settings; these are the settings' codes).
 */
export default async function accountingSettingsRoutes(app: App): Promise<void> {
  const tags = ['accounting'];
  // The ledger asks for allocation numbers where only a transaction is at hand (requestAllocationIfNeeded).
  bindAllocationQueue(app.jobs);
  app.addHook('onClose', async () => unbindAllocationQueue(app.jobs));

  app.get('/provider/accounting-info', { config: { access: Permission.ViewProviderSettings }, schema: { tags, response: { 200: Data(AccountingInfo) } } }, async (request) => ({
    data: await loadAccountingInfo(app.db, actorOf(request).providerId),
  }));

  app.post('/provider/accounting-info', { config: { access: Permission.EditProviderSettings }, schema: { tags, body: AccountingInfoInput, response: { 200: Data(AccountingInfo) } } }, async (request) => {
    const actor = actorOf(request);
    return { data: await saveAccountingInfo(app.db, actor, request.body) };
  });
}
