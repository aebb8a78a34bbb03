import { Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email';
import { LANGUAGES } from '../languages';
import { Id, Int, LocalDate, OneOf, OrNull, PageIndex, Text } from './primitives';
import { SearchBody } from './orders';
import { LEAD_STATUSES } from './crm';

/**
 * R-MSG-6: the placeholders a template's subject and content may hold, replaced per recipient: the
 * spec's four keys and the order's number, date, time and e-ticket link. A customer without an order
 * (CRM) gets the set without the product and the order's keys.
 */
export const ORDER_KEYS = ['[FULL NAME]', '[FIRST NAME]', '[LAST NAME]', '[PRODUCT NAME]', '[ORDER NUMBER]', '[DATE]', '[TIME]', '[TICKET LINK]'] as const;
export const CUSTOMER_KEYS = ['[FULL NAME]', '[FIRST NAME]', '[LAST NAME]'] as const;

/** R-MSG-2..5: a message template's length limits (the bodies below allow some slack for trimming). */
export const TEMPLATE_LIMITS = { nameMin: 2, nameMax: 100, subjectMax: 200, contentMax: 10_000, senderNameMax: 11 } as const;

export const TemplateBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  name: Text(TEMPLATE_LIMITS.nameMax + 50),
  subject: Text(TEMPLATE_LIMITS.subjectMax + 50),
  content: Text(TEMPLATE_LIMITS.contentMax + 100),
  smsEnabled: Type.Boolean(),
  emailEnabled: Type.Boolean(),
  smsSenderName: Text(50),
  fromEmail: Text(EMAIL_MAX_LENGTH + 10),
  rightToLeft: Type.Optional(Type.Boolean()),
  /** Temporary attachments (C269) to attach on save. */
  attachmentIds: Type.Optional(Type.Array(Id, { maxItems: 10 })),
});

export const Attachment = Type.Object({ id: Type.Integer(), fileName: Type.String(), contentType: Type.String(), size: Type.Optional(Type.Integer()) });

export const Template = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subject: Type.String(),
  content: Type.String(),
  smsEnabled: Type.Boolean(),
  emailEnabled: Type.Boolean(),
  smsSenderName: Type.String(),
  fromEmail: Type.String(),
  rightToLeft: Type.Boolean(),
  updatedAt: Type.String(),
  attachments: Type.Optional(Type.Array(Attachment)),
  /** R-MSG-6: the placeholders for an order's messages and the set without the product (a customer's). */
  keys: Type.Optional(Type.Object({ order: Type.Array(Type.String()), customer: Type.Array(Type.String()) })),
});

export const TemplateListBody = Type.Object({ keyword: Type.Optional(Text(100)), pageIndex: Type.Optional(PageIndex) });
export const TemplatePage = Type.Object({ items: Type.Array(Template), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
export const LightTemplate = Type.Object({ id: Type.Integer(), name: Type.String(), smsEnabled: Type.Boolean(), emailEnabled: Type.Boolean() });

export const ATTACHMENT_MAX_BYTES = 3 * 1024 * 1024;
export const AttachmentUpload = Type.Object({
  fileName: Text(200),
  contentType: Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9.+-]+/[A-Za-z0-9.+-]+$' }),
  /** The file, base64. */
  data: Type.String({ maxLength: Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 4, pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
});

export const SendOptions = Type.Object({
  templateId: Type.Optional(Id),
  sms: Type.Boolean(),
  email: Type.Boolean(),
  subject: Type.Optional(Text(TEMPLATE_LIMITS.subjectMax + 50)),
  content: Type.Optional(Text(TEMPLATE_LIMITS.contentMax + 100)),
  smsSenderName: Type.Optional(Text(50)),
  fromEmail: Type.Optional(Text(EMAIL_MAX_LENGTH + 10)),
  rightToLeft: Type.Optional(Type.Boolean()),
  language: Type.Optional(OneOf(LANGUAGES)),
});

/** C272: at most this many orders in one send. */
export const SEND_MAX_ORDERS = 1000;

// The orders list's search (001 §3 Order search filter) without its sorting and paging.
const { orderBy: _orderBy, asc: _asc, pageIndex: _pageIndex, pageSize: _pageSize, ...orderSearchFields } = SearchBody.properties;

/**
 * C272's filter: the orders by id, or by the orders list's search (its fields), or both (the ids
 * among the search's results). Without a status, cancelled orders are left out.
 */
export const SendFilter = Type.Object({ orderIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: SEND_MAX_ORDERS })), ...orderSearchFields });

export const SendToOrdersBody = Type.Object({
  filter: SendFilter,
  options: SendOptions,
  confirmed: Type.Optional(Type.Boolean()),
});

