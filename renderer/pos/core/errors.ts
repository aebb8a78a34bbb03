import { i18next } from '../../i18n';
import { toast } from '../../ui/notices';
import type { ErrorData } from './send';
import { zoneTime } from '../state/zone';

/**
 * An error from the core in the cashier's language: a code we have words for (R-CASH-5, R-RCPT-*,
 * card codes of 002 §8.7), else the field messages of a validation error, else the core's text.
 */
export function errorText(error: ErrorData): string {
  if (error.code === 'card-declined' && typeof error.extra?.resultCode === 'string') return cardText(error.extra.resultCode);
  const key = `pos:errors.${error.code}`;
  if (i18next.exists(key)) return i18next.t(key, { ...error.extra, ...untilOf(error.extra) });
  if (error.kind === 'validation' && error.fieldErrors) {
    const first = Object.values(error.fieldErrors).map((m) => m[0]).filter(Boolean);
    if (first.length) return first.join(' ');
  }
  if (error.kind === 'internal') return i18next.t('pos:errors.internal');
  if (error.kind === 'unavailable') return i18next.t('pos:errors.station-unreachable');
  return error.message;
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
  return i18next.exists(key) ? i18next.t(key) : problem.message;
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
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) if (messages[0]) out[field] = messages[0];
  return out;
}
