import { Type, type Static, type TSchema } from 'typebox';
import { LANGUAGES } from '../languages';
import { Id, LocalDate, LocalTime, Money, OneOf, PageIndex } from './primitives';
import { REFUND_METHODS } from './documents';

/** TypeBox schemas of the order calls (spec 002 §7.5; 001 §3 Order, Order product line, Order search filter). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Text Postgres can store (no NUL character). */
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });

/** R-ORD-21 */
const MAX_REMARKS = 1000;
/** R-ORD-15: per line; the order's sum is checked by the pricing rules. */
const Quantity = Type.Integer({ minimum: 1, maximum: 1000 });
/** A percent with up to 2 decimals; its bounds (R-ORD-17) are a 422 of the pricing rules. */
const Percent = Type.Number({ minimum: -1000, maximum: 1000 });

const OrderTerms = {
  priceTypeId: Type.Optional(Id),
  currencyId: Type.Optional(Id),
  channelId: Type.Optional(Id),
  businessClientId: Type.Optional(Nullable(Id)),
  discountAmount: Type.Optional(Nullable(Money)),
  discountPercent: Type.Optional(Nullable(Percent)),
};

export const CustomerLineBody = Type.Object({
  customerTypeId: Id,
  quantity: Quantity,
  discountAmount: Type.Optional(Nullable(Money)),
  discountPercent: Type.Optional(Nullable(Percent)),
  /** A unit price set by hand (ChangeUnitPrice, permission 34). */
  priceForOne: Type.Optional(Nullable(Money)),
});

const ProductEntryFields = {
  productId: Id,
  date: LocalDate,
  slotId: Type.Optional(Id),
  slot: Type.Optional(Type.Object({ id: Type.Optional(Id), startTime: Type.Optional(LocalTime) })),
  customers: Type.Array(CustomerLineBody, { minItems: 1, maxItems: 50 }),
};
export const ProductEntryBody = Type.Object(ProductEntryFields);
export type ProductEntryInput = Static<typeof ProductEntryBody>;

const Products = Type.Array(ProductEntryBody, { minItems: 1, maxItems: 50 });

/** The order's coupon (R-CPN-1): by id, or by its code or a serial sub-coupon code. */
const CouponFields = {
  couponId: Type.Optional(Nullable(Id)),
  couponCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
};

export const CalculateBody = Type.Object({ ...OrderTerms, ...CouponFields, products: Products });

/** order/products/calculate: one product's customer types. */
export const ProductCalculateBody = Type.Object({ ...OrderTerms, ...CouponFields, ...ProductEntryFields });

export const LeadCustomerBody = Type.Object({
  /** R-ORD-22 */
  firstName: Type.Optional(Text(50)),
  lastName: Type.Optional(Text(50)),
  mobile: Type.Optional(Text(30)),
  email: Type.Optional(Text(200)),
  pid: Type.Optional(Text(30)),
  groupName: Type.Optional(Text(100)),
  pnr: Type.Optional(Text(50)),
  subscribe: Type.Optional(Type.Boolean()),
});

export const CreateBody = Type.Object({
  ...OrderTerms,
  ...CouponFields,
  /** R-ORD-7: a club voucher of the business client's external coupon system. */
  externalVoucher: Type.Optional(Nullable(Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) }))),
  products: Products,
  /**
   * Issue 18 (R-ORD-1, R-ORD-2): the status asked for. RQ makes the order on request (awaiting
   * approval) whatever its price lists say; OK (the default) confirms it when every price list
   * confirms automatically, else it is RQ (R-PRICE-2).
   */
  status: Type.Optional(Type.Union([Type.Literal('OK'), Type.Literal('RQ')])),
  uuid: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' })),
  leadCustomer: Type.Optional(LeadCustomerBody),
  /** 001 §3 Order: the CRM customer chosen for it (C295); without it the CRM finds or makes one by the lead customer's mobile. */
  crmCustomerId: Type.Optional(Nullable(Id)),
  remarks: Type.Optional(Text(MAX_REMARKS)),
  source: Type.Optional(Text(30)),
  tagIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
});

export const IdQuery = Type.Object({ id: Id });
export const OrderIdBody = Type.Object({ orderId: Id });

