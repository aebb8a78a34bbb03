/**
 * The station's SQLite database: a replica of what a cashier needs from the server (rows as the
 * sync streams deliver them, with the columns searches need), and the station's own work (shifts,
 * orders, receipts, payments, print jobs) with its outbox. Money is integer minor units.
 */
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Settings and state of the station as key -> JSON value (server URL, token, device id, language...). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The last change applied per sync stream. */
export const checkpoints = sqliteTable('checkpoints', {
  stream: text('stream').primaryKey(),
  seq: integer('seq').notNull(),
});

// ---- replica (written only by applying pulled changes) ----

/** Rows of the small streams (provider, station, stop-sales, customer-types): the JSON as pulled. */
export const replicaRows = sqliteTable(
  'replica_rows',
  {
    stream: text('stream').notNull(),
    key: text('key').notNull(),
    /** A parent id to list by (a customer type's product). */
    parentId: integer('parent_id'),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stream, t.key] }), index('replica_rows_parent').on(t.stream, t.parentId)],
);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  usernameLower: text('username_lower').notNull(),
  data: text('data').notNull(),
}, (t) => [index('users_username').on(t.usernameLower)]);

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey(),
    nameLower: text('name_lower').notNull(),
    barcode: text('barcode'),
    data: text('data').notNull(),
  },
  (t) => [index('products_barcode').on(t.barcode), index('products_name').on(t.nameLower)],
);

export const priceLists = sqliteTable('price_lists', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull(),
  data: text('data').notNull(),
}, (t) => [index('price_lists_product').on(t.productId)]);

/** Barcodes printed on price lines: a scan finds the product and the customer type at once. */
export const priceLineBarcodes = sqliteTable(
  'price_line_barcodes',
  {
    barcode: text('barcode').notNull(),
    priceListId: integer('price_list_id').notNull(),
    productId: integer('product_id').notNull(),
    customerTypeId: integer('customer_type_id').notNull(),
  },
  (t) => [index('price_line_barcodes_code').on(t.barcode), index('price_line_barcodes_list').on(t.priceListId)],
);

export const slots = sqliteTable('slots', {
  id: integer('id').primaryKey(),
  productId: integer('product_id').notNull(),
  data: text('data').notNull(),
}, (t) => [index('slots_product').on(t.productId)]);

/** Seats sold per occurrence as the server counts them. */
export const availability = sqliteTable(
  'availability',
  {
    slotId: integer('slot_id').notNull(),
    date: text('date').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.date] })],
);

export const reservedOrders = sqliteTable(
  'reserved_orders',
  {
    id: integer('id').primaryKey(),
    orderNumber: integer('order_number').notNull(),
    /** Lower-case names, mobile and e-mail of the lead customer, for the search. */
    searchText: text('search_text').notNull(),
    data: text('data').notNull(),
  },
  (t) => [index('reserved_orders_number').on(t.orderNumber)],
);

/** Coupons of the provider (stream coupons): found by code when typed or scanned. */
export const coupons = sqliteTable('coupons', {
  id: integer('id').primaryKey(),
  codeLower: text('code_lower').notNull(),
  data: text('data').notNull(),
}, (t) => [index('coupons_code').on(t.codeLower)]);

/** Serial codes of coupons (stream sub-coupons); status Used is set here too when redeemed at this station. */
export const subCoupons = sqliteTable('sub_coupons', {
  id: integer('id').primaryKey(),
  couponId: integer('coupon_id').notNull(),
  code: text('code').notNull(),
  status: text('status').notNull(),
}, (t) => [uniqueIndex('sub_coupons_code').on(t.code), index('sub_coupons_coupon').on(t.couponId)]);

/**
 * Admission codes a scan may name: the tickets of orders pulled (stream tickets, source 'server')
 * and of sales made here (source 'sale', written with the sale). Lowercase codes `<uuid>.<n>`.
 */
