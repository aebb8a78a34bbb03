import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankBranches, banks, businessClients, cities, countries, officialClubs, productTypes, products, providers, regions, subTags, users } from '../../db/schema';

/** Platform-wide lists. */

export function listRegions(db: Tx) {
  return db.select({ id: regions.id, name: regions.name, direction: regions.direction }).from(regions).orderBy(asc(regions.id));
}

export function listCities(db: Tx, filter: { regionId?: number }) {
  return db
    .select({ id: cities.id, name: cities.name, regionId: cities.regionId, countryId: cities.countryId })
    .from(cities)
    .where(filter.regionId === undefined ? undefined : eq(cities.regionId, filter.regionId))
    .orderBy(asc(cities.name));
}

export function listCountries(db: Tx) {
  return db.select({ id: countries.id, code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

export function listProductTypes(db: Tx) {
  return db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes).orderBy(asc(productTypes.id));
}

export function listBanks(db: Tx) {
  return db.select({ id: banks.id, code: banks.code, name: banks.name }).from(banks).orderBy(asc(banks.name));
}

export function listBankBranches(db: Tx, filter: { bankId?: number }) {
  return db
    .select({ id: bankBranches.id, bankId: bankBranches.bankId, number: bankBranches.number, name: bankBranches.name })
    .from(bankBranches)
    .where(filter.bankId === undefined ? undefined : eq(bankBranches.bankId, filter.bankId))
    .orderBy(asc(bankBranches.bankId), asc(bankBranches.number));
}

export function listOfficialClubs(db: Tx) {
  return db.select({ id: officialClubs.id, name: officialClubs.name }).from(officialClubs).where(eq(officialClubs.active, true)).orderBy(asc(officialClubs.name));
}

/** Lists of one provider. */

export function listSubTags(db: Tx, providerId: number, filter: { tagId?: number }) {
  const where: SQL[] = [eq(subTags.providerId, providerId), eq(subTags.active, true)];
  if (filter.tagId !== undefined) where.push(eq(subTags.tagId, filter.tagId));
  return db
    .select({ id: subTags.id, tagId: subTags.tagId, name: subTags.name })
    .from(subTags)
    .where(and(...where))
    .orderBy(asc(subTags.name));
}

/** The provider's products that are not deleted; only the active ones unless includeInactive. */
export function listProviderProducts(db: Tx, providerId: number, opts: { includeInactive: boolean }) {
  const where: SQL[] = [eq(products.providerId, providerId), isNull(products.deletedAt)];
  if (!opts.includeInactive) where.push(eq(products.active, true));
  return db
    .select({ id: products.id, name: products.name, active: products.active })
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.name));
}

/** The provider's business clients for pickers (C222 businessClients/all): active first, then by name. */
export function listBusinessClients(db: Tx, providerId: number) {
  return db
    .select({ id: businessClients.id, name: businessClients.name, active: businessClients.active })
    .from(businessClients)
    .where(eq(businessClients.providerId, providerId))
    .orderBy(desc(businessClients.active), asc(businessClients.name));
}

export function listProviderUsers(db: Tx, providerId: number) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, active: users.active })
    .from(users)
    .where(eq(users.providerId, providerId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
}

export async function providerTimezone(db: Tx, providerId: number): Promise<string> {
  const [row] = await db.select({ timezone: providers.timezone }).from(providers).where(eq(providers.id, providerId));
  return row?.timezone ?? 'Asia/Jerusalem';
}
