import { describe, expect, it } from 'vitest';
import { allNames, localizedName } from './localized-name';

describe('issue 16: a product or customer type name in the station\'s language', () => {
  const product = { name: 'Old City Walking Tour', names: { 'he-IL': 'סיור רגלי בעיר העתיקה', 'ru-RU': 'Пешеходная экскурсия по Старому городу' } };
  const adult = { name: 'Adult', translations: { 'he-IL': 'מבוגר', 'ru-RU': '' } };

  it('gives the translation of the language: products by names, customer types by translations', () => {
    expect(localizedName(product, 'he-IL')).toBe('סיור רגלי בעיר העתיקה');
    expect(localizedName(product, 'ru-RU')).toBe('Пешеходная экскурсия по Старому городу');
    expect(localizedName(adult, 'he-IL')).toBe('מבוגר');
  });

  it('falls back to the own name without a translation, with an empty one, or without any', () => {
    expect(localizedName(product, 'en-US')).toBe('Old City Walking Tour');
    expect(localizedName(adult, 'ru-RU')).toBe('Adult');
    expect(localizedName({ name: 'Boat' }, 'he-IL')).toBe('Boat');
  });

  it('lists every name of a product for search, its own first, without repeats', () => {
    expect(allNames(product)).toEqual(['Old City Walking Tour', 'סיור רגלי בעיר העתיקה', 'Пешеходная экскурсия по Старому городу']);
    expect(allNames({ name: 'Boat', names: { 'en-US': 'Boat' } })).toEqual(['Boat']);
  });
});
