import { Type, type Static } from 'typebox';
import { Id, Int, LocalDate, Money, OneOf, OrNull, Text } from './primitives';

/** TypeBox schemas of the CRM calls (spec 002 §7.13, C290-C339; 001 §3 CRM customer, CRM lead, Reminder). */

/** R-CRM-2 (001 §9): a lead's status. */
export const LEAD_STATUSES = ['New', 'InProgress', 'Done', 'NotActive'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** R-CRM-10 (001 §9): what a history entry is about. */
export const HISTORY_TYPES = ['Sms', 'Email', 'WhatsApp', 'Lead', 'Quote', 'Order'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** R-CRM-4 (001 §9 Limits): snooze presets in minutes; "custom" is minutes, hours or days. */
export const SNOOZE_PRESET_MINUTES = [5, 60, 1440] as const;
export const SNOOZE_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
/** The longest snooze: a year. */
export const MAX_SNOOZE_MINUTES = 525_600;

/** The lists of C318-C329 (fields id, active, name); lead types are the employees' lead types. */
export const CRM_LISTS = ['activity-types', 'activity-locations', 'lead-types', 'lead-sources'] as const;
export type CrmList = (typeof CRM_LISTS)[number];

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant' });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' });

// Customers (C290-C296).
export const CrmCustomerBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  firstName: Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }),
  lastName: Type.Optional(Text(50)),
  birthdate: Type.Optional(OrNull(LocalDate)),
  businessClientId: Type.Optional(OrNull(Id)),
  email: Type.Optional(Text(200)),
  mobile: Type.Optional(Text(30)),
  remarks: Type.Optional(Text(1000)),
  subscribe: Type.Optional(Type.Boolean()),
});
export type CrmCustomerInput = Static<typeof CrmCustomerBody>;

export const CrmCustomer = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  birthdate: OrNull(LocalDate),
  businessClientId: OrNull(Id),
  email: Type.String(),
  mobile: Type.String(),
  remarks: Type.String(),
  subscribe: Type.Boolean(),
  creationDate: Type.String(),
  lastOrderDate: OrNull(Type.String()),
  ordersQty: Type.Integer(),
  leadsQty: Type.Integer(),
  /** What the customer's orders (not cancelled) came to, in minor units of the provider's currency. */
  customerValue: Money,
});
export type CrmCustomerView = Static<typeof CrmCustomer>;

export const CrmCustomerFilter = Type.Object({
  keyword: Type.Optional(Text(100)),
  pageIndex: Type.Optional(Int(0, 100_000)),
  pageSize: Type.Optional(Int(1, 100)),
});
export const CrmCustomerPage = Type.Object({ items: Type.Array(CrmCustomer), totalCount: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });

export const CrmCustomerShort = Type.Object({ id: Id, firstName: Type.String(), lastName: Type.String(), fullName: Type.String(), mobile: Type.String(), email: Type.String() });
export type CrmCustomerShortView = Static<typeof CrmCustomerShort>;

export const CrmIdQuery = Type.Object({ id: Id });
export const KeywordQuery = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 100 }) });
export const CrmCustomerIdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });

// Leads (C332-C336).
export const LeadFields = {
  leadSourceId: Type.Optional(OrNull(Id)),
  leadTypeId: Type.Optional(OrNull(Id)),
  description: Type.Optional(Text(1000)),
  remarks: Type.Optional(Text(1000)),
  numberOfGuests: Type.Optional(OrNull(Int(0, 100_000))),
};
export const LeadBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  crmCustomerId: Id,
  ...LeadFields,
  status: Type.Optional(OneOf(LEAD_STATUSES)),
  active: Type.Optional(Type.Boolean()),
});
export type LeadInput = Static<typeof LeadBody>;

export const Lead = Type.Object({
  id: Id,
  crmCustomerId: Id,
  customerName: Type.String(),
  customerMobile: Type.String(),
  leadSourceId: OrNull(Id),
  leadTypeId: OrNull(Id),
  description: Type.String(),
  remarks: Type.String(),
  numberOfGuests: OrNull(Type.Integer()),
  active: Type.Boolean(),
  status: OneOf(LEAD_STATUSES),
  creationDate: Type.String(),
  quotesQty: Type.Integer(),
});
export type LeadView = Static<typeof Lead>;

export const LeadFilter = Type.Object({
  status: Type.Optional(OneOf(LEAD_STATUSES)),
  active: Type.Optional(Type.Boolean()),
  leadTypeId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  pageIndex: Type.Optional(Int(0, 100_000)),
  pageSize: Type.Optional(Int(1, 200)),
});
export const LeadPage = Type.Object({ items: Type.Array(Lead), totalCount: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });

