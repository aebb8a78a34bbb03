import { Type } from 'typebox';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { BankAccount, BankAccountInput } from '@pos/shared/api/provider-accounts';
import { deleteBankAccount, listBankAccounts } from './accounts-repo';
import { saveBankAccount } from './save-account';

/**
 * The provider's bank accounts (spec 001 §3 Bank account, R-SET-1). The reference lists C026
 * getAccounts and C028 providerAccounts (R-CLIENT-9) both answer them, for any logged-in user: a
 * bank transfer names the provider account it was paid into. Saving and deleting are ours to name
 * (the spec shows no such call) and need EditProviderSettings (17).
 */
export default async function accountRoutes(app: App): Promise<void> {
  const edit = { access: Permission.EditProviderSettings };
  const tags = ['provider-settings'];

  for (const path of ['/getAccounts', '/providerAccounts']) {
    app.get(path, { config: { access: 'user' }, schema: { tags: ['reference'], response: { 200: Data(Type.Array(BankAccount)) } } }, async (request) => ({
      data: await listBankAccounts(app.db, actorOf(request).providerId),
    }));
  }

  app.post('/provider/accounts/save', { config: edit, schema: { tags, body: BankAccountInput, response: { 200: Data(BankAccount) } } }, async (request) => ({
    data: await saveBankAccount(app.db, actorOf(request).providerId, request.body),
  }));

  app.delete('/provider/accounts/delete/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    if (!(await deleteBankAccount(app.db, actorOf(request).providerId, request.params.id, new Date()))) throw notFound('Bank account');
    return { data: true };
  });
}
