/**
 * The /sync wire protocol between a paired station and the server (docs/decisions/sync-protocol.md).
 * Every /sync call carries `Authorization: Bearer <station token>`; answers are `{ data }` like /api.
 */
import type { Change, DocType, StreamName } from './streams';
import type { LeadCustomer as OrderLeadCustomer } from '../orders/lead-customer';
import type { OrderLine } from '../orders/order-line';

export const SYNC_PROTOCOL_VERSION = 1;

/** POST /sync/pair: the one-time code made in the back office, for the device's GUID. */
export interface PairRequest {
  code: string;
  deviceId: string;
  /** The station's cashier identifier as set in the back office; it must match (R-CASH-5 "cashier identifier incorrect"). */
  cashierIdentifier: string;
}

export interface PairResponse {
  token: string;
  stationId: number;
  providerId: number;
  name: string;
  number: number;
}

/** POST /sync/pull. */
export interface PullRequest {
  /** The last seq applied per stream; absent or 0: from the start. */
  checkpoints: Partial<Record<StreamName, number>>;
  /** Most changes in the answer (all streams together). */
  limit?: number;
  /** Only these streams (all when absent): a login refreshes the cashiers without the calendar. */
  streams?: StreamName[];
  /** Count what waits beyond this answer (a station asks on the first page of a round, for its progress bar). */
  countRemaining?: boolean;
  /** What the station has left of its number blocks, so the server can hand it a new block in time. */
  numbers?: Partial<Record<DocType, { lastUsed: number | null }>>;
  /** Operations waiting in the station's outbox (issue 18: the back office shows each station's unsynced count). */
  outboxSize?: number;
  /** The station's time between full sync rounds (issue 18: the back office counts it online within twice that). */
  syncIntervalMs?: number;
}

export interface StreamPage<S extends StreamName = StreamName> {
  stream: S;
  changes: Change<S>[];
  /** Apply the changes, then store this as the stream's checkpoint, in one transaction. */
  checkpoint: number;
}

export interface PullResponse {
  pages: StreamPage[];
  /** More changes wait: pull again at once. */
  more: boolean;
  /** Changes still waiting after this answer, when countRemaining was asked (a progress bar on a first sync). */
  remaining: number | null;
  serverTime: string;
}

/** Payment method codes (R-RCPT-9). */
export const PaymentMethod = { Cash: 1, Check: 2, CreditCard: 4, BankTransfer: 8 } as const;
export type PaymentMethodCode = (typeof PaymentMethod)[keyof typeof PaymentMethod];

export interface CashDetails {
  tendered: number;
  change: number;
}
export interface CardDetails {
  last4: string;
  installments: number;
  approvalCode: string;
  /** The card company's answer code (000 approved, spec 002 §8.7). */
  resultCode: string;
  holderId?: string;
  brand?: string;
  transactionId: string;
}
export interface CheckDetails {
  bank: string;
  branch: string;
  account: string;
  number: string;
  valueDate: string;
  owner?: string;
}
export interface BankTransferDetails {
  bank: string;
  branch: string;
  account: string;
  valueDate: string;
  referenceNumber: string;
}

export type PaymentEntry =
  | { method: 1; amount: number; currencyId: number; currencyRate: string; localAmount: number; details: CashDetails }
  | { method: 2; amount: number; currencyId: number; currencyRate: string; localAmount: number; details: CheckDetails }
  | { method: 4; amount: number; currencyId: number; currencyRate: string; localAmount: number; details: CardDetails }
  | { method: 8; amount: number; currencyId: number; currencyRate: string; localAmount: number; details: BankTransferDetails };

export interface ReceiptEntry {
  uuid: string;
  docType: DocType;
  number: number;
  currencyId: number;
  total: number;
  issuedAt: string;
}

/** A line of a station's sale: the shared order line (shared/src/orders/order-line.ts). */
export type SaleLineEntry = OrderLine;

/** The lead customer a station sends (R-ORD-22, shared/src/orders/lead-customer.ts). */
export type LeadCustomer = Pick<OrderLeadCustomer, 'firstName' | 'lastName' | 'mobile' | 'email'>;

/**
 * The coupon a station sale used (R-CPN-*): priced offline by the shared pricing. The server takes
 * the coupon's limit and the sub-coupon (serial code) when it applies the sale; when an offline
 * sale finds the limit spent or the code used by another order, the sale stands and is flagged.
 */
export interface SaleCoupon {
  couponId: number;
  /** The code the cashier typed or scanned (the coupon's code or a sub-coupon code). */
  code: string;
  /** Set when the code is a serial sub-coupon code. */
  subCouponCode: string | null;
  /** What the coupon took: tickets covered and discount given (minor units). */
  tickets: number;
  amount: number;
}

