import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../languages';
import { Id, Int, LocalDate, Money, OneOf, OrNull, Text } from './primitives';

/** TypeBox schemas of the quote calls (spec 002 §7.5 quote equivalents, C094-C139; 001 §3 Quote). */

/** R-QUO-1: a quote's requested time of day. */
export const REQUESTED_TIMES = ['Morning', 'Noon', 'Afternoon', 'Evening', 'Night'] as const;
/** Draft until shared; Sent once shared (R-QUO-2: no longer deletable); Accepted once it became an order. */
export const QUOTE_STATUSES = ['Draft', 'Sent', 'Accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** R-QUO-4 with R-ORD-15: 1 to 1000 per line. */
const Quantity = Type.Integer({ minimum: 1, maximum: 1000 });
const Percent = Type.Number({ minimum: -1000, maximum: 1000 });

export const QuoteCustomerBody = Type.Object({
  customerTypeId: Id,
  quantity: Quantity,
  discountAmount: Type.Optional(OrNull(Money)),
  discountPercent: Type.Optional(OrNull(Percent)),
});
export const QuoteProductBody = Type.Object({
  productId: Id,
  date: LocalDate,
  slotId: Id,
  customers: Type.Array(QuoteCustomerBody, { minItems: 1, maxItems: 50 }),
});
export type QuoteProductInput = Static<typeof QuoteProductBody>;

const QuoteFields = {
  date: LocalDate,
  requestedTime: Type.Optional(OrNull(OneOf(REQUESTED_TIMES))),
  participants: Type.Optional(OrNull(Int(0, 100_000))),
  budgetPerPerson: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 999_999_999_99 }))),
  groupName: Type.Optional(Text(100)),
  comments: Type.Optional(Text(1000)),
  /** R-ORD-21 */
  remarks: Type.Optional(Text(1000)),
  /** The language of the customer's shared page. */
  language: Type.Optional(OneOf(LANGUAGES)),
};

/** C094 (R-QUO-3): a quote is made for a lead. */
export const QuoteCreateBody = Type.Object({
  crmCustomerLeadId: Id,
  ...QuoteFields,
  priceTypeId: Type.Optional(Id),
  channelId: Type.Optional(Id),
  currencyId: Type.Optional(Id),
  products: Type.Array(QuoteProductBody, { minItems: 1, maxItems: 50 }),
});
export type QuoteCreateInput = Static<typeof QuoteCreateBody>;

export const QuoteCustomer = Type.Object({
  customerTypeId: Id,
  customerTypeName: Type.String(),
  quantity: Type.Integer(),
  discountAmount: OrNull(Money),
  discountPercent: OrNull(Type.Number()),
  priceForOne: Money,
  price: Money,
});
export const QuoteProduct = Type.Object({
  productId: Id,
  productName: Type.String(),
  date: LocalDate,
  slotId: Id,
  startTime: OrNull(Type.String()),
  customers: Type.Array(QuoteCustomer),
});

export const Quote = Type.Object({
  id: Id,
  crmCustomerId: Id,
  crmCustomerLeadId: Id,
  customerName: Type.String(),
  status: OneOf(QUOTE_STATUSES),
  date: LocalDate,
  requestedTime: OrNull(OneOf(REQUESTED_TIMES)),
  participants: OrNull(Type.Integer()),
  budgetPerPerson: OrNull(Money),
  groupName: Type.String(),
  comments: Type.String(),
  remarks: Type.String(),
  priceTypeId: Id,
  channelId: Id,
  currencyId: Id,
  totalToPay: Money,
  language: Type.String(),
  sentAt: OrNull(Type.String()),
  orderId: OrNull(Id),
  orderNumber: OrNull(Type.Integer()),
  acceptedAt: OrNull(Type.String()),
  creationDate: Type.String(),
  products: Type.Array(QuoteProduct),
});
export type QuoteView = Static<typeof Quote>;

