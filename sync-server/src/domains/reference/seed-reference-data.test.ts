import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bankBranches, banks, cities, countries, officialClubs, productTypes, regions } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { seedReferenceData } from './seed-reference-data';
import { BANK_SEED, CITY_SEED, COUNTRY_SEED, OFFICIAL_CLUB_SEED, PRODUCT_TYPE_SEED, REGION_SEED } from './seed-reference-lists';

describe('seedReferenceData', async () => {
  // setupTestApp has seeded once already.
  const { db } = await setupTestApp();

  const tables = { regions, cities, countries, types: productTypes, banks, branches: bankBranches, clubs: officialClubs };

  async function counts() {
    const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n]));
    return Object.fromEntries(entries);
  }

  const expected = {
    regions: REGION_SEED.length,
    cities: CITY_SEED.length,
    countries: COUNTRY_SEED.length,
    types: PRODUCT_TYPE_SEED.length,
    banks: BANK_SEED.length,
    branches: BANK_SEED.reduce((n, b) => n + b.branches.length, 0),
    clubs: OFFICIAL_CLUB_SEED.length,
  };

  it('fills every list once', async () => {
    expect(await counts()).toEqual(expected);
  });

  it('is idempotent, also when several seeders run at the same time', async () => {
    await seedReferenceData(db);
    await Promise.all([seedReferenceData(db), seedReferenceData(db), seedReferenceData(db)]);
    expect(await counts()).toEqual(expected);
  });

  it('adds only what is missing', async () => {
    await db.delete(bankBranches).where(eq(bankBranches.number, '800'));
    await db.delete(officialClubs).where(eq(officialClubs.name, 'Hever'));
    await seedReferenceData(db);
    expect(await counts()).toEqual(expected);
  });

  it('gives every region a direction of R-CLIENT-28 and every city a region in Israel', async () => {
    const directions = await db.selectDistinct({ direction: regions.direction }).from(regions);
    expect(directions.map((r) => r.direction).sort()).toEqual(['Jerusalem', 'center', 'north', 'south']);
    const placed = await db
      .select({ name: cities.name })
      .from(cities)
      .innerJoin(regions, eq(regions.id, cities.regionId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(countries.code, 'IL'));
    expect(placed).toHaveLength(CITY_SEED.length);
  });
});