export const StatusParams = Type.Object({ status: Type.Union([Type.Literal('OK'), Type.Literal('RQ'), Type.Literal('CN')]) });
/** refundMethod (issue 15): how a paid order's money goes back when it is cancelled (refund documents issued with the cancel). */
export const StatusQuery = Type.Object({ id: Id, confirmed: Type.Optional(Type.Boolean()), setZero: Type.Optional(Type.Boolean()), refundMethod: Type.Optional(OneOf(REFUND_METHODS)) });

export const SlotsQuery = Type.Object({
  productId: Id,
  date: LocalDate,
  priceTypeId: Type.Optional(Id),
});

export const CustomerTypesQuery = Type.Object({
  productId: Id,
  date: Type.Optional(LocalDate),
  priceTypeId: Type.Optional(Id),
  currencyId: Type.Optional(Id),
  channelId: Type.Optional(Id),
  businessClientId: Type.Optional(Id),
});

export const PriceTypeQuery = Type.Object({ priceTypeId: Type.Optional(Id), businessClientId: Type.Optional(Id), channelId: Type.Optional(Id), date: Type.Optional(LocalDate) });

/** Spec 001 §3 Order search filter. */
export const SearchBody = Type.Object({
  productId: Type.Optional(Nullable(Id)),
  slotId: Type.Optional(Nullable(Id)),
  priceTypeId: Type.Optional(Nullable(Id)),
  /** R-ORD-23: digits only. */
  orderNumber: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  status: Type.Optional(Nullable(Type.Union([Type.Literal('OK'), Type.Literal('RQ'), Type.Literal('CN'), Type.Literal('ERR')]))),
  /** Reservation (create) dates. */
  startDate: Type.Optional(Nullable(LocalDate)),
  endDate: Type.Optional(Nullable(LocalDate)),
  startTime: Type.Optional(Nullable(LocalTime)),
  /** Activity (arrival) dates of the lines. */
  arrivalStartDate: Type.Optional(Nullable(LocalDate)),
  arrivalEndDate: Type.Optional(Nullable(LocalDate)),
  /** R-ORD-23: at least 2 characters. */
  keyword: Type.Optional(Nullable(Text(100))),
  unreadMessages: Type.Optional(Nullable(Type.Boolean())),
  /** Only orders that sync flagged (offline sales over a slot's limit, paid twice...). */
  withConflicts: Type.Optional(Nullable(Type.Boolean())),
  channelId: Type.Optional(Nullable(Id)),
  /** Arrival confirmation id (0 None .. 3 Arrived). */
  arrivalType: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3 }))),
  /** Balance flags: orders with money left to pay, or fully paid. */
  withBalance: Type.Optional(Nullable(Type.Boolean())),
  withoutBalance: Type.Optional(Nullable(Type.Boolean())),
  tagIds: Type.Optional(Nullable(Type.Array(Id, { maxItems: 50 }))),
  tagLogicalOperator: Type.Optional(Nullable(Type.Union([Type.Literal('Or'), Type.Literal('And')]))),
  /** R-ORD-26: ReservationDate descending by default. */
  orderBy: Type.Optional(
    Nullable(Type.Union([Type.Literal('ReservationDate'), Type.Literal('OrderNumber'), Type.Literal('ArrivalDate'), Type.Literal('TotalToPay'), Type.Literal('CustomerName'), Type.Literal('Status')])),
  ),
  asc: Type.Optional(Nullable(Type.Boolean())),
  pageIndex: Type.Optional(PageIndex),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type SearchInput = Static<typeof SearchBody>;

export const FindByQuery = Type.Object({
  orderNumber: Type.Optional(Type.String({ maxLength: 10 })),
  mobile: Type.Optional(Text(30)),
  email: Type.Optional(Text(200)),
  pid: Type.Optional(Text(30)),
});
export const ScanQuery = Type.Object({ code: Text(100) });
export const KeywordQuery = Type.Object({ keyword: Text(100) });

export const SaveRemarksBody = Type.Object({ orderId: Id, remarks: Text(MAX_REMARKS) });

