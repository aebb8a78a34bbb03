import { Type, type Static } from 'typebox';
import { Id, Int, OneOf, OrNull, Text } from './primitives';

/**
 * The CRM conversation (spec 002 §7.13 Messages, Timing messages; C302-C307, C311, C312): messages
 * to and from a CRM customer, read forward by default (R-CRM-9), timed messages sent later.
 */

/** How a CRM message goes: R-CRM-10's history types that are messages. */
export const CRM_MESSAGE_TYPES = ['Sms', 'Email'] as const;
export type CrmMessageType = (typeof CRM_MESSAGE_TYPES)[number];
export const CRM_MESSAGE_STATUSES = ['Sent', 'Scheduled', 'Cancelled'] as const;
/** The files of one message (C302) and the longest text. */
export const CRM_MESSAGE_MAX_FILES = 3;
export const CRM_MESSAGE_MAX_LENGTH = 2000;

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant' });
const MessageText = Type.String({ minLength: 1, maxLength: CRM_MESSAGE_MAX_LENGTH, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' });

/** C302's form fields (multipart/form-data; the files are the parts named `attachments`). */
export const CrmMessageFields = Type.Object({
  message: MessageText,
  crmCustomerId: Type.String({ pattern: '^[1-9]\\d{0,9}$' }),
  crmCustomerLeadId: Type.Optional(Type.String({ pattern: '^([1-9]\\d{0,9})?$' })),
  quickReplyId: Type.Optional(Type.String({ pattern: '^([1-9]\\d{0,9})?$' })),
  type: OneOf(CRM_MESSAGE_TYPES),
  subject: Type.Optional(Text(200)),
});

export const CrmMessageFile = Type.Object({ id: Id, name: Type.String(), contentType: Type.String(), byteSize: Type.Integer() });

export const CrmMessage = Type.Object({
  id: Id,
  crmCustomerId: Id,
  crmCustomerLeadId: OrNull(Id),
  direction: OneOf(['out', 'in'] as const),
  type: OneOf(CRM_MESSAGE_TYPES),
  subject: Type.String(),
  text: Type.String(),
  quickReplyId: OrNull(Id),
  status: OneOf(CRM_MESSAGE_STATUSES),
  /** The outbox's delivery status (R-MSG-7) of a sent message: Initial, InProgress, Done, Fail. */
  deliveryStatus: OrNull(Type.String()),
  sendAt: OrNull(Type.String()),
  sentAt: OrNull(Type.String()),
  read: Type.Boolean(),
  userName: Type.String(),
  createdAt: Type.String(),
  attachments: Type.Array(CrmMessageFile),
});
export type CrmMessage = Static<typeof CrmMessage>;

const Direction = OneOf(['forward', 'backward'] as const);
/** C303: forward (ids after fromId, oldest first) by default (R-CRM-9); backward reads older ones before fromId. */
export const CrmMessagesQuery = Type.Object({
  crmCustomerId: Id,
  type: Type.Optional(OneOf(CRM_MESSAGE_TYPES)),
  fromId: Type.Optional(Int(0)),
  direction: Type.Optional(Direction),
  pageSize: Type.Optional(Int(1, 100)),
});
/** C305 */
export const LeadMessagesQuery = Type.Object({
  crmCustomerLeadId: Id,
  type: Type.Optional(OneOf(CRM_MESSAGE_TYPES)),
  fromId: Type.Optional(Int(0)),
  direction: Type.Optional(Direction),
  pageSize: Type.Optional(Int(1, 100)),
});
/** A page and the id to read on from (null: nothing more that way); `unread` counts the customer's unread messages. */
export const CrmMessagePage = Type.Object({ items: Type.Array(CrmMessage), nextFromId: OrNull(Type.Integer()), unread: Type.Integer() });

/** C304, C306: the customer's messages up to `upToId` (all, without it) marked read. */
export const CrmMarkReadBody = Type.Object({ crmCustomerId: Id, upToId: Type.Optional(Id) });
export const LeadMarkReadBody = Type.Object({ crmCustomerLeadId: Id, upToId: Type.Optional(Id) });
export const MarkedRead = Type.Object({ marked: Type.Integer() });

/** C311: a message sent at `sendAt` (in the future); with `id`, a scheduled one changed. */
export const TimingMessageBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  crmCustomerId: Id,
  crmCustomerLeadId: Type.Optional(OrNull(Id)),
  quickReplyId: Type.Optional(OrNull(Id)),
  type: OneOf(CRM_MESSAGE_TYPES),
  subject: Type.Optional(Text(200)),
  message: MessageText,
  sendAt: Instant,
});
