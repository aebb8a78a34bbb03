/**
 * Business clients (spec 002 §7.9, C221-C238; 001 §3 Business client, contact, discount combination
 * and the three filters): agencies, schools and companies that buy on account.
 */
import { Type, type Static } from 'typebox';
import { EXTERNAL_COUPON_SYSTEMS } from '../coupons/coupon-types';
import { Id, Int, LocalDate, Money, OneOf, OrNull, PageIndex, Text } from './primitives';

export const BC_MAX_LENGTH = { name: 200, vatNumber: 20, phone: 30, email: 254, text: 300, instruction: 2000, contactName: 100, role: 100 } as const;

/** A contact person (001 §3 Business client contact). */
export const BusinessClientContact = Type.Object({
  id: Type.Optional(Id),
  firstName: Text(BC_MAX_LENGTH.contactName),
  lastName: Text(BC_MAX_LENGTH.contactName),
  mobile: Text(BC_MAX_LENGTH.phone),
  phone: Text(BC_MAX_LENGTH.phone),
  email: Text(BC_MAX_LENGTH.email),
  role: Text(BC_MAX_LENGTH.role),
  receiveEmailNotifications: Type.Boolean(),
});
export type BusinessClientContactView = Static<typeof BusinessClientContact>;

/** A discount combination (001 §3): a percent (up to 2 decimals) per channel, price type and product (null: every product). */
export const DiscountCombination = Type.Object({
  channelId: Id,
  priceTypeId: Id,
  productId: OrNull(Id),
  discountPercent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
});
export type DiscountCombinationView = Static<typeof DiscountCombination>;

const ClientFields = {
  name: Text(BC_MAX_LENGTH.name),
  vatNumber: Text(BC_MAX_LENGTH.vatNumber),
  /** R-BC-7: one of the business client types (GET businessClientTypes). */
  businessClientTypeId: OrNull(Id),
  phone1: Text(BC_MAX_LENGTH.phone),
  phone2: Text(BC_MAX_LENGTH.phone),
  email: Text(BC_MAX_LENGTH.email),
  fax: Text(BC_MAX_LENGTH.phone),
  website: Text(BC_MAX_LENGTH.text),
  address: Text(BC_MAX_LENGTH.text),
  accountingSystemCode: Text(50),
  officialClubId: OrNull(Id),
  countryId: OrNull(Id),
  cityId: OrNull(Id),
  instruction: Text(BC_MAX_LENGTH.instruction),
  isSubsidized: Type.Boolean(),
};

/** R-BC-8: the client's external coupon system (club vouchers); the password is never sent back, empty keeps the stored one. */
const CouponSystemFields = {
  system: OneOf(EXTERNAL_COUPON_SYSTEMS),
  url: Text(300),
  username: Text(100),
  terminal: Text(50),
  organizationId: Text(50),
};
export const CouponSystemInput = Type.Object({ ...CouponSystemFields, password: Type.Optional(Text(200)) });
export const CouponSystemView = Type.Object({ ...CouponSystemFields, hasPassword: Type.Boolean() });

/** What the client page saves (C226 businessClient). */
export const BusinessClientInput = Type.Object({
  ...ClientFields,
  contacts: Type.Array(BusinessClientContact, { maxItems: 50 }),
  discounts: Type.Array(DiscountCombination, { maxItems: 200 }),
  /** Absent or null: the coupon system stays as it is. */
  couponSystem: Type.Optional(OrNull(CouponSystemInput)),
});
export type BusinessClientInputView = Static<typeof BusinessClientInput>;

/** Texts of a client per language (C227/C228). */
export const ClientTranslations = Type.Record(Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$' }), Type.Object({ name: Type.Optional(Text(BC_MAX_LENGTH.name)), instruction: Type.Optional(Text(BC_MAX_LENGTH.instruction)) }));

export const ClientTranslationsBody = Type.Object({ id: Id, translations: ClientTranslations });

/**
 * C226 POST businessClient/save (businessClient, id, translations). R-BC-2: an empty VAT number is
 * answered 422 vat-number-empty unless the user confirmed saving without it (confirmWithoutVatNumber).
 */
export const SaveBusinessClientBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  businessClient: BusinessClientInput,
  translations: Type.Optional(ClientTranslations),
  confirmWithoutVatNumber: Type.Optional(Type.Boolean()),
});