/** A row of the quote lists. */
export const QuoteRow = Type.Object({
  id: Id,
  crmCustomerId: Id,
  crmCustomerLeadId: Id,
  customerName: Type.String(),
  status: OneOf(QUOTE_STATUSES),
  date: LocalDate,
  currencyId: Id,
  totalToPay: Money,
  orderId: OrNull(Id),
  creationDate: Type.String(),
});
export type QuoteRowView = Static<typeof QuoteRow>;

export const QuoteIdQuery = Type.Object({ id: Id });
export const QuoteRemarks = Type.Object({ remarks: Type.String() });
export const QuoteRemarksBody = Type.Object({ id: Id, remarks: Text(1000) });
export const QuoteProductAddBody = Type.Object({ quoteId: Id, product: QuoteProductBody });
/** C119: one product entry replaced by another (another product, slot or date). */
export const QuoteProductChangeBody = Type.Object({ quoteId: Id, productIndex: Int(0, 49), product: QuoteProductBody });
export const QuoteCustomerRef = Type.Object({ quoteId: Id, productIndex: Int(0, 49), customerIndex: Int(0, 49) });
export const QuoteCustomerUpdateBody = Type.Object({
  quoteId: Id,
  productIndex: Int(0, 49),
  customerIndex: Int(0, 49),
  quantity: Quantity,
  discountAmount: Type.Optional(OrNull(Money)),
  discountPercent: Type.Optional(OrNull(Percent)),
});
/** Not in the spec: a draft quote's own fields (date, requested time R-QUO-1, participants, group, comments, remarks, language) changed before it is sent; the date is always given, another field left out keeps its value. */
export const QuoteDetailsBody = Type.Object({ id: Id, ...QuoteFields });
export type QuoteDetailsInput = Static<typeof QuoteDetailsBody>;
export const QuoteProductDateQuery = Type.Object({ quoteId: Id, productIndex: Int(0, 49) });
export const QuoteProductDate = Type.Object({ productId: Id, date: LocalDate, slotId: Id });
export const QuoteProductNewDateBody = Type.Object({ quoteId: Id, productIndex: Int(0, 49), date: LocalDate, slotId: Id });

export const QuoteListFilter = Type.Object({
  status: Type.Optional(OneOf(QUOTE_STATUSES)),
  keyword: Type.Optional(Text(100)),
  pageIndex: Type.Optional(Int(0, 100_000)),
  pageSize: Type.Optional(Int(1, 100)),
});
export const QuotePage = Type.Object({ items: Type.Array(QuoteRow), totalCount: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
export const LeadQuotesQuery = Type.Object({ crmCustomerLeadId: Id, lastId: Type.Optional(Id), pageSize: Type.Optional(Int(1, 100)) });
export const QuoteHistoryPage = Type.Object({ items: Type.Array(QuoteRow), lastId: OrNull(Type.Integer()) });

/** C138: sharing makes the quote Sent and answers the customer's link (the token is shown once). */
export const QuoteShareBody = Type.Object({ id: Id, language: Type.Optional(OneOf(LANGUAGES)) });
export const QuoteShared = Type.Object({ link: Type.String(), token: Type.String() });

/** C139 and the acceptance: the quote by its id and the link's token, without a login. */
export const SharedQuoteQuery = Type.Object({ quoteId: Id, token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });
export const SharedQuote = Type.Object({
  id: Id,
  providerName: Type.String(),
  customerName: Type.String(),
  status: OneOf(QUOTE_STATUSES),
  date: LocalDate,
  requestedTime: OrNull(OneOf(REQUESTED_TIMES)),
  participants: OrNull(Type.Integer()),
  groupName: Type.String(),
  comments: Type.String(),
  currencyId: Id,
  totalToPay: Money,
  language: Type.String(),
  orderNumber: OrNull(Type.Integer()),
  orderStatus: OrNull(Type.String()),
  products: Type.Array(QuoteProduct),
});
export type SharedQuoteView = Static<typeof SharedQuote>;
export const QuoteAccepted = Type.Object({ orderId: Id, orderNumber: Type.Integer(), status: Type.String() });
