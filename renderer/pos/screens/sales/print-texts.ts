import { i18next } from '../../../i18n';

/** What a print asked now did, in words: printed (a copy's number, or the report), or why it waits in the queue. */
export function printedText(what: 'copy' | 'report', printed: { copy: number; status: string; problem: string | null }): string {
  if (printed.problem) return i18next.t('pos:refund.printWaits', { reason: i18next.t(`pos:errors.${printed.problem}`, { defaultValue: printed.problem }) });
  return what === 'copy' ? i18next.t('pos:refund.copyPrinted', { copy: printed.copy }) : i18next.t('pos:shift.reportPrinted');
}
