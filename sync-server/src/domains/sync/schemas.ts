import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { STREAMS } from '@pos/shared/sync/streams';
import type { OpPayloads, OpType } from '@pos/shared/sync/protocol';

const INT4 = 2_147_483_647;
const Int = (minimum = 0, maximum = INT4) => Type.Integer({ minimum, maximum });
/** Money columns are Postgres integers. */
const Money = Type.Integer({ minimum: -INT4, maximum: INT4 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });
const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });
const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$' });
const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const LocalTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' });
const Rate = Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,6})?$' });

export const PairBody = Type.Object({
  code: Text(40),
  deviceId: Text(100),
  cashierIdentifier: Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000]*$' }),
});

export const PairAnswer = Type.Object({ token: Type.String(), stationId: Type.Integer(), providerId: Type.Integer(), name: Type.String(), number: Type.Integer() });

/** How many operations a station says wait in its outbox. */
const OutboxSize = Int();
/** Issue 18: the station's time between full sync rounds (1 s to a day), for the back office's online dot. */
const SyncIntervalMs = Int(1000, 86_400_000);

export const PullBody = Type.Object({
  checkpoints: Type.Partial(Type.Object(Object.fromEntries(STREAMS.map((s) => [s, Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })])))),
  limit: Type.Optional(Int(1, 10_000)),
  countRemaining: Type.Optional(Type.Boolean()),
  streams: Type.Optional(Type.Array(Type.Union(STREAMS.map((s) => Type.Literal(s))), { maxItems: STREAMS.length })),
  numbers: Type.Optional(Type.Object({ receipt: Type.Optional(Type.Object({ lastUsed: Nullable(Int()) })), 'invoice-receipt': Type.Optional(Type.Object({ lastUsed: Nullable(Int()) })), refund: Type.Optional(Type.Object({ lastUsed: Nullable(Int()) })) })),
  /** Issue 18: operations waiting in the station's outbox (kept in station_sync_reports for the back office). */
  outboxSize: Type.Optional(OutboxSize),
  syncIntervalMs: Type.Optional(SyncIntervalMs),
});

/** The answer's rows are the stream row types of @pos/shared/sync/streams; the schema only documents the envelope. */
export const PullAnswer = Type.Object({
  pages: Type.Array(Type.Object({ stream: Type.String(), changes: Type.Array(Type.Unknown()), checkpoint: Type.Integer() }, { additionalProperties: false })),
  more: Type.Boolean(),
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  serverTime: Type.String(),
});

/**
 * An operation as the route accepts it: its envelope is checked here, its payload per type in
 * push.ts, so one operation a newer station makes cannot block the whole batch with a 400.
 */
export const OpEnvelope = Type.Object({
  uuid: Uuid,
  seq: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  stationClock: Instant,
  type: Text(50),
  payload: Type.Object({}, { additionalProperties: true }),
});

export const PushBody = Type.Object({ ops: Type.Array(OpEnvelope, { minItems: 1, maxItems: 1000 }), outboxSize: Type.Optional(OutboxSize), syncIntervalMs: Type.Optional(SyncIntervalMs) });

export const PushAnswer = Type.Object({
  results: Type.Array(Type.Object({}, { additionalProperties: true })),
  nextSeq: Type.Integer(),
});

const Receipt = Type.Object({ uuid: Uuid, docType: Type.Union([Type.Literal('receipt'), Type.Literal('invoice-receipt'), Type.Literal('refund')]), number: Int(1), currencyId: Int(1), total: Money, issuedAt: Instant });

const paymentOf = <M extends number, D extends TSchema>(method: M, details: D) =>
  Type.Object({ method: Type.Literal(method), amount: Money, currencyId: Int(1), currencyRate: Rate, localAmount: Money, details });

const Payment = Type.Union([
  paymentOf(1, Type.Object({ tendered: Money, change: Money })),
  paymentOf(2, Type.Object({ bank: Text(50), branch: Text(50), account: Text(50), number: Text(50), valueDate: LocalDate, owner: Type.Optional(Text(100)) })),
  paymentOf(
    4,
    Type.Object({
      last4: Type.String({ pattern: '^\\d{4}$' }),
      installments: Int(1, 99),
      approvalCode: Text(50),
      resultCode: Text(10),
      holderId: Type.Optional(Type.String({ pattern: '^\\d{0,20}$' })),
      brand: Type.Optional(Text(50)),
      transactionId: Text(100),
    }),
  ),
  paymentOf(8, Type.Object({ bank: Text(50), branch: Text(50), account: Text(50), valueDate: LocalDate, referenceNumber: Text(100) })),
]);

