import { REFUND_METHODS, type RefundMethod } from '@pos/shared/api/documents';
import { isLanguage } from '@pos/shared/languages';
import { call } from '../../ui/api';
import { i18next } from '../../i18n';

export { REFUND_METHODS, type RefundMethod };

const language = () => (isLanguage(i18next.language) ? i18next.language : undefined);

/**
 * C159 document/pdf: the A4 PDF in the user's language (the first print is the original, every
 * later one a copy), opened in a new tab. The tab is opened at the click, so no pop-up blocker
 * stops it, and pointed at the PDF once the server has made it.
 */
export async function openDocumentPdf(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  const result = await call('GET /api/document/pdf', { query: { id, lang: language() } });
  if (!result.ok) {
    tab?.close();
    return;
  }
  if (tab) tab.location.href = result.data.url;
  else window.location.assign(result.data.url);
}

/** C160 document/download: the same PDF saved as a file (its address answers with an attachment). */
export async function downloadDocument(id: number): Promise<void> {
  const result = await call('GET /api/document/pdf', { query: { id, lang: language() } });
  if (!result.ok) return;
  const a = document.createElement('a');
  a.href = result.data.downloadUrl;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** C154 receipt/cancel: the refund receipt of a receipt or invoice-receipt (once: R-RCPT-7). */
export function cancelReceipt(body: { id: number; refundAmount: number; refundMethod: RefundMethod; reason?: string }) {
  return call('POST /api/receipt/cancel', { body, quiet: true });
}

/**
 * Issue 15: the office settles a card refund whose gateway answer was lost: the money went back (with
 * the refund's transaction id and approval code when the card company's report shows them), or it did not.
 */
export function settleCardRefund(id: number, moneyReturned: boolean, said: { transactionId?: string; approvalCode?: string } = {}) {
  return call('POST /api/receipt/card-refund/settle', { body: { id, moneyReturned, ...said }, quiet: true });
}

/** C162 document/share: a link anyone may open logged out, sent to an e-mail address when one is given. */
export function shareDocument(id: number, email?: string) {
  return call('POST /api/document/share', { body: { id, email: email ?? null, lang: language() }, quiet: true });
}

/** C155 bc-perfoma-invoice/cancel (R-INV-8). */
export function cancelProforma(id: number) {
  return call('POST /api/bc-perfoma-invoice/cancel', { body: { id }, quiet: true });
}
