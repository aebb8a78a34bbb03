/** The platform's own back office (platform staff, not a provider permission): 000 §2 "Back office". */
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email';
import { Int, LocalDate, Nullable, OneOf, OrNull, Text } from './primitives';
import { REGISTRATION_STATUSES } from './registration';

/**
 * R-PERM-19: the platform's rights. providers.view / .edit / .create are the spec's "view, edit and
 * create providers (back office)"; the others open the platform's other screens.
 */
export const PLATFORM_RIGHTS = ['providers.view', 'providers.edit', 'providers.create', 'registrations', 'promos', 'agencies', 'staff'] as const;
export type PlatformRight = (typeof PLATFORM_RIGHTS)[number];

/** R-CLIENT-27: seed 000's codes (seed 001 labels them new, QA ok, QA failed). */
export const OPERATION_STATUSES = ['NEW', 'QA OK', 'QA ERR'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const PlatformMe = Type.Object({ staff: Type.Boolean(), rights: Type.Array(OneOf(PLATFORM_RIGHTS)) });

export const RegistrationItem = Type.Object({
  providerId: Type.Integer(),
  companyName: Type.String(),
  companyId: Nullable(Type.String()),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  username: Type.String(),
  status: OneOf(REGISTRATION_STATUSES),
  termsVersion: Type.String(),
  createdAt: Type.String(),
  emailConfirmedAt: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
});
export type RegistrationItemView = Static<typeof RegistrationItem>;
export const RegistrationsQuery = Type.Object({ status: Type.Optional(OneOf(REGISTRATION_STATUSES)) });
export const RejectBody = Type.Object({ reason: Text(500) });

export const AgreedTermsBody = Type.Object({
  commissionBp: Type.Optional(Int(0, 10_000)),
  freeOrderFeePerTicket: Type.Optional(Int()),
  providerCancellationFeeBp: Type.Optional(Int(0, 10_000)),
  monthlyUsageFee: Type.Optional(Int()),
});

export const ProviderTermsView = Type.Object({
  commissionBp: Type.Integer(),
  freeOrderFeePerTicket: Type.Integer(),
  providerCancellationFeeBp: Type.Integer(),
  refundWithinDays: Type.Integer(),
  minParticipantsCancellationHours: Type.Integer(),
  payoutDays: Type.Array(Type.Integer()),
  shortfallRepaymentDays: Type.Integer(),
  monthlyUsageFee: Type.Integer(),
  newFeeNoticeDays: Type.Integer(),
  feeChangeNoticeDays: Type.Integer(),
  terminationNoticeDays: Type.Integer(),
});

export const PlatformProvider = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  companyId: Nullable(Type.String()),
  email: Nullable(Type.String()),
  active: Type.Boolean(),
  registrationStatus: Nullable(OneOf(REGISTRATION_STATUSES)),
  crmModuleActive: Type.Boolean(),
  operationStatus: OneOf(OPERATION_STATUSES),
  agreedTerms: AgreedTermsBody,
});
export type PlatformProviderView = Static<typeof PlatformProvider>;

/** R-SET-8: activating or deactivating asks first (422 confirm-provider-active; send again with confirmed). */
export const ProviderActiveBody = Type.Object({ active: Type.Boolean(), confirmed: Type.Optional(Type.Boolean()) });
export const CrmModuleBody = Type.Object({ active: Type.Boolean() });
export const OperationStatusBody = Type.Object({ status: OneOf(OPERATION_STATUSES) });

/** R-PERM-19: the platform creates a provider itself (providers.create), approved at once. */
export const CreateProviderBody = Type.Object({
  companyName: Text(200),
  companyId: Text(30),
  email: Text(EMAIL_MAX_LENGTH),
  mobile: Text(30),
  username: Text(100),
  password: Text(200),
});

/** A calendar month, YYYY-MM: the settlement's period (the server's query and the pages' check). */
export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
export const isMonth = (value: string): boolean => new RegExp(MONTH_PATTERN).test(value);
export const MonthQuery = Type.Object({ month: Type.String({ pattern: MONTH_PATTERN }) });

export const SettlementLine = Type.Object({
  orderNumber: Type.Integer(),
  date: Type.String(),
  state: OneOf(['confirmed', 'cancelled-by-customer', 'cancelled-by-provider'] as const),
  free: Type.Boolean(),
  tickets: Type.Integer(),
  sold: Type.Integer(),
  cancelled: Type.Integer(),
  refunded: Type.Integer(),
  freeOrderFee: Type.Integer(),
  cancellationFee: Type.Integer(),
});

export const SettlementTotals = Type.Object({
  orders: Type.Integer(),
  cancelledOrders: Type.Integer(),
  freeOrders: Type.Integer(),
  tickets: Type.Integer(),
  sales: Type.Integer(),
  cancellations: Type.Integer(),
  refunds: Type.Integer(),
  netSales: Type.Integer(),
  commission: Type.Integer(),
  freeOrderFees: Type.Integer(),
  cancellationFees: Type.Integer(),
  charges: Type.Integer(),
  vatOnCharges: Type.Integer(),
  due: Type.Integer(),
  shortfall: Type.Integer(),
});

