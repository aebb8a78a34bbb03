import type { ResponseOf } from '@pos/shared/api/routes';
import { DOCUMENTS_DEFAULT_PAGE_SIZE, DOCUMENT_SORTS } from '@pos/shared/api/document-output';
import { call } from '../../ui/api';
import { isDocumentKind } from './kinds';

export const DOCUMENT_FILTER_KEYS = ['type', 'number', 'customer', 'orderNumber', 'fromDate', 'toDate', 'stationId', 'keyword'] as const;
export type DocumentFilterKey = (typeof DOCUMENT_FILTER_KEYS)[number];

export type DocumentPage = ResponseOf<'POST /api/documents'>;
export type DocumentRow = DocumentPage['items'][number];

/** The filter as it lives in the address (a filtered list can be reloaded or shared); R-INV-7: number order, ascending, by default. */
export function documentsFilterOf(params: URLSearchParams) {
  const text = (k: string) => params.get(k)?.trim() || undefined;
  const int = (k: string) => {
    const v = text(k);
    return v && /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const type = text('type');
  const station = text('stationId');
  const orderBy = text('orderBy');
  return {
    type: isDocumentKind(type) ? type : undefined,
    number: int('number'),
    customer: text('customer'),
    orderNumber: int('orderNumber'),
    fromDate: text('fromDate'),
    toDate: text('toDate'),
    stationId: station === 'office' ? 0 : int('stationId'),
    keyword: text('keyword'),
    orderBy: (DOCUMENT_SORTS as readonly string[]).includes(orderBy ?? '') ? (orderBy as (typeof DOCUMENT_SORTS)[number]) : 'Number',
    asc: params.get('asc') !== 'false',
    pageIndex: int('page') ?? 0,
    pageSize: DOCUMENTS_DEFAULT_PAGE_SIZE,
  };
}
export type DocumentsFilter = ReturnType<typeof documentsFilterOf>;

/** C157 POST documents. */
export function searchDocuments(filter: DocumentsFilter) {
  return call('POST /api/documents', { body: filter, quiet: true });
}
