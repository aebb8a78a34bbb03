/**
 * The order history's line for a document event (R-ORD-12), as the server records it: a document
 * made (at a station or in the office), a refund, a document voided (a card refund whose money did
 * not go back, or that the card company refused), a proforma cancelled (R-INV-8), a card refund
 * waiting for the card company's answer (flagged card-refund-unsettled).
 */
import type { TFunction } from 'i18next';
import { formatMoney } from '../../ui/format';

/** Why a document was voided, as the server words it (card-refund-settle.ts). */
function voidedBecause(reason: unknown): 'notReturned' | 'refused' | 'other' {
  if (reason === 'card-refund-not-returned') return 'notReturned';
  return typeof reason === 'string' && reason.startsWith('card-refund-refused') ? 'refused' : 'other';
}

export function documentEventText(t: TFunction, type: 'document-created' | 'refunded', details: Record<string, unknown>, currencyId: number): string {
  const number = String(details.number ?? '');
  if (type === 'refunded') return t('orderMoney.events.refunded', { number, amount: formatMoney(Number(details.amount ?? 0), currencyId) });
  const document = t(`documents.types.${String(details.docType)}`, { defaultValue: String(details.docType) });
  if (details.status === 'void') return t(`orderMoney.events.voided.${voidedBecause(details.voidReason)}`, { document, number });
  if (details.cancelled === true) return t('orderMoney.events.cancelledDocument', { document, number });
  if (details.state === 'InProgress' && Array.isArray(details.conflictFlags)) return t('orderMoney.events.unsettled', { document, number });
  return t('orderMoney.events.documentCreated', { document, number, amount: formatMoney(Number(details.total ?? 0), currencyId) });
}
