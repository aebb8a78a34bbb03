import type { Static } from 'typebox';
import { fieldError, FieldErrorCollector } from '@pos/shared/errors';
import { isLocalDate } from '@pos/shared/calendar/index';
import { DOCUMENTS_DEFAULT_PAGE_SIZE, type DocumentListItem, type DocumentSearchBody } from '@pos/shared/api/document-output';
import type { DocumentType } from '@pos/shared/documents/document-types';
import type { DocumentFilter, DocumentSearchRow } from './search-repo';

const trimmed = (value: string | null | undefined) => value?.trim() || undefined;
const given = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The checked filter: dates real and in order, texts trimmed; R-INV-7 number order ascending by default. */
export function documentFilterOf(input: Static<typeof DocumentSearchBody>): DocumentFilter {
  const errors = new FieldErrorCollector();
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = input[field];
    if (value) errors.check(isLocalDate(value), field, 'is not a valid date');
  }
  errors.throwIfAny();
  if (input.fromDate && input.toDate && input.fromDate > input.toDate) throw fieldError('toDate', 'must not be before fromDate');
  return {
    type: given(input.type),
    number: given(input.number),
    customer: trimmed(input.customer),
    orderNumber: given(input.orderNumber),
    orderId: given(input.orderId),
    fromDate: given(input.fromDate),
    toDate: given(input.toDate),
    stationId: given(input.stationId),
    keyword: trimmed(input.keyword),
    creatorName: trimmed(input.creatorName),
    amount: given(input.amount),
    currencyId: given(input.currencyId),
    orderBy: input.orderBy ?? 'Number',
    asc: input.asc ?? true,
    pageIndex: input.pageIndex ?? 0,
    pageSize: input.pageSize ?? DOCUMENTS_DEFAULT_PAGE_SIZE,
  };
}

export function listItemOf(r: DocumentSearchRow): Static<typeof DocumentListItem> {
  return {
    id: r.id,
    type: r.docType as DocumentType,
    number: r.number,
    status: r.status,
    state: r.state,
    issuedAt: r.issuedAt.toISOString(),
    customerName: r.customerName,
    customerTaxId: r.customerTaxId,
    currencyId: r.currencyId,
    total: r.total,
    vatAmount: r.vatAmount,
    totalBeforeVat: r.total - r.vatAmount,
    allocationNumber: r.allocationNumber,
    creditedDocumentId: r.creditedDocumentId,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    stationId: r.stationId,
    stationName: r.stationName,
    issuedBy: [r.userFirstName, r.userLastName].filter(Boolean).join(' ') || (r.username ?? ''),
  };
}
