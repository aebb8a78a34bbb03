/**
 * What a station pulls (docs/decisions/sync-protocol.md): one stream per kind of row, each with its
 * own checkpoint, every change numbered from one server-side sequence. A change carries the row as
 * it is now, or says the row is gone (deleted, or no longer for stations: a paid order, a user who
 * lost the Cashier permission).
 */
import type { PriceLineForPricing, PriceListForPricing } from '../pricing/price-lists';
import type { RepeatStop, SlotSeries, StopSaleRule } from '../calendar/index';
import type { CouponForPricing } from '../coupons/apply-coupon';
import type { BusinessDiscount } from '../pricing/business-discount';
import type { WeekdayName } from '../weekdays';

/** In the order a new station needs them: settings and users first, so login works before the calendar is in. */
export const STREAMS = [
  'provider',
  'station',
  'users',
  'number-blocks',
  'products',
  'customer-types',
  'price-lists',
  'stop-sales',
  'reserved-orders',
  'slots',
  'availability',
  'currency-rates',
  'coupons',
  'sub-coupons',
  'tickets',
  'business-clients',
  'external-codes',
] as const;
export type StreamName = (typeof STREAMS)[number];

export function isStreamName(name: string): name is StreamName {
  return (STREAMS as readonly string[]).includes(name);
}

/** The provider settings the POS needs. The manager code travels only as its argon2 hash. */
export interface ProviderRow {
  id: number;
  name: string;
  companyId: string | null;
  address: string | null;
  mobile: string | null;
  email: string | null;
  /** IncVat or NoVat (R-SET-5) */
  vatType: string;
  vatRateBp: number;
  currencyId: number;
  timezone: string;
  language: string;
  managerCodeHash: string | null;
  autoPrintReceipt: boolean;
  /** Most installments a card payment may be split into. */
  cCardMaxCountPayments: number;
  /** Largest cash difference (minor units) a shift closes with before the manager code is needed. */
  shiftDifferenceLimit: number;
  /**
   * Issue 18: the week's first day in the POS date pickers (SUN..SAT, Settings → Calendar). Absent
   * from a row a station pulled before the field was streamed: read as Sunday until the row changes.
   */
  firstDayOfWeek?: WeekdayName;
  /** Issue 16: idle minutes before the POS locks back to the PIN screen; 0 never locks. */
  autoLockMinutes: number;
}

export interface StationRow {
  id: number;
  number: number;
  name: string;
  cashierIdentifier: string;
  receiptBlockSize: number;
}

/** A user holding the Cashier permission (28), active, of an active profile. */
export interface UserRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  /** argon2id hash: the station checks passwords offline, never storing them plain. */
  passwordHash: string;
  /** Issue 16: argon2id hash of the station PIN (4-6 digits), null when none is set. */
  stationPinHash: string | null;
  permissions: number[];
  language: string;
  maxChecks: number | null;
  maxDiscountPercent: number | null;
  /** R-CASH-4: null or empty is no restriction. */
  allowedPriceTypeIds: number[] | null;
  allowedProductIds: number[] | null;
  allowedClientTypeIds: number[] | null;
}

/** Document numbers handed to this station; numbers from voidFrom on were voided (station revoked). */
export interface NumberBlockRow {
  id: number;
  docType: DocType;
  fromNumber: number;
  toNumber: number;
  voidFrom: number | null;
}

/**
 * Documents a station numbers from its own blocks: the sale document (a receipt for an exempt dealer,
 * a tax invoice-receipt for a licensed dealer: docs/decisions) and the refund document.
 */
export type DocType = 'receipt' | 'invoice-receipt' | 'refund';

export interface ProductRow {
  id: number;
  name: string;
  /** Issue 16: the product's name per language (language -> name, from its 'name' translations). */
  names?: Record<string, string>;
  active: boolean;
  barcode: string | null;
  pricePerPerson: boolean;
  useCashier: boolean;
  useLocals: boolean;
  useGroups: boolean;
  unitName: string;
  registrationType: string;
  calendarType: string;
  printingType: string;
  calendarColor: string;
  blockCreatingNewOrdersBefore: string;
  orderBlockMinutes: number;
  /** Issue 16: gate admission window (minutes before / after the slot's start; null or absent: no limit). */
  admitBeforeMinutes?: number | null;
  admitAfterMinutes?: number | null;
  /**
   * The main photo's POS tile (128 px WebP, base64, a few kilobytes) or null. The station keeps it
   * as a file of its thumbnail cache and stores only the file's name (thumbnailFile).
   */
  thumbnail?: string | null;
  thumbnailFile?: string | null;
}

export interface CustomerTypeRow {
  id: number;
  productId: number;
  name: string;
  color: string;
  availableProductPriceTypes: number[] | null;
  translations: Record<string, string>;
}

export interface PriceLineRow extends PriceLineForPricing {
  barCode: string | null;
  priority: number;
}

export interface PriceListRow extends PriceListForPricing {
  title: string;
  lines: PriceLineRow[];
}