export const tickets = sqliteTable(
  'tickets',
  {
    code: text('code').primaryKey(),
    orderUuid: text('order_uuid').notNull(),
    /** The server's order id and number, once known. */
    orderId: integer('order_id'),
    orderNumber: integer('order_number'),
    ticketNo: integer('ticket_no').notNull(),
    productId: integer('product_id').notNull(),
    customerTypeId: integer('customer_type_id').notNull(),
    date: text('date').notNull(),
    startTime: text('start_time'),
    quantity: integer('quantity').notNull(),
    /** server or sale */
    source: text('source').notNull(),
    /** The first scan the server knows of (pulled). */
    serverScannedAt: text('server_scanned_at'),
    serverScannedStationId: integer('server_scanned_station_id'),
    /** Set when a refund here gave the ticket's money back: the gate refuses it. */
    voidedAt: text('voided_at'),
  },
  (t) => [index('tickets_order').on(t.orderUuid), index('tickets_order_number').on(t.orderNumber), index('tickets_date').on(t.date)],
);

/**
 * Partner codes allotted to this station (issue 23, stream external-codes): a sale takes the lowest
 * free one of the product for each ticket in its own transaction and prints it. A used code stays
 * with its ticket (reprints show it) even after the server, told by the push, drops it from the stream.
 */
export const partnerCodes = sqliteTable(
  'partner_codes',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    code: text('code').notNull(),
    /** The ticket it was printed on; null while free. */
    ticketCode: text('ticket_code'),
    usedAt: text('used_at'),
  },
  (t) => [index('partner_codes_free').on(t.productId, t.ticketCode, t.id), uniqueIndex('partner_codes_ticket').on(t.ticketCode)],
);

/** Orders a scan may open (stream tickets and sales made here): number, status, lead customer, arrival. */
export const ticketOrders = sqliteTable(
  'ticket_orders',
  {
    orderUuid: text('order_uuid').primaryKey(),
    orderId: integer('order_id'),
    orderNumber: integer('order_number'),
    status: text('status').notNull(),
    arrivalConfirmation: text('arrival_confirmation').notNull(),
    leadName: text('lead_name').notNull().default(''),
    source: text('source').notNull(),
  },
  (t) => [index('ticket_orders_id').on(t.orderId), index('ticket_orders_number').on(t.orderNumber)],
);

export const numberBlocks = sqliteTable('number_blocks', {
  id: integer('id').primaryKey(),
  docType: text('doc_type').notNull(),
  fromNumber: integer('from_number').notNull(),
  toNumber: integer('to_number').notNull(),
  voidFrom: integer('void_from'),
});

// ---- the station's own work ----

/** Users who logged in here while online: they may log in offline (their hash is replicated). */
export const knownLogins = sqliteTable('known_logins', {
  userId: integer('user_id').primaryKey(),
  firstAt: text('first_at').notNull(),
  lastAt: text('last_at').notNull(),
});

export const shifts = sqliteTable(
  'shifts',
  {
    uuid: text('uuid').primaryKey(),
    userId: integer('user_id').notNull(),
    openedAt: text('opened_at').notNull(),
    /** The provider's local date the shift opened on: a shift of an earlier date needs the manager code to close. */
    openedOn: text('opened_on').notNull(),
    openingBalance: text('opening_balance').notNull(),
    closedAt: text('closed_at'),
    closedBy: integer('closed_by'),
    counted: text('counted'),
    balanceDescription: text('balance_description'),
    managerApproved: integer('manager_approved', { mode: 'boolean' }).notNull().default(false),
    report: text('report'),
  },
  (t) => [index('shifts_open').on(t.closedAt)],
);

/** Issue 16: cash put into ('in': float top-up) or taken out of ('out': safe drop) the drawer during a shift, with its reason. */
export const cashMovements = sqliteTable(
  'cash_movements',
  {
    uuid: text('uuid').primaryKey(),
    shiftUuid: text('shift_uuid').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: text('created_at').notNull(),
    kind: text('kind').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('cash_movements_shift').on(t.shiftUuid)],
);

