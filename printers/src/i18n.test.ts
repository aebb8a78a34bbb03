import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@pos/shared/languages';
import { DICTIONARIES, translator } from './i18n';
import { normalizeText } from './layout/text';

describe('printed labels (R-CLIENT-1: en-US, he-IL, ru-RU)', () => {
  const keys = Object.keys(DICTIONARIES['en-US']).sort();

  it.each(LANGUAGES)('%s has every key, none empty, no extra', (lang) => {
    const dictionary = DICTIONARIES[lang] as Record<string, string>;
    expect(Object.keys(dictionary).sort()).toEqual(keys);
    for (const key of keys) expect(dictionary[key]?.trim(), `${lang} ${key}`).toBeTruthy();
  });

  it.each(LANGUAGES)('%s keeps the same {placeholders} as en-US', (lang) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const en = DICTIONARIES['en-US'] as Record<string, string>;
    const dictionary = DICTIONARIES[lang] as Record<string, string>;
    for (const key of keys) expect(placeholders(dictionary[key]!), `${lang} ${key}`).toEqual(placeholders(en[key]!));
  });

  it.each(LANGUAGES)('%s labels print as they are (no character the printer lacks)', (lang) => {
    for (const text of Object.values(DICTIONARIES[lang])) expect(normalizeText(text)).toBe(text);
  });

  it('fills placeholders', () => {
    expect(translator('he-IL')('payment.cardNumber', { last4: '4580' })).toBe('כרטיס ****4580');
    expect(translator('en-US')('totals.vat', { percent: 18 })).toBe('VAT 18%');
  });
});
