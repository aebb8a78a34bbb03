import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankBranches, banks, cities, countries, officialClubs, productTypes, regions } from '../../db/schema';
import { BANK_SEED, CITY_SEED, COUNTRY_SEED, OFFICIAL_CLUB_SEED, PRODUCT_TYPE_SEED, REGION_SEED } from './seed-reference-lists';

/**
 * Fills the platform-wide reference tables with the lists of seed-reference-lists.ts, adding only
 * what is missing (by name or code), so it is safe at every start. The reference tables have no
 * unique keys on names, so concurrent seeders (several server processes starting together) are
 * serialised by a transaction-scoped advisory lock instead of ON CONFLICT.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pos:seed-reference-data'))`);

    const existingRegions = await tx.select({ id: regions.id, name: regions.name }).from(regions);
    const regionNames = new Set(existingRegions.map((r) => r.name));
    const newRegions = REGION_SEED.filter((r) => !regionNames.has(r.name));
    if (newRegions.length) await tx.insert(regions).values(newRegions.map((r) => ({ name: r.name, direction: r.direction })));

    const countryCodes = new Set((await tx.select({ code: countries.code }).from(countries)).map((c) => c.code));
    const newCountries = COUNTRY_SEED.filter((c) => !countryCodes.has(c.code));
    if (newCountries.length) await tx.insert(countries).values(newCountries.map((c) => ({ code: c.code, name: c.name })));

    const regionIdByName = new Map((await tx.select({ id: regions.id, name: regions.name }).from(regions)).map((r) => [r.name, r.id]));
    const israel = (await tx.select({ id: countries.id, code: countries.code }).from(countries)).find((c) => c.code === 'IL');
    const cityNames = new Set((await tx.select({ name: cities.name }).from(cities)).map((c) => c.name));
    const newCities = CITY_SEED.filter((c) => !cityNames.has(c.name));
    if (newCities.length) {
      await tx.insert(cities).values(newCities.map((c) => ({ name: c.name, regionId: regionIdByName.get(c.region) ?? null, countryId: israel?.id ?? null })));
    }

    const typeNames = new Set((await tx.select({ name: productTypes.name }).from(productTypes)).map((t) => t.name));
    const newTypes = PRODUCT_TYPE_SEED.filter((name) => !typeNames.has(name));
    if (newTypes.length) await tx.insert(productTypes).values(newTypes.map((name) => ({ name })));

    const bankCodes = new Set((await tx.select({ code: banks.code }).from(banks)).map((b) => b.code));
    const newBanks = BANK_SEED.filter((b) => !bankCodes.has(b.code));
    if (newBanks.length) await tx.insert(banks).values(newBanks.map((b) => ({ code: b.code, name: b.name })));

    const bankIdByCode = new Map((await tx.select({ id: banks.id, code: banks.code }).from(banks)).map((b) => [b.code, b.id]));
    const branchKeys = new Set((await tx.select({ bankId: bankBranches.bankId, number: bankBranches.number }).from(bankBranches)).map((b) => `${b.bankId}/${b.number}`));
    const newBranches = BANK_SEED.flatMap((bank) => {
      const bankId = bankIdByCode.get(bank.code)!;
      return bank.branches.filter((br) => !branchKeys.has(`${bankId}/${br.number}`)).map((br) => ({ bankId, number: br.number, name: br.name }));
    });
    if (newBranches.length) await tx.insert(bankBranches).values(newBranches);

    const clubNames = new Set((await tx.select({ name: officialClubs.name }).from(officialClubs)).map((c) => c.name));
    const newClubs = OFFICIAL_CLUB_SEED.filter((name) => !clubNames.has(name));
    if (newClubs.length) await tx.insert(officialClubs).values(newClubs.map((name) => ({ name })));
  });
}
