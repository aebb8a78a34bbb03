import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import en from '../i18n/locales/en-US/common.json';
import he from '../i18n/locales/he-IL/common.json';
import ru from '../i18n/locales/ru-RU/common.json';
import { sayFieldError } from './field-message';

const LATIN = /[A-Za-z]/;

async function i18nIn(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en-US', ns: ['common'], defaultNS: 'common', resources: { 'en-US': { common: en }, 'he-IL': { common: he }, 'ru-RU': { common: ru } }, interpolation: { escapeValue: false } });
  return { language: lng, exists: (k: string) => i18n.exists(k), t: (k: string, p?: Record<string, string | number>) => i18n.t(k, p) };
}

/** Issue 18: a 400's field errors are said in the user's language by code and params. */
describe('sayFieldError', () => {
  it('says the codes with their params in Hebrew and Russian, with no Latin letters, whatever the English', async () => {
    for (const lng of ['he-IL', 'ru-RU']) {
      const i18n = await i18nIn(lng);
      const said = [
        sayFieldError(i18n, 'min-length', { min: 2 }, 'must be at least 2 characters'),
        sayFieldError(i18n, 'minimum', { min: 0 }, 'must be >= 0'),
        sayFieldError(i18n, 'required', {}, 'Username is required.'),
        sayFieldError(i18n, 'digits-length', { min: 6, max: 12 }, 'The manager code is 6 to 12 digits.'),
        sayFieldError(i18n, 'brand-new-code', {}, 'Something only the server knows'),
        sayFieldError(i18n, 'invalid', {}, 'Company id is not valid.'),
      ];
      for (const text of said) expect(text, lng).not.toMatch(LATIN);
      expect(said[0]).toContain('2');
      expect(said[3]).toContain('6');
      expect(said[3]).toContain('12');
    }
    expect(sayFieldError(await i18nIn('he-IL'), 'min-length', { min: 2 }, 'x')).toBe('לפחות 2 תווים');
  });

  it('keeps the server sentence in English, but says the validator\'s "must ..." by its code', async () => {
    const i18n = await i18nIn('en-US');
    expect(sayFieldError(i18n, 'required', {}, 'Username is required.')).toBe('Username is required.');
    expect(sayFieldError(i18n, 'max-length', { max: 200 }, 'must NOT have more than 200 characters')).toBe('At most 200 characters');
    expect(sayFieldError(i18n, 'brand-new-code', {}, 'must be odd')).toBe('must be odd');
  });

  it('a domain message that is a code is said by serverErrors', async () => {
    const he = await i18nIn('he-IL');
    const key = Object.keys(en.serverErrors)[0]!;
    expect(sayFieldError(he, key, {}, key)).toBe((he as unknown as { t(k: string): string }).t(`common:serverErrors.${key}`));
  });
});