export const GetDateQuery = Type.Object({
  orderId: Id,
  productId: Id,
  /** The entry, when the order has the product on several dates or slots. */
  currentDate: Type.Optional(LocalDate),
  currentSlotId: Type.Optional(Id),
  /** The date whose slots to list (the entry's date by default). */
  date: Type.Optional(LocalDate),
});
export const SaveNewDateBody = Type.Object({
  orderId: Id,
  productId: Id,
  /** The entry to move, when the order has the product on several dates or slots. */
  currentDate: Type.Optional(LocalDate),
  currentSlotId: Type.Optional(Id),
  date: LocalDate,
  slotId: Id,
  confirmed: Type.Optional(Type.Boolean()),
});
export const AddProductBody = Type.Object({ orderId: Id, ...ProductEntryFields });
export const LineBody = Type.Object({ orderId: Id, lineId: Id });
export const UpdateLineBody = Type.Object({
  orderId: Id,
  lineId: Id,
  quantity: Type.Optional(Quantity),
  priceForOne: Type.Optional(Money),
  discountAmount: Type.Optional(Nullable(Money)),
  discountPercent: Type.Optional(Nullable(Percent)),
});
export const RecalcBody = Type.Object({ id: Id, discountAmount: Type.Optional(Nullable(Money)), discountPercent: Type.Optional(Nullable(Percent)) });

const ArrivalId = Type.Integer({ minimum: 0, maximum: 3 });
export const ArrivalBody = Type.Object({ orderId: Id, arrivalConfirmationId: ArrivalId, confirmed: Type.Optional(Type.Boolean()) });
export const ArrivalsBody = Type.Object({ orderIds: Type.Array(Id, { minItems: 1, maxItems: 500 }), arrivalConfirmationId: ArrivalId, confirmed: Type.Optional(Type.Boolean()) });

export const TagsUpdateBody = Type.Object({ orderId: Id, tagIds: Type.Array(Id, { maxItems: 50 }) });
export const TagRemoveBody = Type.Object({ orderId: Id, tagId: Id });
export const TagSaveBody = Type.Object({ id: Type.Optional(Id), name: Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }) });
export const Tag = Type.Object({ id: Type.Integer(), name: Type.String() });

export const BusinessClientBody = Type.Object({ orderId: Id, businessClientId: Nullable(Id) });

export const MessageType = Type.Union([Type.Literal('Sms'), Type.Literal('Email'), Type.Literal('WhatsApp'), Type.Literal('Chat')]);
export const MessagesGetBody = Type.Object({ orderId: Id, type: Type.Optional(Nullable(MessageType)), fromId: Type.Optional(Nullable(Id)), showOld: Type.Optional(Nullable(Type.Boolean())) });
export const MessageSendBody = Type.Object({ orderId: Id, type: MessageType, message: Type.String({ minLength: 1, maxLength: 2000, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }) });
export const OrderMessage = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  type: Type.String(),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  message: Type.String(),
  fromId: Nullable(Type.Integer()),
  isRead: Type.Boolean(),
  createDate: Type.String(),
});

/* ---- answers ---- */

export const PricedCustomer = Type.Object({
  customerTypeId: Type.Integer(),
  quantity: Type.Integer(),
  /** Unit price (incl. VAT). */
  priceForOne: Type.Integer(),
  /** The line total after its discount. */
  price: Type.Integer(),
  discountAmount: Type.Integer(),
  priceListId: Type.Integer(),
  qtyToUse: Type.Integer(),
  persons: Type.Integer(),
  limitExceeded: Type.Boolean(),
  /** The order's coupon when it covers the line, and its part of discountAmount. */
  couponId: Nullable(Type.Integer()),
  couponDiscount: Type.Integer(),
});

export const PricedProduct = Type.Object({
  productId: Type.Integer(),
  date: Type.String(),
  slotId: Type.Integer(),
  customers: Type.Array(PricedCustomer),
});

const TotalsFields = {
  currencyId: Type.Integer(),
  gross: Type.Integer(),
  net: Type.Integer(),
  paid: Type.Integer(),
  /** The spec's spelling (001 §3 Order). */
  ballance: Type.Integer(),
  totals: Type.Object({
    priceTotal: Type.Integer(),
    totalToPay: Type.Integer(),
    discountAmount: Type.Integer(),
    discountPercent: Type.Number(),
    vatAmount: Type.Integer(),
    vatPercent: Type.Number(),
  }),
};

