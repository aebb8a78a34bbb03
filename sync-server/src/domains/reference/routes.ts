import { Type } from 'typebox';
import { BUSINESS_CLIENT_TYPES, CHANNELS, LANGUAGE_LIST, PRICE_TYPES } from '@pos/shared/reference';
import type { App } from '../../http/types';
import { Data, Id } from '../../http/schemas';
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

const NamedItem = Type.Object({ id: Type.Integer(), name: Type.String() });
const Region = Type.Object({ id: Type.Integer(), name: Type.String(), direction: Type.Union([Type.String(), Type.Null()]) });
const City = Type.Object({ id: Type.Integer(), name: Type.String(), regionId: Type.Union([Type.Integer(), Type.Null()]), countryId: Type.Union([Type.Integer(), Type.Null()]) });
const Country = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const Bank = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const BankBranch = Type.Object({ id: Type.Integer(), bankId: Type.Integer(), number: Type.String(), name: Type.String() });
const SubTag = Type.Object({ id: Type.Integer(), tagId: Type.Integer(), name: Type.String() });
const Language = Type.Object({ id: Type.Integer(), code: Type.String(), twoLetter: Type.String(), name: Type.String() });
const PredefinedDate = Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String(), from: Type.String(), to: Type.String() });
/** A provider's own item for pickers: products, business clients. */
const ListItem = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() });
const ProviderUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  active: Type.Boolean(),
});

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
    { config, schema: { tags, querystring: Type.Object({ regionId: Type.Optional(Id) }), response: { 200: Data(Type.Array(City)) } } },
    async (request) => ({ data: await listCities(app.db, { regionId: request.query.regionId }) }),
  );

  app.get('/product-types', { config, schema: { tags, response: { 200: Data(Type.Array(NamedItem)) } } }, async () => ({ data: await listProductTypes(app.db) }));

  app.get(
    '/sub-tags',
    { config, schema: { tags, querystring: Type.Object({ tagId: Type.Optional(Id) }), response: { 200: Data(Type.Array(SubTag)) } } },
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
    { config, schema: { tags, querystring: Type.Object({ bankId: Type.Optional(Id) }), response: { 200: Data(Type.Array(BankBranch)) } } },
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