export const Settlement = Type.Object({
  providerId: Type.Integer(),
  providerName: Type.String(),
  month: Type.String(),
  currencyId: Type.Integer(),
  vatRateBp: Type.Integer(),
  terms: ProviderTermsView,
  lines: Type.Array(SettlementLine),
  totals: SettlementTotals,
  /** R-TERMS-7: the payout day, or null with the reason (no payment request, no bank details). */
  payoutDate: Nullable(Type.String()),
  payoutBlockedBy: Type.Array(OneOf(['payment-request', 'bank-details'] as const)),
  paymentRequestedOn: Nullable(Type.String()),
  /** R-TERMS-8: when a shortfall is asked for on the statement's day, the last day to pay it back. */
  shortfallDueBy: Nullable(Type.String()),
});
export type SettlementView = Static<typeof Settlement>;

/** R-TERMS-3: the platform marks an order the provider cancelled for a fault or too few participants. */
export const ProviderCancellationBody = Type.Object({ orderId: Int(1), reason: OneOf(['facility-fault', 'too-few-participants'] as const) });

export const StaffMember = Type.Object({ userId: Type.Integer(), username: Type.String(), rights: Type.Array(OneOf(PLATFORM_RIGHTS)) });
export const StaffRightsBody = Type.Object({ rights: Type.Array(OneOf(PLATFORM_RIGHTS), { maxItems: PLATFORM_RIGHTS.length, uniqueItems: true }) });

/** R-FILE-7: banners are best at 1280x250 and 350x220 on mobile. */
export const BANNER_SIZE = { desktop: { width: 1280, height: 250 }, mobile: { width: 350, height: 220 } } as const;
export const BANNER_MAX_LENGTH = 2_400_000;

export const PromoBody = Type.Object({
  id: Type.Optional(Int(1)),
  title: Text(200),
  providerId: Type.Optional(OrNull(Int(1))),
  productTypeId: Type.Optional(OrNull(Int(1))),
  regionId: Type.Optional(OrNull(Int(1))),
  price: Type.Optional(OrNull(Int())),
  fromDate: LocalDate,
  toDate: LocalDate,
  desktopImage: Text(BANNER_MAX_LENGTH),
  mobileImage: Type.Optional(OrNull(Text(BANNER_MAX_LENGTH))),
  active: Type.Optional(Type.Boolean()),
  /** Saves a picture that is not the best size (the 422 banner-size warning answered). */
  confirmed: Type.Optional(Type.Boolean()),
});

export const Promo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  providerId: Nullable(Type.Integer()),
  productTypeId: Nullable(Type.Integer()),
  regionId: Nullable(Type.Integer()),
  price: Nullable(Type.Integer()),
  fromDate: Type.String(),
  toDate: Type.String(),
  desktopWidth: Type.Integer(),
  desktopHeight: Type.Integer(),
  mobileWidth: Nullable(Type.Integer()),
  mobileHeight: Nullable(Type.Integer()),
  active: Type.Boolean(),
});
export type PromoView = Static<typeof Promo>;

/** A modal alert as platform staff write it (init's modal alerts; C009 closes one for a user). */
export const ModalAlertBody = Type.Object({
  title: Text(200),
  body: Text(2000),
  /** Null or absent: every provider. */
  providerId: Type.Optional(OrNull(Int(1))),
  fromDate: LocalDate,
  toDate: LocalDate,
});
export const ModalAlert = Type.Object({
  id: Type.Integer(),
  providerId: Nullable(Type.Integer()),
  providerName: Nullable(Type.String()),
  title: Type.String(),
  body: Type.String(),
  fromDate: Type.String(),
  toDate: Type.String(),
  /** How many users closed it. */
  dismissed: Type.Integer(),
});
export type ModalAlertView = Static<typeof ModalAlert>;

export const Agency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  website: Nullable(Type.String()),
  description: Nullable(Type.String()),
  status: OneOf(['awaiting-access', 'active', 'inactive'] as const),
  registeredAt: Type.String(),
  accessDueOn: Type.String(),
  accessSentAt: Nullable(Type.String()),
  /** R-USER-11: access not sent and the third business day has passed. */
  overdue: Type.Boolean(),
  agents: Type.Array(Type.Object({ id: Type.Integer(), fullName: Type.String(), email: Type.String(), mobile: Type.String() })),
});
export type AgencyView = Static<typeof Agency>;
export const AgentBody = Type.Object({ fullName: Text(200), email: Text(EMAIL_MAX_LENGTH), mobile: Text(30) });

/** C215 index-statistics. */
export const IndexStatistics = Type.Object({
  activeAgencies: Type.Integer(),
  awaitingAccess: Type.Integer(),
  overdueAccess: Type.Integer(),
  agents: Type.Integer(),
  registeredThisMonth: Type.Integer(),
});

/** R-SET-3: at most 15 digital-contract extra fields. */
export const CONTRACT_EXTRA_FIELDS_MAX = 15;
export const ContractExtraField = Type.Object({ label: Text(200), required: Type.Boolean() });
export const ContractExtraFieldsBody = Type.Object({ fields: Type.Array(ContractExtraField, { maxItems: 100 }) });

/** R-PROD-10: a product as the public site lists it. */
export const PublicProduct = Type.Object({ id: Type.Integer(), providerId: Type.Integer(), name: Type.String() });