export const Calculation = Type.Object({
  ...TotalsFields,
  /** OK when every price list confirms automatically, RQ otherwise. */
  status: Type.String(),
  products: Type.Array(PricedProduct),
});

export const OrderLine = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  name: Type.String(),
  date: Type.String(),
  slotId: Nullable(Type.Integer()),
  slot: Type.Object({ startTime: Nullable(Type.String()), endTime: Nullable(Type.String()) }),
  duration: Nullable(Type.Integer()),
  customerTypeId: Type.Integer(),
  customerTypeName: Type.String(),
  quantity: Type.Integer(),
  qtyToUse: Type.Integer(),
  persons: Type.Integer(),
  priceForOne: Type.Integer(),
  price: Type.Integer(),
  discountAmount: Type.Integer(),
  discountPercent: Type.Number(),
  priceListId: Nullable(Type.Integer()),
  virtualSlot: Type.Boolean(),
  limitExceeded: Type.Boolean(),
});

export const OrderHistoryEntry = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown()),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  createDate: Type.String(),
});

export const LeadCustomerView = Type.Object({
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  pid: Type.Optional(Type.String()),
  groupName: Type.Optional(Type.String()),
  pnr: Type.Optional(Type.String()),
  subscribe: Type.Optional(Type.Boolean()),
});

export const Order = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  orderNumber: Type.Integer(),
  status: Type.String(),
  createDate: Type.String(),
  ...TotalsFields,
  channelId: Type.Integer(),
  priceType: Type.Integer(),
  businessClientId: Nullable(Type.Integer()),
  businessClientName: Nullable(Type.String()),
  leadCustomer: LeadCustomerView,
  remarks: Type.String(),
  source: Nullable(Type.String()),
  arrivalConfirmationId: Type.Integer(),
  arrivalConfirmation: Type.String(),
  virtualSlots: Type.Boolean(),
  hasAccountingDocs: Type.Boolean(),
  /** R-ORD-25: the customer contract form: sent when, and whether (and when) the customer signed it. */
  isCustomerContractFormSigned: Type.Boolean(),
  contractFormSentAt: Nullable(Type.String()),
  contractFormSignedAt: Nullable(Type.String()),
  /** Sync conflict flags offline sales and scans put on the order (empty when none). */
  conflictFlags: Type.Array(Type.String()),
  tags: Type.Array(Tag),
  products: Type.Array(OrderLine),
  history: Type.Array(OrderHistoryEntry),
});

export const OrderCreated = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  orderNumber: Type.Integer(),
  status: Type.String(),
  ...TotalsFields,
  couponId: Type.Optional(Nullable(Type.Integer())),
  /** R-ORD-7: the external coupon system's text when the club voucher failed (the order is then RQ). */
  externalCouponText: Type.Optional(Nullable(Type.String())),
});

export const OrderListItem = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.Integer(),
  status: Type.String(),
  createDate: Type.String(),
  customerName: Type.String(),
  mobile: Nullable(Type.String()),
  groupName: Nullable(Type.String()),
  arrivalDate: Nullable(Type.String()),
  startTime: Nullable(Type.String()),
  productNames: Type.Array(Type.String()),
  quantity: Type.Integer(),
  currencyId: Type.Integer(),
  totalToPay: Type.Integer(),
  paid: Type.Integer(),
  ballance: Type.Integer(),
  channelId: Type.Integer(),
  priceTypeId: Type.Integer(),
  arrivalConfirmationId: Type.Integer(),
  unreadMessages: Type.Integer(),
  /** Sync conflict flags of the order (empty when none). */
  conflictFlags: Type.Array(Type.String()),
  tags: Type.Array(Tag),
});

export const OrderPage = Type.Object({ items: Type.Array(OrderListItem), totalCount: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });

export const QtyReportRow = Type.Object({
  productId: Type.Integer(),
  productName: Type.String(),
  date: Type.String(),
  startTime: Nullable(Type.String()),
  customerTypeId: Type.Integer(),
  customerTypeName: Type.String(),
  quantity: Type.Integer(),
  persons: Type.Integer(),
  orders: Type.Integer(),
});