export const SendToSlotBody = Type.Object({ slotId: Id, productId: Id, slotStartDate: LocalDate, options: SendOptions, confirmed: Type.Optional(Type.Boolean()) });

/** C273: CRM customers named by id and/or found by the customers list's keyword (at most SEND_MAX_ORDERS). */
export const SendToCrmCustomersBody = Type.Object({
  filter: Type.Object({ customerIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: SEND_MAX_ORDERS })), keyword: Type.Optional(Text(100)) }),
  options: SendOptions,
  confirmed: Type.Optional(Type.Boolean()),
});
/** C274: the customers of the leads named by id and/or found by the leads' search, each once. */
export const SendToCrmLeadsBody = Type.Object({
  filter: Type.Object({
    leadIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: SEND_MAX_ORDERS })),
    status: Type.Optional(OneOf(LEAD_STATUSES)),
    active: Type.Optional(Type.Boolean()),
    leadTypeId: Type.Optional(Id),
    keyword: Type.Optional(Text(100)),
  }),
  options: SendOptions,
  confirmed: Type.Optional(Type.Boolean()),
});

/** What a send did: `orders` for a send to orders, `customers` for one to CRM customers (C273, C274). */
export const SendResult = Type.Object({ batchId: Type.String(), orders: Type.Integer(), customers: Type.Optional(Type.Integer()), sms: Type.Integer(), email: Type.Integer(), withoutAddress: Type.Integer() });

const HistoryFilterFields = {
  keywords: Type.Optional(Text(100)),
  messageText: Type.Optional(Text(200)),
  fromDate: Type.Optional(LocalDate),
  toDate: Type.Optional(LocalDate),
  orderId: Type.Optional(Id),
  status: Type.Optional(OneOf(['Initial', 'InProgress', 'Done', 'Fail'] as const)),
  pageIndex: Type.Optional(PageIndex),
};
export const SmsHistoryBody = Type.Object({ ...HistoryFilterFields, senderName: Type.Optional(Text(50)) });
export const EmailHistoryBody = Type.Object({ ...HistoryFilterFields, fromEmail: Type.Optional(Text(EMAIL_MAX_LENGTH)), subject: Type.Optional(Text(200)) });

export const HistoryItem = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  sentAt: OrNull(Type.String()),
  status: Type.String(),
  source: Type.String(),
  kind: Type.String(),
  orderId: OrNull(Type.Integer()),
  orderNumber: OrNull(Type.Integer()),
  toAddress: Type.String(),
  toName: OrNull(Type.String()),
  sender: OrNull(Type.String()),
  subject: Type.String(),
  message: Type.String(),
  attempts: Type.Integer(),
  error: OrNull(Type.String()),
  batchId: OrNull(Type.String()),
});
export const HistoryPage = Type.Object({ items: Type.Array(HistoryItem), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });
export const SmsUsage = Type.Array(Type.Object({ month: Type.String(), sent: Type.Integer(), failed: Type.Integer(), pending: Type.Integer() }));

export const ResumeBody = Type.Object({ queueId: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }) });

export const ETicketParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }) });
export const ETicketQuery = Type.Object({ language: Type.Optional(OneOf(LANGUAGES)) });
export const ETicket = Type.Object({
  orderNumber: Type.Integer(),
  status: Type.String(),
  businessName: Type.String(),
  language: Type.String(),
  tickets: Type.Array(
    Type.Object({
      code: Type.String(),
      ticketNo: Type.Integer(),
      productName: Type.String(),
      customerTypeName: Type.String(),
      date: Type.String(),
      startTime: OrNull(Type.String()),
      quantity: Type.Integer(),
      qrSvg: Type.String(),
    }),
  ),
});

export const SendTicketBody = Type.Object({ orderId: Id, language: Type.Optional(OneOf(LANGUAGES)) });

export const SendTicketResult = Type.Object({ email: Type.Boolean(), sms: Type.Boolean() });
export const ResumeResult = Type.Object({ resumed: Type.Integer() });

/** C087, R-PROD-13: a product's automatic order notification (a template sent before or after the slot time). */
export const AUTO_INTERVAL_TYPES = ['before', 'after'] as const;
export const AutoRule = Type.Object({ intervalMinutes: Int(0, 60 * 24 * 30), intervalType: OneOf(AUTO_INTERVAL_TYPES), messageTemplateId: Id });
export const AutoNotificationsBody = Type.Object({ productId: Id, messages: Type.Array(AutoRule, { maxItems: 20 }) });
export const AutoNotification = Type.Object({ id: Type.Integer(), intervalMinutes: Type.Integer(), intervalType: Type.String(), messageTemplateId: Type.Integer() });