export const orders = sqliteTable(
  'orders',
  {
    uuid: text('uuid').primaryKey(),
    /** sale: sold here; reserved: a reserved order paid here. */
    kind: text('kind').notNull(),
    shiftUuid: text('shift_uuid').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: text('created_at').notNull(),
    status: text('status').notNull(),
    currencyId: integer('currency_id').notNull(),
    priceTypeId: integer('price_type_id').notNull(),
    customerKind: text('customer_kind').notNull(),
    businessClientId: integer('business_client_id'),
    leadCustomer: text('lead_customer').notNull(),
    remarks: text('remarks').notNull().default(''),
    vatRateBp: integer('vat_rate_bp').notNull(),
    gross: integer('gross').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    orderDiscountAmount: integer('order_discount_amount').notNull(),
    discountPercentBp: integer('discount_percent_bp').notNull(),
    totalToPay: integer('total_to_pay').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    reservedOrderId: integer('reserved_order_id'),
    reservedOrderNumber: integer('reserved_order_number'),
    /** The outbox operation that carries it to the server. */
    opSeq: integer('op_seq').notNull(),
    /** Filled when the server applied the sale. */
    serverOrderId: integer('server_order_id'),
    serverOrderNumber: integer('server_order_number'),
    conflictFlags: text('conflict_flags').notNull().default('[]'),
    /** The SaleCoupon JSON (shared/src/sync/protocol.ts) when a coupon priced the sale. */
    coupon: text('coupon'),
    couponId: integer('coupon_id'),
    /** The SaleVoucher JSON when a club voucher paid part of the sale. */
    voucher: text('voucher'),
  },
  (t) => [index('orders_shift').on(t.shiftUuid), index('orders_coupon').on(t.couponId)],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderUuid: text('order_uuid').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    slotId: integer('slot_id'),
    date: text('date').notNull(),
    startTime: text('start_time'),
    customerTypeId: integer('customer_type_id').notNull(),
    customerTypeName: text('customer_type_name').notNull(),
    priceListId: integer('price_list_id'),
    priceLineId: integer('price_line_id'),
    quantity: integer('quantity').notNull(),
    seats: integer('seats').notNull(),
    persons: integer('persons').notNull(),
    perPerson: integer('per_person', { mode: 'boolean' }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    listUnitPrice: integer('list_unit_price').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    discountPercentBp: integer('discount_percent_bp').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderUuid)],
);

export const receipts = sqliteTable(
  'receipts',
  {
    uuid: text('uuid').primaryKey(),
    docType: text('doc_type').notNull(),
    number: integer('number').notNull(),
    orderUuid: text('order_uuid').notNull(),
    shiftUuid: text('shift_uuid').notNull(),
    userId: integer('user_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    total: integer('total').notNull(),
    issuedAt: text('issued_at').notNull(),
  },
  (t) => [uniqueIndex('receipts_number').on(t.docType, t.number), index('receipts_shift').on(t.shiftUuid), index('receipts_order').on(t.orderUuid)],
);

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    receiptUuid: text('receipt_uuid').notNull(),
    lineNo: integer('line_no').notNull(),
    method: integer('method').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: integer('amount').notNull(),
    currencyRate: text('currency_rate').notNull(),
    localAmount: integer('local_amount').notNull(),
    details: text('details').notNull(),
  },
  (t) => [index('payments_receipt').on(t.receiptUuid)],
);

/**
 * Refunds given at this window (issue 15): the refund document itself is a row of receipts
 * (doc_type 'refund', numbered from the station's refund block) with its payments (how the money
 * went back); this row ties it to the receipt it refunds (once only: R-RCPT-7) and carries the
 * server's answer (refunded-twice when the office refunded first).
 */