/** Orders, documents, paid and open balance of a client (minor units of the provider's currency). */
export const ClientTotals = Type.Object({
  orders: Type.Integer(),
  ordersTotal: Money,
  paid: Money,
  /** What the client still owes: orders' totals less what was paid. */
  balance: Money,
  invoices: Type.Integer(),
  receipts: Type.Integer(),
  invoicesTotal: Money,
  receiptsTotal: Money,
});
export type ClientTotalsView = Static<typeof ClientTotals>;

/** C230: a photo instruction of the client (an image kept by the file store: GET files/{fileId}/{variant}). */
export const PhotoInstruction = Type.Object({ id: Id, fileId: Id, name: Type.String() });

export const BusinessClient = Type.Object({
  id: Id,
  ...ClientFields,
  active: Type.Boolean(),
  /** C229: the company logo's file (GET files/{id}/{variant}), null when none. */
  logoFileId: OrNull(Type.Integer()),
  photoInstructions: Type.Array(PhotoInstruction),
  couponSystem: OrNull(CouponSystemView),
  contacts: Type.Array(BusinessClientContact),
  discounts: Type.Array(DiscountCombination),
  totals: ClientTotals,
  createdAt: Type.String(),
});
export type BusinessClientView = Static<typeof BusinessClient>;

/** C231 photoInstruction/delete */
export const DeletePhotoBody = Type.Object({ businessClientId: Id, photoId: Id });

/** C225 GET businessClient/get */
export const ClientIdQuery = Type.Object({ id: Id });

export const CLIENT_ORDER_BY = ['Name', 'Id', 'Type', 'Balance', 'CreateDate'] as const;
/** 001 §3 Business client filter; the balance filters keep clients with money open. */
export const BusinessClientFilter = Type.Object({
  pageIndex: Type.Optional(PageIndex),
  pageSize: Type.Optional(Int(1, 200)),
  asc: Type.Optional(Type.Boolean()),
  orderBy: Type.Optional(OneOf(CLIENT_ORDER_BY)),
  keywords: Type.Optional(Text(200)),
  id: Type.Optional(Id),
  name: Type.Optional(Text(200)),
  type: Type.Optional(Id),
  active: Type.Optional(Type.Boolean()),
  /** Only clients with receipts (true) or without (false). */
  balanceOfReceipts: Type.Optional(Type.Boolean()),
  /** Only clients with invoices (true) or without (false). */
  balanceOfInvoice: Type.Optional(Type.Boolean()),
  /** Only clients that owe money (true) or owe nothing (false). */
  balanceDue: Type.Optional(Type.Boolean()),
});
export type BusinessClientFilterView = Static<typeof BusinessClientFilter>;

export const BusinessClientListItem = Type.Object({
  id: Id,
  name: Type.String(),
  vatNumber: Type.String(),
  businessClientTypeId: OrNull(Type.Integer()),
  phone1: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
  totals: ClientTotals,
});
export type BusinessClientListItemView = Static<typeof BusinessClientListItem>;
export const BusinessClientPage = Type.Object({ items: Type.Array(BusinessClientListItem), total: Type.Integer() });

/** C223 hashed/all: every client of the provider keyed by id, for lookups by id. */
export const HashedClients = Type.Record(Type.String({ pattern: '^\\d+$' }), Type.Object({ id: Id, name: Type.String(), businessClientTypeId: OrNull(Type.Integer()), active: Type.Boolean() }));

/** C224 ByNewOrder: the active clients a new order may be for (R-CASH-4: a cashier's client types only), with their discounts. */
export const ClientForNewOrder = Type.Object({ id: Id, name: Type.String(), businessClientTypeId: OrNull(Type.Integer()), vatNumber: Type.String(), discounts: Type.Array(DiscountCombination) });

/** C232 DELETE activate-or-disactivate-client (R-BC-6). */
export const ActivateQuery = Type.Object({ id: Id, active: Type.Boolean() });