/** A club voucher of an external coupon system (R-ORD-7), checked online at the window, redeemed by the server when the sale arrives. */
export interface SaleVoucher {
  businessClientId: number;
  code: string;
  quantity: number;
  amount: number;
}

/** A sale made at the station: the order, its lines, the receipt and its payments, as paid. */
export interface SalePayload {
  order: {
    uuid: string;
    shiftUuid: string;
    userId: number;
    createdAt: string;
    status: 'OK' | 'RQ';
    currencyId: number;
    channelId: number;
    priceTypeId: number;
    businessClientId: number | null;
    leadCustomer: LeadCustomer;
    remarks: string;
    vatRateBp: number;
    gross: number;
    discountAmount: number;
    orderDiscountAmount: number;
    discountPercentBp: number;
    totalToPay: number;
    vatAmount: number;
    lines: SaleLineEntry[];
    coupon?: SaleCoupon | null;
    voucher?: SaleVoucher | null;
    /** Issue 23: the partner code printed on each ticket (from the station's allotment, external-codes stream). */
    partnerCodes?: SalePartnerCode[];
    /** Issue 22: the CRM customer chosen online in the POS customer field (C295); the server links the order to it. */
    crmCustomerId?: number | null;
  };
  receipt: ReceiptEntry;
  payments: PaymentEntry[];
}

/** A partner code a station printed on one of the sale's tickets (issue 23). */
export interface SalePartnerCode {
  ticketCode: string;
  code: string;
}

/** A reserved order (made elsewhere) paid at the station. */
export interface ReservedOrderPaymentPayload {
  orderId: number;
  orderUuid: string;
  shiftUuid: string;
  userId: number;
  receipt: ReceiptEntry;
  payments: PaymentEntry[];
}

export interface MoneyByCurrency {
  currencyId: number;
  amount: number;
}

export interface ShiftOpenPayload {
  shiftUuid: string;
  userId: number;
  openedAt: string;
  openingBalance: MoneyByCurrency[];
}

export interface CountedCurrency {
  currencyId: number;
  /** Coins and notes counted: face value (minor units) and count. */
  denominations: { value: number; count: number }[];
  counted: number;
  expected: number;
  difference: number;
}

/** X report (mid-shift) and Z report (closing): spec 001 §3 Shift. */
export interface ShiftReport {
  orders: number;
  tickets: number;
  receipts: number;
  total: number;
  byMethod: { method: PaymentMethodCode; currencyId: number; amount: number }[];
  refunds: number;
  cashExpected: MoneyByCurrency[];
  /** Sale documents per payment method and currency. */
  salesCount: { method: PaymentMethodCode; currencyId: number; count: number }[];
  /** Refunds given at the window (issue 15): how many, and the money back by method. */
  refundCount: number;
  refundsByMethod: { method: PaymentMethodCode; currencyId: number; amount: number; count: number }[];
  /** Issue 16: the opening float, and cash put in (float top-up) and taken out (safe drop) during the shift, per currency. */
  openingBalance?: MoneyByCurrency[];
  cashIn?: MoneyByCurrency[];
  cashOut?: MoneyByCurrency[];
  cashMovementCount?: number;
  /** Issue 16: sales of this shift the office cancelled since: not counted as paid above (how many, and their money by currency). */
  cancelledCount?: number;
  cancelled?: MoneyByCurrency[];
}

/** Issue 16: cash put into the drawer ('in': float top-up) or taken out ('out': safe drop) during a shift, with its reason. */
export interface CashMovementPayload {
  movementUuid: string;
  shiftUuid: string;
  userId: number;
  createdAt: string;
  kind: 'in' | 'out';
  currencyId: number;
  /** Positive minor units. */
  amount: number;
  reason: string;
}

export interface ShiftClosePayload {
  shiftUuid: string;
  closedBy: number;
  closedAt: string;
  counted: CountedCurrency[];
  balanceDescription: string;
  managerApproved: boolean;
  report: ShiftReport;
}

/**
 * A ticket or a whole order admitted at a gate (or scanned at the window). `ticketCode` is the
 * code scanned: a ticket's code, or the order's uuid to admit every ticket of the order. The
 * server keeps the first scan of a ticket; a later one from any station is flagged.
 */
export interface TicketScanPayload {
  scanUuid: string;
  ticketCode: string;
  orderUuid: string;
  userId: number;
  scannedAt: string;
}