const SaleLine = Type.Object({
  productId: Int(1),
  slotId: Nullable(Int(1)),
  date: LocalDate,
  startTime: Nullable(LocalTime),
  customerTypeId: Int(1),
  priceListId: Nullable(Int(1)),
  priceLineId: Nullable(Int(1)),
  quantity: Int(1, 1000),
  seats: Int(0, 1_000_000),
  persons: Int(0, 1_000_000),
  perPerson: Type.Boolean(),
  unitPrice: Money,
  listUnitPrice: Money,
  discountAmount: Money,
  discountPercentBp: Int(0, 10_000),
  total: Money,
});

const LeadCustomer = Type.Object({ firstName: Type.Optional(Text(50)), lastName: Type.Optional(Text(50)), mobile: Type.Optional(Text(30)), email: Type.Optional(Text(200)) });

/** R-CPN-*: the coupon a sale used, as the station priced it. */
const SaleCoupon = Type.Object({
  couponId: Int(1),
  code: Text(100),
  subCouponCode: Nullable(Text(100)),
  tickets: Int(0, 1_000_000),
  amount: Int(0, INT4),
});

/** R-ORD-7: a club voucher checked at the window, redeemed by the server when the sale arrives. */
const SaleVoucher = Type.Object({ businessClientId: Int(1), code: Text(100), quantity: Int(0, 1_000_000), amount: Int(0, INT4) });

export const SalePayload = Type.Object({
  order: Type.Object({
    uuid: Uuid,
    shiftUuid: Uuid,
    userId: Int(1),
    createdAt: Instant,
    status: Type.Union([Type.Literal('OK'), Type.Literal('RQ')]),
    currencyId: Int(1),
    channelId: Int(1),
    priceTypeId: Int(1),
    businessClientId: Nullable(Int(1)),
    leadCustomer: LeadCustomer,
    remarks: Text(1000),
    vatRateBp: Int(0, 10_000),
    gross: Money,
    discountAmount: Money,
    orderDiscountAmount: Money,
    discountPercentBp: Int(0, 10_000),
    totalToPay: Money,
    vatAmount: Money,
    lines: Type.Array(SaleLine, { minItems: 1, maxItems: 1000 }),
    coupon: Type.Optional(Nullable(SaleCoupon)),
    voucher: Type.Optional(Nullable(SaleVoucher)),
    partnerCodes: Type.Optional(Type.Array(Type.Object({ ticketCode: Text(100), code: Text(200) }), { maxItems: 10_000 })),
    /** Issue 22: the CRM customer the cashier chose online (C295); the server links the order to it. */
    crmCustomerId: Type.Optional(Nullable(Int(1))),
  }),
  receipt: Receipt,
  payments: Type.Array(Payment, { minItems: 1, maxItems: 20 }),
});

export const ReservedOrderPaymentPayload = Type.Object({
  orderId: Int(1),
  orderUuid: Uuid,
  shiftUuid: Uuid,
  userId: Int(1),
  receipt: Receipt,
  payments: Type.Array(Payment, { minItems: 1, maxItems: 20 }),
});

const MoneyByCurrency = Type.Object({ currencyId: Int(1), amount: Money });

export const ShiftOpenPayload = Type.Object({ shiftUuid: Uuid, userId: Int(1), openedAt: Instant, openingBalance: Type.Array(MoneyByCurrency, { maxItems: 10 }) });

export const ShiftClosePayload = Type.Object({
  shiftUuid: Uuid,
  closedBy: Int(1),
  closedAt: Instant,
  counted: Type.Array(
    Type.Object({ currencyId: Int(1), denominations: Type.Array(Type.Object({ value: Int(1), count: Int(0, 1_000_000) }), { maxItems: 50 }), counted: Money, expected: Money, difference: Money }),
    { maxItems: 10 },
  ),
  balanceDescription: Text(1000),
  managerApproved: Type.Boolean(),
  report: Type.Object({
    orders: Int(),
    tickets: Int(),
    receipts: Int(),
    total: Money,
    byMethod: Type.Array(Type.Object({ method: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(8)]), currencyId: Int(1), amount: Money }), { maxItems: 40 }),
    refunds: Money,
    cashExpected: Type.Array(MoneyByCurrency, { maxItems: 10 }),
    salesCount: Type.Array(Type.Object({ method: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(8)]), currencyId: Int(1), count: Int() }), { maxItems: 40 }),
    refundCount: Int(),
    refundsByMethod: Type.Array(Type.Object({ method: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(8)]), currencyId: Int(1), amount: Money, count: Int() }), { maxItems: 40 }),
    openingBalance: Type.Optional(Type.Array(MoneyByCurrency, { maxItems: 10 })),
    cashIn: Type.Optional(Type.Array(MoneyByCurrency, { maxItems: 10 })),
    cashOut: Type.Optional(Type.Array(MoneyByCurrency, { maxItems: 10 })),
    cashMovementCount: Type.Optional(Int()),
    cancelledCount: Type.Optional(Int()),
    cancelled: Type.Optional(Type.Array(MoneyByCurrency, { maxItems: 10 })),
  }),
});