export const refunds = sqliteTable(
  'refunds',
  {
    uuid: text('uuid').primaryKey(),
    originalReceiptUuid: text('original_receipt_uuid').notNull(),
    orderUuid: text('order_uuid').notNull(),
    shiftUuid: text('shift_uuid').notNull(),
    userId: integer('user_id').notNull(),
    reason: text('reason').notNull().default(''),
    total: integer('total').notNull(),
    /** Every line of the receipt refunded (a cancel): the order admits nobody. */
    whole: integer('whole', { mode: 'boolean' }).notNull(),
    createdAt: text('created_at').notNull(),
    opSeq: integer('op_seq').notNull(),
    conflictFlags: text('conflict_flags').notNull().default('[]'),
  },
  (t) => [uniqueIndex('refunds_original').on(t.originalReceiptUuid), index('refunds_shift').on(t.shiftUuid)],
);

export const refundLines = sqliteTable(
  'refund_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    refundUuid: text('refund_uuid').notNull(),
    /** The order line's 1-based place (order_lines.line_no). */
    lineNo: integer('line_no').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('refund_lines_refund').on(t.refundUuid)],
);

/** Seats this station sold that the server's counts may not hold yet (see sync/pull-apply.ts). */
export const localSeats = sqliteTable(
  'local_seats',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    opSeq: integer('op_seq').notNull(),
    slotId: integer('slot_id').notNull(),
    date: text('date').notNull(),
    seats: integer('seats').notNull(),
    /** The sync generation the server acknowledged the sale in; null while it waits in the outbox. */
    ackedGen: integer('acked_gen'),
  },
  (t) => [index('local_seats_occurrence').on(t.slotId, t.date), index('local_seats_op').on(t.opSeq)],
);

export const printJobs = sqliteTable(
  'print_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    refUuid: text('ref_uuid').notNull(),
    status: text('status').notNull().default('pending'),
    payload: text('payload').notNull(),
    createdAt: text('created_at').notNull(),
    printedAt: text('printed_at'),
    /** Set when the job is handed to the print queue (printing/): the printer and the encoded bytes. */
    printerId: text('printer_id'),
    bytes: blob('bytes', { mode: 'buffer' }),
    attempts: integer('attempts').notNull().default(0),
    /** Epoch milliseconds: a queued job is due from then. */
    nextAttemptAt: integer('next_attempt_at'),
    lastError: text('last_error'),
  },
  (t) => [index('print_jobs_status').on(t.status)],
);

/** Card charges asked of the terminal, written before asking: a charge is never lost to a crash. */
export const cardTransactions = sqliteTable('card_transactions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  installments: integer('installments').notNull(),
  status: text('status').notNull(),
  resultCode: text('result_code'),
  transactionId: text('transaction_id'),
  orderUuid: text('order_uuid'),
  createdAt: text('created_at').notNull(),
});

/**
 * Every local write's operation for the server, in the write's own transaction. seq is
 * AUTOINCREMENT: never reused, and a rolled-back write takes none.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    uuid: text('uuid').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    stationClock: text('station_clock').notNull(),
    /** pending, applied, conflict, rejected */
    status: text('status').notNull().default('pending'),
    result: text('result'),
    ackedAt: text('acked_at'),
  },
  (t) => [uniqueIndex('outbox_uuid').on(t.uuid), index('outbox_status').on(t.status, t.seq)],
);

/**
 * Every scan admitted here, written with its outbox operation. A ticket scanned again (here, or
 * first on another station as the server reported) is answered with when and where it was first.
 */
export const ticketScans = sqliteTable(
  'ticket_scans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scanUuid: text('scan_uuid').notNull(),
    ticketCode: text('ticket_code').notNull(),
    orderUuid: text('order_uuid').notNull(),
    userId: integer('user_id').notNull(),
    scannedAt: text('scanned_at').notNull(),
    opSeq: integer('op_seq').notNull(),
  },
  (t) => [index('ticket_scans_code').on(t.ticketCode), index('ticket_scans_order').on(t.orderUuid)],
);

/** Wrong manager codes in a row and the lockout they caused (kept across restarts). */
export const managerCodeLock = sqliteTable('manager_code_lock', {
  id: integer('id').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: text('locked_until'),
});