/** C335: a lead for an existing customer (crmCustomer.id) or for a new one. */
export const CreateLeadBody = Type.Object({ crmCustomer: CrmCustomerBody, crmCustomerLead: Type.Object(LeadFields) });
export const CreatedLead = Type.Object({ crmCustomerId: Id, crmCustomerLeadId: Id });

// Reminders (C297-C301).
export const ReminderBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  crmCustomerId: Id,
  crmCustomerLeadId: Type.Optional(OrNull(Id)),
  /** R-CRM-3: in the future. */
  alertDateTime: Instant,
  text: Type.Optional(Text(500)),
});
export const Reminder = Type.Object({
  id: Id,
  crmCustomerId: Id,
  crmCustomerLeadId: OrNull(Id),
  customerName: Type.String(),
  alertDateTime: Type.String(),
  text: Type.String(),
  active: Type.Boolean(),
});
export type ReminderView = Static<typeof Reminder>;
export const SnoozeBody = Type.Object({ crmCustomerId: Id, reminderId: Id, snoozeMinutes: Int(1, MAX_SNOOZE_MINUTES) });
export const DismissAllBody = Type.Object({ reminderIds: Type.Array(Id, { minItems: 1, maxItems: 500 }) });
export const RelativeIntervalQuery = Type.Object({ alertDateTime: Instant });
/** How far the alert is from now, in the largest whole unit; negative in the past. */
export const RelativeInterval = Type.Object({ amount: Type.Integer(), unit: OneOf(['minutes', 'hours', 'days'] as const) });

// Activities (C330, C331).
export const ActivityBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  crmCustomerId: Id,
  crmCustomerLeadId: Type.Optional(OrNull(Id)),
  activityTypeId: Id,
  activityLocationId: Type.Optional(OrNull(Id)),
  activityDateTime: Instant,
  description: Type.Optional(Text(1000)),
});
export const Activity = Type.Object({
  id: Id,
  crmCustomerId: Id,
  crmCustomerLeadId: OrNull(Id),
  activityTypeId: Id,
  activityTypeName: Type.String(),
  activityLocationId: OrNull(Id),
  activityLocationName: OrNull(Type.String()),
  activityDateTime: Type.String(),
  description: Type.String(),
});
export type ActivityView = Static<typeof Activity>;

// Reference lists (C318-C329).
export const ListItem = Type.Object({ id: Id, active: Type.Boolean(), name: Type.String() });
export type ListItemView = Static<typeof ListItem>;
export const ListItemBody = Type.Object({ id: Type.Optional(OrNull(Id)), name: Name, active: Type.Optional(Type.Boolean()) });
export const ListParams = Type.Object({ list: OneOf(CRM_LISTS) });
export const ListItemParams = Type.Object({ list: OneOf(CRM_LISTS), id: Id });
/** R-CRM-6: an item in use is made not active instead of deleted. */
export const ListItemDeleted = Type.Object({ deleted: Type.Boolean(), deactivated: Type.Boolean() });

// Quick replies (C308-C310).
export const QuickReplyBody = Type.Object({ id: Type.Optional(OrNull(Id)), leadTypeId: Id, text: Type.String({ minLength: 1, maxLength: 1000, pattern: '^[^\\u0000]*$' }) });
export const QuickReply = Type.Object({ id: Id, leadTypeId: Id, text: Type.String() });

// History lists (C313-C317), paged by the last item's id (R-CRM-9).
export const HistoryQuery = Type.Object({ crmCustomerId: Id, lastId: Type.Optional(Id), pageSize: Type.Optional(Int(1, 100)) });
export const LeadHistoryQuery = Type.Object({ crmCustomerLeadId: Id, lastId: Type.Optional(Id), pageSize: Type.Optional(Int(1, 100)) });
/** `event` is a code the back office translates: created, sent, accepted. */
export const HistoryEntry = Type.Object({ id: Id, type: OneOf(HISTORY_TYPES), event: Type.String(), entityId: OrNull(Type.Integer()), createdAt: Type.String() });
export const CustomerOrder = Type.Object({ id: Id, orderNumber: Type.Integer(), status: Type.String(), totalToPay: Money, currencyId: Type.Integer(), createDate: Type.String() });
/** A page of a history list: `lastId` asks for the next page, null when there is none. */
export const HistoryPage = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ items: Type.Array(item), lastId: OrNull(Type.Integer()) });