/** Issue 16: cash in (float top-up) or out (safe drop) during a shift (shared/src/sync/protocol.ts CashMovementPayload). */
export const CashMovementPayload = Type.Object({
  movementUuid: Uuid,
  shiftUuid: Uuid,
  userId: Int(1),
  createdAt: Instant,
  kind: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  currencyId: Int(1),
  amount: Int(1, INT4),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const TicketScanPayload = Type.Object({ scanUuid: Uuid, ticketCode: Text(100), orderUuid: Uuid, userId: Int(1), scannedAt: Instant });

/** Issue 15: a refund at the window (shared/src/sync/protocol.ts RefundPayload). */
export const RefundPayload = Type.Object({
  order: Type.Object({ uuid: Uuid, id: Nullable(Int(1)) }),
  originalReceiptUuid: Uuid,
  shiftUuid: Uuid,
  userId: Int(1),
  createdAt: Instant,
  reason: Text(500),
  lines: Type.Array(Type.Object({ lineNo: Int(1, 1000), quantity: Int(1, 1_000_000), amount: Money }), { maxItems: 1000 }),
  document: Receipt,
  payments: Type.Array(Payment, { minItems: 1, maxItems: 20 }),
  voidedTicketCodes: Type.Array(Text(100), { maxItems: 10_000 }),
});

const PAYLOADS = {
  sale: SalePayload,
  refund: RefundPayload,
  'reserved-order-payment': ReservedOrderPaymentPayload,
  'shift-open': ShiftOpenPayload,
  'shift-close': ShiftClosePayload,
  'ticket-scan': TicketScanPayload,
  'cash-movement': CashMovementPayload,
} satisfies Record<OpType, TSchema>;

// The schemas above describe exactly the shared protocol types: a drift fails the type check here.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const payloadsMatch: { [T in OpType]: Exact<Static<(typeof PAYLOADS)[T]>, OpPayloads[T]> } = { sale: true, refund: true, 'reserved-order-payment': true, 'shift-open': true, 'shift-close': true, 'ticket-scan': true, 'cash-movement': true };
void payloadsMatch;

const checkers = Object.fromEntries(Object.entries(PAYLOADS).map(([type, schema]) => [type, Compile(schema)])) as { [T in OpType]: ReturnType<typeof Compile<(typeof PAYLOADS)[T]>> };

/** The first problem of a payload for its type, or null when it is well formed. */
export function payloadProblem(type: OpType, payload: unknown): string | null {
  const checker = checkers[type];
  if (checker.Check(payload)) return null;
  const first = [...checker.Errors(payload)][0];
  return first ? `${first.instancePath || '/'} ${first.message}` : 'malformed';
}

/** GET /sync/voucher-systems. */
/** POST /sync/refund-sale: a sale of the provider to refund online (issue 15, shared/src/sync/online-refund.ts). */
export const RefundSaleBody = Type.Object({ number: Type.Optional(Int(1)), orderUuid: Type.Optional(Uuid) }, { additionalProperties: false });

/** POST /sync/refund: the station's refund operation, done now by the server. */
export const OnlineRefundBody = Type.Object({
  op: Type.Object({ uuid: Uuid, seq: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), stationClock: Instant, type: Type.Literal('refund'), payload: RefundPayload }),
  moneyGone: Type.Boolean(),
});
export const OnlineRefundAnswer = Type.Object({
  status: Type.Union([Type.Literal('applied'), Type.Literal('conflict')]),
  flags: Type.Array(Type.String()),
  documentId: Type.Integer(),
  number: Type.Integer(),
  total: Type.Integer(),
  voidedTicketCodes: Type.Array(Type.String()),
  orderCancelled: Type.Boolean(),
});

export const VoucherSystemsAnswer = Type.Array(Type.Object({ businessClientId: Type.Integer(), name: Type.String(), system: Type.String() }));

/** POST /sync/voucher (VoucherCheckRequest of the shared protocol). */
export const VoucherCheckBody = Type.Object({
  businessClientId: Int(1),
  code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }),
  quantity: Int(0, 1_000_000),
  amount: Int(0, INT4),
});

export const VoucherCheckAnswer = Type.Union([
  Type.Object({ ok: Type.Literal(true), grantedQuantity: Type.Integer(), grantedAmount: Type.Integer(), description: Type.String() }),
  Type.Object({ ok: Type.Literal(false), failure: Type.Union([Type.Literal('invalid'), Type.Literal('already-used'), Type.Literal('timeout'), Type.Literal('error')]), message: Type.String() }),
]);

/** GET /sync/ping: `after` is the highest checkpoint the station holds (change numbers are bigints, kept under 2^53). */
export const PingQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })) }, { additionalProperties: false });
export const PingAnswer = Type.Object({
  stationId: Type.Integer(),
  serverTime: Type.String(),
  /** Asked with `after`: a pull would bring something. */
  changes: Type.Optional(Type.Boolean()),
});
