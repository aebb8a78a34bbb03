/**
 * The documents' output calls (issue 15): C157 documents search, C158 document/ordernumber,
 * C159 document/pdf, C160 document/download, C161 document/sharedata, C162 document/share.
 */
import { Type } from 'typebox';
import { LANGUAGES } from '../languages';
import { DOCUMENT_TYPES } from '../documents/document-types';
import { Id, Int, LocalDate, Money, OneOf, OrNull, PageIndex, Text } from './primitives';

export const DOCUMENTS_MAX_PAGE_SIZE = 100;
export const DOCUMENTS_DEFAULT_PAGE_SIZE = 50;
export const DOCUMENT_SORTS = ['Number', 'CreateDate', 'Total'] as const;

/** C157: the search filter (001 §3 Document). R-INV-7: number order, ascending, by default. */
export const DocumentSearchBody = Type.Object({
  type: Type.Optional(OrNull(OneOf(DOCUMENT_TYPES))),
  number: Type.Optional(OrNull(Int(1))),
  /** The customer's name by its start, or their id / VAT number. */
  customer: Type.Optional(OrNull(Text(100))),
  orderNumber: Type.Optional(OrNull(Int(1))),
  orderId: Type.Optional(OrNull(Id)),
  fromDate: Type.Optional(OrNull(LocalDate)),
  toDate: Type.Optional(OrNull(LocalDate)),
  /** A station's documents; 0: those issued in the office. */
  stationId: Type.Optional(OrNull(Int(0))),
  keyword: Type.Optional(OrNull(Text(100))),
  creatorName: Type.Optional(OrNull(Text(100))),
  amount: Type.Optional(OrNull(Money)),
  currencyId: Type.Optional(OrNull(Id)),
  orderBy: Type.Optional(OneOf(DOCUMENT_SORTS)),
  asc: Type.Optional(Type.Boolean()),
  pageIndex: Type.Optional(PageIndex),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: DOCUMENTS_MAX_PAGE_SIZE })),
});

export const DocumentListItem = Type.Object({
  id: Type.Integer(),
  type: OneOf(DOCUMENT_TYPES),
  number: Type.Integer(),
  status: Type.String(),
  /** R-INV-6: Initial, InProgress, Fail, Done. */
  state: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  customerName: Type.String(),
  customerTaxId: Type.String(),
  currencyId: Type.Integer(),
  total: Type.Integer(),
  vatAmount: Type.Integer(),
  totalBeforeVat: Type.Integer(),
  allocationNumber: OrNull(Type.String()),
  creditedDocumentId: OrNull(Type.Integer()),
  orderId: OrNull(Type.Integer()),
  orderNumber: OrNull(Type.Integer()),
  stationId: OrNull(Type.Integer()),
  stationName: OrNull(Type.String()),
  issuedBy: Type.String(),
});

/** A page of documents; the total is counted up to 2,000 (`totalCountCapped`: there are more). */
export const DocumentPage = Type.Object({ items: Type.Array(DocumentListItem), totalCount: Type.Integer(), totalCountCapped: Type.Boolean(), pageIndex: Type.Integer(), pageSize: Type.Integer() });

export const DocumentIdQuery = Type.Object({ id: Id });

/** C158: the order a document belongs to. */
export const DocumentOrderNumber = Type.Object({ documentId: Type.Integer(), orderId: OrNull(Type.Integer()), orderNumber: OrNull(Type.Integer()) });

/** C159/C160: the document's PDF in a language (the user's when absent). */
export const DocumentPdfQuery = Type.Object({ id: Id, lang: Type.Optional(OneOf(LANGUAGES)) });

/** C159: where the rendered PDF is (the first print is the original, every later one a copy). */
export const DocumentPdf = Type.Object({ id: Type.Integer(), documentId: Type.Integer(), copy: Type.Boolean(), url: Type.String(), downloadUrl: Type.String() });

/** C162: share a document; with an e-mail address the link is also sent there. */
export const ShareDocumentBody = Type.Object({ id: Id, email: Type.Optional(OrNull(Text(254))), lang: Type.Optional(OneOf(LANGUAGES)) });

export const SharedLink = Type.Object({ url: Type.String(), pdfUrl: Type.String(), expiresAt: Type.String({ format: 'date-time' }), emailed: OrNull(Type.String()) });

export const ShareDataQuery = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });

/** C161: what the anonymous page of a shared link shows. */
export const SharedDocument = Type.Object({
  type: OneOf(DOCUMENT_TYPES),
  number: Type.Integer(),
  language: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  business: Type.Object({ name: Type.String(), vatNumber: Type.String(), address: Type.String(), taxStatus: Type.String() }),
  customerName: Type.String(),
  customerTaxId: Type.String(),
  orderNumber: OrNull(Type.Integer()),
  allocationNumber: OrNull(Type.String()),
  credited: OrNull(Type.Object({ type: Type.String(), number: Type.Integer() })),
  currencyId: Type.Integer(),
  lines: Type.Array(Type.Object({ description: Type.String(), quantity: Type.Integer(), unitPrice: Type.Integer(), total: Type.Integer() })),
  totals: Type.Object({ beforeVat: Type.Integer(), vatRateBp: Type.Integer(), vatAmount: Type.Integer(), total: Type.Integer() }),
  payments: Type.Array(Type.Object({ method: Type.Integer(), amount: Type.Integer(), currencyId: Type.Integer(), last4: OrNull(Type.String()), installments: OrNull(Type.Integer()) })),
  pdfUrl: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