export interface SlotRow extends SlotSeries {
  stops: RepeatStop[];
  forGroups: boolean;
  forIndividuals: boolean;
  isVirtual: boolean;
  originalSlotId: number | null;
}

/** Seats sold of one occurrence, as the server counts them (key `slotId|date`). */
export interface AvailabilityRow {
  slotId: number;
  date: string;
  sold: number;
}

export type StopSaleRow = StopSaleRule;

export interface ReservedOrderLineRow {
  productId: number;
  slotId: number | null;
  date: string;
  startTime: string | null;
  customerTypeId: number;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** An order made elsewhere, waiting at the ticket window to be paid and collected (permission 29). */
export interface ReservedOrderRow {
  id: number;
  uuid: string;
  orderNumber: number;
  status: string;
  currencyId: number;
  priceTypeId: number;
  totalToPay: number;
  paid: number;
  leadCustomer: { firstName?: string; lastName?: string; mobile?: string; email?: string };
  remarks: string;
  createDate: string;
  lines: ReservedOrderLineRow[];
}

/** A foreign currency's rate to the provider's currency from a date on (R-SET-7), scaled by RATE_SCALE of shared/src/currency.ts. */
export interface CurrencyRateRow {
  id: number;
  currencyId: number;
  fromDate: string;
  rate: number;
}

/** An active, not deleted coupon of the provider (001 §3 Coupon): what the station prices and limits with. */
export interface CouponRow extends CouponForPricing {
  code: string;
  name: string;
  /** Regular, NextPurchase, BusinessClientAgreement */
  couponType: string;
  /** NoFinance, EntireOrder, Discount */
  whoFinances: string;
  /** tickets or amount; null: unlimited */
  limitationType: string | null;
  limitationAmount: number | null;
  /** Used as the server counts it (the station adds what it redeemed and the server has not seen yet). */
  used: number;
  clubIds: number[];
  businessClientId: number | null;
  /** Serial (BusinessClientAgreement): redeemed only by one of its sub-coupon codes. */
  hasSubCoupons: boolean;
}

/** A serial code of a coupon (R-CPN-8). */
export interface SubCouponRow {
  id: number;
  couponId: number;
  code: string;
  /** Free, Reserved, Used */
  status: string;
}

/** Days after their date a station keeps tickets for scanning (then prunes them). */
export const TICKETS_KEPT_DAYS = 7;

/** One admission code of an order: printed as a QR on the ticket (shared/src/tickets). */
export interface TicketRow {
  code: string;
  /** 1.. within the order */
  ticketNo: number;
  productId: number;
  customerTypeId: number;
  date: string;
  startTime: string | null;
  /** People it admits. */
  quantity: number;
  /** The first scan the server knows of, if any. */
  scannedAt: string | null;
  scannedStationId: number | null;
  /** Refunded (a refund voided it, at a window or in the office): the gate refuses it as refunded. */
  voided?: boolean;
}

/**
 * An order a gate or window may scan (key: order id): confirmed or on request, with an activity
 * date from yesterday on in the provider's time zone. A cancelled order (status CN) with an
 * activity date a station still keeps (TICKETS_KEPT_DAYS) is streamed as such, so the station
 * marks it cancelled and the gate says why; other orders leaving the stream are deleted.
 */
export interface TicketOrderRow {
  id: number;
  uuid: string;
  orderNumber: number;
  status: string;
  /** None, NotArrived, ArrivedPartially, Arrived */
  arrivalConfirmation: string;
  leadName: string;
  /** The station that sold it, when sold at a station. */
  stationId: number | null;
  tickets: TicketRow[];
}

export interface StreamRows {
  provider: ProviderRow;
  station: StationRow;
  users: UserRow;
  'number-blocks': NumberBlockRow;
  products: ProductRow;
  'customer-types': CustomerTypeRow;
  'price-lists': PriceListRow;
  'stop-sales': StopSaleRow;
  'reserved-orders': ReservedOrderRow;
  slots: SlotRow;
  availability: AvailabilityRow;
  'currency-rates': CurrencyRateRow;
  coupons: CouponRow;
  'sub-coupons': SubCouponRow;
  tickets: TicketOrderRow;
  'business-clients': BusinessClientRow;
  'external-codes': ExternalCodeRow;
}

/**
 * A partner code allotted to this station (issue 23, 002 §7.12): unused, of a product with imported
 * codes. A sale takes one per ticket of the product and prints it; a code the server marked used
 * (the sale's push) or took back leaves the stream.
 */
export interface ExternalCodeRow {
  id: number;
  productId: number;
  code: string;
}

/** An active business client (issue 20): who a window may sell to on account, priced with its discount combinations. */
export interface BusinessClientRow {
  id: number;
  name: string;
  vatNumber: string;
  /** R-BC-7; R-CASH-4 checks it against the cashier's client types. */
  businessClientTypeId: number | null;
  discounts: BusinessDiscount[];
}

export type Change<S extends StreamName = StreamName> = { key: string; row: StreamRows[S] } | { key: string; deleted: true };