export const SlotForSale = Type.Object({
  slotId: Type.Integer(),
  productId: Type.Integer(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  limit: Nullable(Type.Integer()),
  sold: Type.Integer(),
  available: Nullable(Type.Integer()),
  isVirtual: Type.Boolean(),
  /** Why it cannot be sold now (stop-sale, slot-finished, ...), or null. */
  blockedReason: Nullable(Type.String()),
});

export const CustomerTypeForSale = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  registrationType: Type.String(),
  priceForOne: Nullable(Type.Integer()),
  priceListId: Nullable(Type.Integer()),
  currencyId: Nullable(Type.Integer()),
  perPerson: Nullable(Type.Boolean()),
  qtyToUse: Nullable(Type.Integer()),
});

export const ProductForSale = Type.Object({ id: Type.Integer(), name: Type.String(), pricePerPerson: Type.Boolean(), currencyIds: Type.Array(Type.Integer()), autoConfirm: Type.Boolean() });

/** ticket/get: an order's admission tickets and their first scans. */
export const OrderTickets = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.Integer(),
  tickets: Type.Array(
    Type.Object({
      code: Type.String(),
      ticketNo: Type.Integer(),
      productId: Type.Integer(),
      productName: Type.String(),
      customerTypeId: Type.Integer(),
      customerTypeName: Type.String(),
      date: Type.String(),
      startTime: Nullable(Type.String()),
      quantity: Type.Integer(),
      scannedAt: Nullable(Type.String()),
      scannedAtStationId: Nullable(Type.Integer()),
      voided: Type.Boolean(),
    }),
  ),
});

/** R-ORD-9 order/create-summary: the order, and the summary's language and time zone. */
export const CreateSummaryQuery = Type.Object({
  id: Id,
  viewNow: Type.Optional(Type.Boolean()),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  language: Type.Optional(OneOf(LANGUAGES)),
});
/** url once Done; errorMessage once failed (also beside data, where 002 §4's pollers read it). */
export const Summary = Type.Object({ id: Type.Integer(), orderId: Type.Integer(), status: Type.String(), language: Type.String(), url: Type.Optional(Type.String()), errorMessage: Type.Optional(Type.String()) });
/** order/wait-summary's whole answer: the summary, and the error beside it. */
export const SummaryWaitAnswer = Type.Object({ data: Summary, errorMessage: Type.Optional(Type.String()) });

/** order/product/getDate: a line's current date and slot, and the slots of the asked date. */
export const ProductDate = Type.Object({ productId: Type.Integer(), date: Type.String(), slotId: Type.Union([Type.Integer(), Type.Null()]), startTime: Type.Union([Type.String(), Type.Null()]), slots: Type.Array(SlotForSale) });
/** order/product/customer/calculate: the line and the order's totals as they would be, nothing saved. */
export const LinePreview = Type.Object({
  line: Type.Object({ quantity: Type.Integer(), seats: Type.Integer(), persons: Type.Integer(), unitPrice: Type.Integer(), discountAmount: Type.Integer(), discountPercent: Type.Number(), total: Type.Integer() }),
  totals: Type.Object({ gross: Type.Integer(), discountAmount: Type.Integer(), totalToPay: Type.Integer(), vatAmount: Type.Integer(), net: Type.Integer(), paid: Type.Integer(), balance: Type.Integer() }),
});
/** order/get/remarks: the order's remarks. */
export const Remarks = Type.Object({ remarks: Type.String() });
/** order/update-arrival-confirmations: how many orders changed. */
export const ArrivalsUpdated = Type.Object({ updated: Type.Integer() });
/** order/tag/delete: a tag orders still carry is deactivated instead. */
export const TagRemoval = Type.Object({ result: Type.Union([Type.Literal('deleted'), Type.Literal('deactivated')]) });
/** order/check-bc-has-accounting-docs. */
export const AccountingDocsCheck = Type.Object({ hasAccountingDocs: Type.Boolean() });
/** order/getlink: the customer's personal-area link. */
export const OrderLink = Type.Object({ link: Type.String() });
/** get-order-notifications: the counters of the back office's header. */
export const OrderNotifications = Type.Object({ rqOrdersCount: Type.Integer(), unreadMessagesCount: Type.Integer() });
