/**
 * The provider's accounting settings (C163/C164 provider/accounting-info) and the back office's
 * card payment page (C188 pelecard/init): the API contract of both.
 */
import { Type, type Static } from 'typebox';
import { ALLOCATION_THRESHOLDS, TAX_STATUSES } from '../accounting/israel-invoice';
import { CARD_RESULTS } from '../payments/card-codes';
import { OFFICE_NUMBERED_TYPES } from '../documents/document-types';
import { Int, Nullable, OneOf, OrNull, Text } from './primitives';

/** R-SET-6: the external accounting systems a provider exports to. */
export const ACCOUNTING_SYSTEMS = ['Hashavshevet', 'Eshkol'] as const;
export type AccountingSystem = (typeof ACCOUNTING_SYSTEMS)[number];

/**
 * The document types numbered per provider (R-INV-3): each needs its starting number set here
 * before a document of the type can be created.
 */
export const NUMBERED_DOCUMENT_TYPES = OFFICE_NUMBERED_TYPES;
export type NumberedDocumentType = (typeof NUMBERED_DOCUMENT_TYPES)[number];

/** The largest starting number one may set (room for a long numbering in an int4 column). */
/** The width of an account key in Hashavshevet's journal import (MOVEIN: debit and credit accounts, 15 characters). */
export const LEDGER_ACCOUNT_LENGTH = 15;
export const LEDGER_ACCOUNT_KINDS = ['customers', 'income', 'vat', 'receipts'] as const;
export const MAX_START_NUMBER = 1_000_000_000;

const Numbering = Type.Object({
  docType: OneOf(NUMBERED_DOCUMENT_TYPES),
  /** The first number of the type; null while not set (R-INV-3: no document of the type yet). */
  startNumber: OrNull(Type.Integer()),
  /** The last number used so far; null when none. */
  lastUsed: OrNull(Type.Integer()),
  /** A number was used: the start cannot change any more. */
  locked: Type.Boolean(),
});
export type Numbering = Static<typeof Numbering>;

const Threshold = Type.Object({ effectiveFrom: Type.String(), amountBeforeVat: Type.Integer() });

export const AccountingInfo = Type.Object({
  /** The business name printed on documents (the provider's name for invoices). */
  businessName: Type.String(),
  /** VAT or company number (ח.פ / ע.מ). */
  vatNumber: Type.String(),
  taxStatus: OneOf(TAX_STATUSES),
  address: Type.String(),
  externalSystem: OrNull(OneOf(ACCOUNTING_SYSTEMS)),
  externalSystemCode: Type.String(),
  /** The journal import's ledger accounts (Hashavshevet MOVEIN, docs/decisions/hashavshevet-import.md); '' when not set. */
  ledgerAccounts: Type.Object({ customers: Type.String(), income: Type.String(), vat: Type.String(), receipts: Type.String() }),
  numbering: Type.Array(Numbering),
  /** The allocation service's client id; the secret is never answered, only whether one is set. */
  allocationClientId: Type.String(),
  hasAllocationSecret: Type.Boolean(),
  /** The Israel Invoice thresholds by date (minor units before VAT), and the one in force today. */
  allocationThresholds: Type.Array(Threshold),
  allocationThresholdToday: OrNull(Threshold),
});
export type AccountingInfo = Static<typeof AccountingInfo>;

/**
 * POST provider/accounting-info: a field left out keeps its stored value. A starting number is set
 * once per type (a type whose numbers are in use keeps its numbering). An empty or missing secret
 * keeps the stored one; `clearAllocationSecret` removes it.
 */
