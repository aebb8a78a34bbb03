import { codeOfMessage } from '@pos/shared/errors';
import { i18next } from '../../i18n';
import { toast } from '../../ui/notices';
import type { ErrorData } from './send';
import { zoneTime } from '../state/zone';

/** English is the core's and the server's own language: their texts are shown as they are only to an en-US cashier. */
function speaksEnglish(): boolean {
  return (i18next.language ?? 'en-US').startsWith('en');
}

/**
 * A field's message from the core (English) in the cashier's words: its code read back
 * (codeOfMessage) says it by `common:fieldError.<code>`; a message we cannot read is said by the
 * field's own text (`pos:fieldErrors.<field>`), else generically. Never the English to a he-IL or ru-RU cashier.
 */
export function fieldMessage(field: string, message: string): string {
  if (speaksEnglish()) return message;
  const { code, params } = codeOfMessage(message);
  if (code !== 'invalid' && i18next.exists(`common:fieldError.${code}`)) return i18next.t(`common:fieldError.${code}`, params ?? {});
  if (i18next.exists(`pos:fieldErrors.${field}`)) return i18next.t(`pos:fieldErrors.${field}`);
  return i18next.t('common:fieldError.invalid');
}

/**
 * An error from the core in the cashier's language: a code we have words for (R-CASH-5, R-RCPT-*,
 * card codes of 002 §8.7), else the field messages of a validation error, else the core's text.
 */
export function errorText(error: ErrorData): string {
  if (error.code === 'card-declined' && typeof error.extra?.resultCode === 'string') return cardText(error.extra.resultCode);
  const key = `pos:errors.${error.code}`;
  if (i18next.exists(key)) return i18next.t(key, { ...error.extra, ...untilOf(error.extra) });
  if (error.kind === 'validation' && error.fieldErrors) {
    const first = Object.entries(error.fieldErrors).flatMap(([field, m]) => (m[0] ? [fieldMessage(field, m[0])] : []));
    if (first.length) return first.join(' ');
  }
  if (error.kind === 'internal') return i18next.t('pos:errors.internal');
  if (error.kind === 'unavailable') return i18next.t('pos:errors.station-unreachable');
  return speaksEnglish() ? error.message : i18next.t('pos:errors.other');
}

/** A lockout's end (extra.lockedUntil, an instant) as the hour and minute it ends, so the text says until when. */
function untilOf(extra: ErrorData['extra']): { until?: string } {
  const at = typeof extra?.lockedUntil === 'string' ? new Date(extra.lockedUntil) : null;
  if (!at || Number.isNaN(at.getTime())) return {};
  return { until: zoneTime(at) };
}

/** A problem the core found in a cart (a code and its English text): the code's words when we have them. */
export function problemText(problem: { code: string; message: string }): string {
  const key = `pos:errors.${problem.code}`;
  if (i18next.exists(key)) return i18next.t(key);
  return speaksEnglish() ? problem.message : i18next.t('pos:errors.other');
}

export function showError(error: ErrorData): void {
  toast('error', errorText(error));
}

/** The card company's answer code (002 §8.7) in words; an unknown code says its number. */
export function cardText(code: string): string {
  const key = `pos:card.${code}`;
  return i18next.exists(key) ? i18next.t(key) : i18next.t('pos:card.other', { code });
}

/** The first message per field, for a form to show at its fields. */
export function fieldErrorsOf(error: ErrorData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) if (messages[0]) out[field] = fieldMessage(field, messages[0]);
  return out;
}

/** A printer's failure as the core recorded it (a system message in English): its words for a he-IL or ru-RU cashier. */
export function printErrorText(lastError: string): string {
  if (i18next.exists(`pos:errors.${lastError}`)) return i18next.t(`pos:errors.${lastError}`);
  return speaksEnglish() ? lastError : i18next.t('pos:errors.print-failed');
}