/**
 * A refund at the window (issue 15): money given back for a paid sale, whole or by lines, with a
 * refund document numbered from the station's block of `refund` numbers (R-RCPT-5..7). Amounts are
 * positive minor units; `payments` say how the money went back (cash from the drawer, or the card's
 * refund through the terminal, never more than the original). The refunded lines' tickets are void
 * and their seats released. The server applies it once per original receipt: a receipt the office
 * (or another station) already refunded makes this op a conflict (`refunded-twice`), the document
 * kept so its number is not lost.
 */
export interface RefundPayload {
  order: { uuid: string; id: number | null };
  /** The receipt (or invoice-receipt) refunded. */
  originalReceiptUuid: string;
  shiftUuid: string;
  userId: number;
  createdAt: string;
  reason: string;
  /** The lines refunded by their 1-based place in the order (`lineNo`) and how many units; all lines for a whole refund. */
  lines: { lineNo: number; quantity: number; amount: number }[];
  /** docType 'refund'; total is the amount given back (positive). */
  document: ReceiptEntry;
  payments: PaymentEntry[];
  /** The tickets voided by this refund (the gate refuses them). */
  voidedTicketCodes: string[];
}

export interface OpPayloads {
  'shift-open': ShiftOpenPayload;
  refund: RefundPayload;
  'shift-close': ShiftClosePayload;
  sale: SalePayload;
  'reserved-order-payment': ReservedOrderPaymentPayload;
  'ticket-scan': TicketScanPayload;
  'cash-movement': CashMovementPayload;
}
export type OpType = keyof OpPayloads;
export const OP_TYPES: readonly OpType[] = ['shift-open', 'shift-close', 'sale', 'reserved-order-payment', 'ticket-scan', 'refund', 'cash-movement'];

/** One outbox operation: the UUID is its idempotency key, seq its place in the station's order. */
export type OutboxOp = { [T in OpType]: { uuid: string; seq: number; stationClock: string; type: T; payload: OpPayloads[T] } }[OpType];

export interface PushRequest {
  ops: OutboxOp[];
  /** Operations waiting in the station's outbox, this batch included (see PullRequest.outboxSize). */
  outboxSize?: number;
  /** See PullRequest.syncIntervalMs. */
  syncIntervalMs?: number;
}

/**
 * Why an applied operation needs the provider's eye: offline sales over a slot's limit, a reserved
 * order paid on two stations, a serial voucher redeemed by two orders (the first keeps it), a
 * coupon's limit passed by offline sales, a club voucher the external system refused when the sale
 * arrived (the order goes to RQ), a ticket admitted twice (the first scan stands), a lead customer
 * that breaks R-ORD-22 (the sale was paid: it stands and the office corrects the customer), a partner
 * code printed by a station that was not its own or already another ticket's (issue 23: the ticket gets
 * a fresh code for its reprint, the order event says which), a price
 * that is not the price list's, a cashier beyond their rights (permission 28, limits, maximum discount).
 */
export const CONFLICT_FLAGS = ['slot-over-limit', 'paid-twice', 'voucher-used-twice', 'coupon-over-limit', 'voucher-failed', 'ticket-scanned-twice', 'lead-customer-invalid', 'price-mismatch', 'cashier-over-limit', 'refunded-twice', 'partner-code-refused'] as const;
export type ConflictFlag = (typeof CONFLICT_FLAGS)[number];

/** POST /sync/voucher: a club voucher checked online at the window (permission 32). */
export interface VoucherCheckRequest {
  businessClientId: number;
  code: string;
  quantity: number;
  amount: number;
}
export type VoucherCheckResponse =
  | { ok: true; grantedQuantity: number; grantedAmount: number; description: string }
  | { ok: false; failure: 'invalid' | 'already-used' | 'timeout' | 'error'; message: string };

export interface AppliedData {
  orderId?: number;
  orderNumber?: number;
}

export type OpResult =
  | { uuid: string; seq: number; status: 'applied'; data: AppliedData }
  | { uuid: string; seq: number; status: 'conflict'; flags: ConflictFlag[]; data: AppliedData }
  | { uuid: string; seq: number; status: 'rejected'; reason: { code: string; message: string } };

/**
 * Results of the ops applied, in order. Ops after `results` were not looked at (the batch stopped
 * at a gap in the station's sequence): they stay in the outbox and go again.
 */
export interface PushResponse {
  results: OpResult[];
  /** The next seq the server expects from this station. */
  nextSeq: number;
}

/** Why a /sync call refused the station (401/403 `code`). */
export const StationRefusal = {
  MissingToken: 'station-token-missing',
  UnknownToken: 'station-not-found',
  Revoked: 'station-revoked',
  ProviderInactive: 'station-not-active',
} as const;