export const AccountingInfoInput = Type.Object({
  businessName: Type.Optional(Text(200)),
  vatNumber: Type.Optional(Type.String({ maxLength: 9, pattern: '^(\\d{9})?$' })),
  taxStatus: Type.Optional(OneOf(TAX_STATUSES)),
  address: Type.Optional(Text(500)),
  externalSystem: Type.Optional(Nullable(OneOf(ACCOUNTING_SYSTEMS))),
  externalSystemCode: Type.Optional(Text(50)),
  /** A ledger account key as the journal import reads it: up to 15 characters (MOVEIN's account fields); '' clears it. */
  ledgerAccounts: Type.Optional(
    Type.Object(
      { customers: Type.Optional(Text(LEDGER_ACCOUNT_LENGTH)), income: Type.Optional(Text(LEDGER_ACCOUNT_LENGTH)), vat: Type.Optional(Text(LEDGER_ACCOUNT_LENGTH)), receipts: Type.Optional(Text(LEDGER_ACCOUNT_LENGTH)) },
      { additionalProperties: false },
    ),
  ),
  numbering: Type.Optional(Type.Array(Type.Object({ docType: OneOf(NUMBERED_DOCUMENT_TYPES), startNumber: Int(1, MAX_START_NUMBER) }), { maxItems: NUMBERED_DOCUMENT_TYPES.length })),
  allocationClientId: Type.Optional(Text(200)),
  allocationSecret: Type.Optional(Text(500)),
  clearAllocationSecret: Type.Optional(Type.Boolean()),
});
export type AccountingInfoInput = Static<typeof AccountingInfoInput>;

/** The thresholds as the settings answer them (the shared table). */
export const allocationThresholds = () => ALLOCATION_THRESHOLDS.map((t) => ({ ...t }));

/** Pelecard's card payment types: a regular charge, installments, credit (spec 001 §3 Payments). */
export const CREDIT_CARD_PAYMENT_TYPES = { Regular: 1, Installments: 2, Credit: 3 } as const;
export const MAX_CARD_INSTALLMENTS = 36;

/** C188 GET pelecard/init. */
export const PelecardInitQuery = Type.Object({
  /** Minor units. */
  amount: Int(1, 100_000_000),
  currencyId: Int(1, 1000),
  creditCardPaymentType: Type.Integer({ minimum: 1, maximum: 3 }),
  payments: Int(1, MAX_CARD_INSTALLMENTS),
});
export type PelecardInitQuery = Static<typeof PelecardInitQuery>;

export const PelecardInit = Type.Object({
  /** The payment page to open (Pelecard's iframe or redirect). */
  url: Type.String(),
  transactionId: Type.String(),
});
export type PelecardInit = Static<typeof PelecardInit>;

export const PelecardResultQuery = Type.Object({ transactionId: Type.String({ minLength: 1, maxLength: 100 }) });

/** The end of a card payment (R-RCPT-10), its clearing code and message (R-RCPT-12, R-RCPT-13) and card brand bit (R-RCPT-11). */
export const PelecardResult = Type.Object({
  transactionId: Type.String(),
  result: OneOf(CARD_RESULTS),
  clearingCode: OrNull(Type.String()),
  /** The message code (i18n key of serverErrors.card.*) of the clearing code. */
  messageCode: OrNull(Type.String()),
  message: OrNull(Type.String()),
  brand: OrNull(Type.Integer()),
  brandName: OrNull(Type.String()),
  last4: OrNull(Type.String()),
  approvalCode: OrNull(Type.String()),
  amount: Type.Integer(),
  currencyId: Type.Integer(),
  payments: Type.Integer(),
});
export type PelecardResult = Static<typeof PelecardResult>;

/** An invoice's Israel Invoice allocation request (GET document/allocation). */
export const DocumentAllocation = Type.Object({
  documentId: Type.Integer(),
  /** requested (the document waits InProgress), allocated (Done) or refused (Fail). */
  status: OneOf(['requested', 'allocated', 'refused'] as const),
  allocationNumber: OrNull(Type.String()),
  refusalCode: OrNull(Type.String()),
  refusalMessage: OrNull(Type.String()),
  attempts: Type.Integer(),
  /** The last outage while it waits (network, time-out, 5xx), if any. */
  lastError: OrNull(Type.String()),
});
export type DocumentAllocation = Static<typeof DocumentAllocation>;

export const DocumentAllocationQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const DocumentAllocationRetry = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
