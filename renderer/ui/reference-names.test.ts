import { describe, expect, it } from 'vitest';
import { i18next } from '../i18n';
import { CITY_SEED, PRODUCT_TYPE_SEED, REGION_SEED } from '../../sync-server/src/domains/reference/seed-reference-lists';
import en from '../i18n/locales/en-US/common.json';
import he from '../i18n/locales/he-IL/common.json';
import ru from '../i18n/locales/ru-RU/common.json';
import { referenceName } from './reference-names';

const LATIN = /[A-Za-z]/;

/** Issue 18: product types, regions and cities (stored in English) are said in the user's language. */
describe('reference names', () => {
  const seeded = { productTypes: [...PRODUCT_TYPE_SEED], regions: REGION_SEED.map((r) => r.name), cities: CITY_SEED.map((c) => c.name) };

  it('every seeded product type, region and city has its name in en-US, he-IL and ru-RU (no Latin letters in he/ru)', () => {
    for (const [kind, names] of Object.entries(seeded) as [keyof typeof seeded, string[]][]) {
      for (const name of names) {
        expect((en.referenceNames[kind] as Record<string, string>)[name], `${kind} ${name}`).toBe(name);
        for (const texts of [he, ru]) {
          const said = (texts.referenceNames[kind] as Record<string, string>)[name];
          expect(said, `${kind} ${name}`).toBeTruthy();
          expect(said).not.toMatch(LATIN);
        }
      }
    }
  });

  it('referenceName says a seeded name in the language in use and leaves other names as stored', async () => {
    await i18next.init({ lng: 'he-IL', fallbackLng: 'en-US', resources: { 'he-IL': { common: he }, 'en-US': { common: en } } });
    expect(referenceName('productTypes', 'Tour')).toBe('סיור');
    expect(referenceName('cities', "Be'er Sheva")).toBe('באר שבע');
    expect(referenceName('regions', 'Negev')).toBe('הנגב');
    expect(referenceName('cities', 'Mars Base')).toBe('Mars Base');
    expect(referenceName('cities', null)).toBe('');
    await i18next.changeLanguage('en-US');
    expect(referenceName('productTypes', 'Tour')).toBe('Tour');
  });
});
