import { Type } from 'typebox';
import { BUSINESS_CLIENT_TYPES, CHANNELS, LANGUAGE_LIST, PRICE_TYPES } from '@pos/shared/reference';
import type { App } from '../../http/types';
import { Bank, BankBranch, BankBranchesQuery, CitiesQuery, City, Country, Language, ListItem, NamedItem, PredefinedDate, ProviderUser, Region, SubTag, SubTagsQuery } from '@pos/shared/api/reference';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import {
  listBankBranches,
  listBusinessClients,
  listBanks,
  listCities,
  listCountries,
  listOfficialClubs,
  listProductTypes,
  listProviderProducts,
  listProviderUsers,
  listRegions,
  listSubTags,
  providerTimezone,
} from './reference-repo';
import { localDateIn, predefinedDates } from './predefined-dates';

/**
 * Reference data of spec 002 §7.3 (R-CLIENT-9): GET only, each list in `data`, for any logged-in
 * user. Platform-wide lists come from the reference tables (seed-reference-data.ts) or the fixed
 * enumerations of @pos/shared/reference; the others are the caller's provider's.
 * GET tags belongs to the catalogue domain.
 */
export default async function referenceRoutes(app: App): Promise<void> {
  const config = { access: 'user' as const };
  const tags = ['reference'];

  app.get('/regions', { config, schema: { tags, response: { 200: Data(Type.Array(Region)) } } }, async () => ({ data: await listRegions(app.db) }));

  app.get(
    '/cities',
    { config, schema: { tags, querystring: CitiesQuery, response: { 200: Data(Type.Array(City)) } } },
    async (request) => ({ data: await listCities(app.db, { regionId: request.query.regionId }) }),
  );

  app.get('/product-types', { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async () => ({ data: await listProductTypes(app.db) }));

  app.get(
    '/sub-tags',
    { config, schema: { tags, querystring: SubTagsQuery, response: { 200: Data(Type.Array(SubTag)) } } },
    async (request) => ({ data: await listSubTags(app.db, actorOf(request).providerId, { tagId: request.query.tagId }) }),
  );

  app.get('/languages', { config, schema: { tags, response: { 200: Data(Type.Array(Language)) } } }, async () => ({ data: [...LANGUAGE_LIST] }));

  app.get('/predefined-dates', { config, schema: { tags, response: { 200: Data(Type.Array(PredefinedDate)) } } }, async (request) => {
    const actor = actorOf(request);
    const today = localDateIn(await providerTimezone(app.db, actor.providerId), new Date());
    return { data: predefinedDates(today, actor.language) };
  });

  app.get('/price-types', { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async () => ({ data: [...PRICE_TYPES] }));

  app.get('/channels', { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async () => ({ data: [...CHANNELS] }));

  app.get('/banks', { config, schema: { tags, response: { 200: Data(Type.Array(Bank)) } } }, async () => ({ data: await listBanks(app.db) }));

  app.get(
    '/bank-branches',
    { config, schema: { tags, querystring: BankBranchesQuery, response: { 200: Data(Type.Array(BankBranch)) } } },
    async (request) => ({ data: await listBankBranches(app.db, { bankId: request.query.bankId }) }),
  );

  app.get('/businessClientTypes', { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async () => ({ data: BUSINESS_CLIENT_TYPES }));

  app.get('/official-clubs', { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async () => ({ data: await listOfficialClubs(app.db) }));

  app.get('/businessClients/all', { config, schema: { tags, response: { 200: Data(Type.Array(ListItem)) } } }, async (request) => ({
    data: await listBusinessClients(app.db, actorOf(request).providerId),
  }));

  app.get('/countries', { config, schema: { tags, response: { 200: Data(Type.Array(Country)) } } }, async () => ({ data: await listCountries(app.db) }));

  app.get('/getProviderUsers', { config, schema: { tags, response: { 200: Data(Type.Array(ProviderUser)) } } }, async (request) => {
    const rows = await listProviderUsers(app.db, actorOf(request).providerId);
    return { data: rows.map((u) => ({ ...u, fullName: `${u.firstName} ${u.lastName}`.trim() || u.username })) };
  });

  // Product pickers. The active ones (for choosing what to sell or price) ...
  for (const path of ['/my-products', '/products/ddl']) {
    app.get(path, { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async (request) => ({
      data: await listProviderProducts(app.db, actorOf(request).providerId, { includeInactive: false }),
    }));
  }
  // ... and all that are not deleted, inactive ones flagged (for filtering orders and reports).
  for (const path of ['/ref/products-list', '/all-products-list']) {
    app.get(path, { config, schema: { tags, response: { 200: Data(Type.Array(ListItem)) } } }, async (request) => ({
      data: await listProviderProducts(app.db, actorOf(request).providerId, { includeInactive: true }),
    }));
  }
}
