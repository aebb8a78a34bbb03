/** What sayFieldError needs of i18next (the app's instance, or a test's). */
export interface FieldMessageI18n {
  language: string;
  exists(key: string): boolean;
  t(key: string, params?: Record<string, string | number>): string;
}

/**
 * Issue 18: a 400 field error said in the user's language by its code and params (common
 * fieldError.<code>). A domain message that is itself a code (invalid-vat-number) is said by
 * serverErrors.<code>. In English the server's own sentence is kept ("Username is required."),
 * except the schema validator's terse "must ..." phrasing; a code the app does not know is said
 * generically in Hebrew and Russian, never in English.
 */
export function sayFieldError(i18n: FieldMessageI18n, code: string, params: Record<string, string | number>, message: string): string {
  const english = i18n.language.startsWith('en');
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(message) && i18n.exists(`common:serverErrors.${message}`)) return i18n.t(`common:serverErrors.${message}`, params);
  if (english && message && !/^must /.test(message)) return message;
  if (code && code !== 'invalid' && i18n.exists(`common:fieldError.${code}`)) return i18n.t(`common:fieldError.${code}`, params);
  if (code && code !== 'invalid' && i18n.exists(`common:serverErrors.${code}`)) return i18n.t(`common:serverErrors.${code}`, params);
  return english ? message : i18n.t('common:fieldError.invalid');
}