export const ORDERS_ORDER_BY = ['OrderId', 'CreateDate', 'CustomerName', 'Total'] as const;
/** 001 §3 Business orders filter; R-BC-9: orderBy OrderId by default. */
export const BusinessOrdersFilter = Type.Object({
  businessClientId: Id,
  productId: Type.Optional(Id),
  orderNumber: Type.Optional(Int(1)),
  customerName: Type.Optional(Text(200)),
  couponId: Type.Optional(Id),
  pageIndex: Type.Optional(PageIndex),
  orderBy: Type.Optional(OneOf(ORDERS_ORDER_BY)),
  descending: Type.Optional(Type.Boolean()),
  fromCreateDate: Type.Optional(LocalDate),
  toCreateDate: Type.Optional(LocalDate),
  keyword: Type.Optional(Text(200)),
});
export const BusinessOrder = Type.Object({
  id: Id,
  orderNumber: Type.Integer(),
  status: Type.String(),
  createDate: Type.String(),
  customerName: Type.String(),
  products: Type.Array(Type.Object({ productId: Type.Integer(), productName: Type.String(), date: Type.String(), quantity: Type.Integer(), total: Money })),
  totalToPay: Money,
  paid: Money,
  balance: Money,
  currencyId: Type.Integer(),
});
export type BusinessOrderView = Static<typeof BusinessOrder>;
export const BusinessOrderPage = Type.Object({ items: Type.Array(BusinessOrder), total: Type.Integer(), orderBy: Type.String() });

export const DOCUMENTS_ORDER_BY = ['DocumentNumber', 'CreateDate', 'Total'] as const;
/** 001 §3 Business client documents filter; R-BC-9: orderBy DocumentNumber by default. */
export const ClientDocumentsFilter = Type.Object({
  businessClientId: Id,
  orderBy: Type.Optional(OneOf(DOCUMENTS_ORDER_BY)),
  descending: Type.Optional(Type.Boolean()),
  documentNumber: Type.Optional(Int(1)),
  customer: Type.Optional(Text(200)),
  orderNumber: Type.Optional(Int(1)),
  userId: Type.Optional(Id),
  documentType: Type.Optional(Text(40)),
  fromCreateDate: Type.Optional(LocalDate),
  toCreateDate: Type.Optional(LocalDate),
  pageIndex: Type.Optional(PageIndex),
});
export const ClientDocument = Type.Object({
  id: Id,
  docType: Type.String(),
  number: Type.Integer(),
  orderId: OrNull(Type.Integer()),
  orderNumber: OrNull(Type.Integer()),
  customerName: Type.String(),
  total: Money,
  status: Type.String(),
  issuedAt: Type.String(),
});
export type ClientDocumentView = Static<typeof ClientDocument>;
/** C234 accounts: the client's documents and its balance. */
export const ClientAccounts = Type.Object({ items: Type.Array(ClientDocument), total: Type.Integer(), orderBy: Type.String(), totals: ClientTotals });

/** C235/C236 */
export const ClientInvoiceQuery = Type.Object({ businessClientId: Id });
export const CustomerForInvoice = Type.Object({ orderId: Id, orderNumber: Type.Integer(), customerName: Type.String(), createDate: Type.String(), totalToPay: Money, paid: Money, balance: Money });
export const InfoForInvoice = Type.Object({
  businessClientId: Id,
  name: Type.String(),
  vatNumber: Type.String(),
  address: Type.String(),
  email: Type.String(),
  accountingSystemCode: Type.String(),
  /** Contacts who receive e-mail notifications: where the invoice goes. */
  emails: Type.Array(Type.String()),
  openOrders: Type.Integer(),
  openBalance: Money,
});

/** C237/C238: one of the client's invoices (invoice, invoice-receipt) or receipts (receipt, invoice-receipt) as the ledger's PDF (a blob). */
export const ClientPdfQuery = Type.Object({ businessClientId: Id, documentId: Id, lang: Type.Optional(OneOf(['en-US', 'he-IL', 'ru-RU'] as const)) });
