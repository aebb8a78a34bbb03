import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, setLanguage } from '../../i18n';
import { posTexts } from '../texts';
import { errorText, fieldErrorsOf, printErrorText, problemText } from './errors';
import type { ErrorData } from './send';

const error = (code: string, message: string, more: Partial<ErrorData> = {}): ErrorData => ({ type: 'AppError', kind: 'unprocessable', code, message, ...more });
const LATIN_WORD = /[A-Za-z]{3,}/;

/**
 * Issue 16: every message from the core or the server is said by its code in the cashier's
 * language; a he-IL or ru-RU cashier never reads the English it came with (a code without words
 * is said plainly; the core's English field messages by their code or their field).
 */
describe('messages of the core and the server in the cashier\'s language', () => {
  beforeAll(async () => {
    // The language is remembered in the window's storage; this test runs without a window.
    const stored = new Map<string, string>();
    Object.assign(globalThis, { localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) } });
    await initI18n({ name: 'pos', resources: posTexts }, 'he-IL');
  });

  for (const lang of ['he-IL', 'ru-RU'] as const) {
    it(`${lang}: a known code by its words, an unknown one plainly, field messages by code or field, a printer's failure in words`, async () => {
      await setLanguage(lang);
      expect(i18next.language).toBe(lang);
      expect(errorText(error('receipt-number-used', 'Receipt number 77 is already used.'))).toBe(i18next.t('pos:errors.receipt-number-used'));
      expect(problemText({ code: 'unknown-slot', message: 'Slot 9 is not a slot of this provider.' })).toBe(i18next.t('pos:errors.unknown-slot'));
      expect(errorText(error('some-new-code', 'Something new went wrong.'))).toBe(i18next.t('pos:errors.other'));
      expect(problemText({ code: 'some-new-code', message: 'Something new went wrong.' })).toBe(i18next.t('pos:errors.other'));
      const validation = error('validation', 'One or more validation errors occurred.', {
        kind: 'validation',
        fieldErrors: { serverUrl: ['The server address must start with https:// (http:// only for this computer).'], username: ['Username is required.'] },
      });
      expect(fieldErrorsOf(validation)).toEqual({ serverUrl: i18next.t('pos:fieldErrors.serverUrl'), username: i18next.t('common:fieldError.required') });
      expect(errorText(validation)).not.toMatch(LATIN_WORD);
      expect(printErrorText('connect ECONNREFUSED 127.0.0.1:9')).toBe(i18next.t('pos:errors.print-failed'));
      expect(printErrorText('no-printer')).toBe(i18next.t('pos:errors.no-printer'));
    });
  }

  it('en-US: the English the core or the server gave stays, being the cashier\'s language', async () => {
    await setLanguage('en-US');
    expect(errorText(error('some-new-code', 'Something new went wrong.'))).toBe('Something new went wrong.');
    expect(printErrorText('connect ECONNREFUSED 127.0.0.1:9')).toBe('connect ECONNREFUSED 127.0.0.1:9');
  });
});
