/**
 * What the station answers about a scanned or typed code (the contract between the station core
 * and the POS). One scan resolves, in this order: a ticket or order code, a coupon / sub-coupon
 * code, a price-line barcode, a product barcode; anything else is unknown.
 */

/** An order a scan found (sold here, or pulled from the server's tickets stream). */
export interface ScannedOrder {
  orderUuid: string;
  orderId: number | null;
  orderNumber: number | null;
  status: string;
  /** None, NotArrived, ArrivedPartially, Arrived: after this scan when it admitted. */
  arrivalConfirmation: string;
  leadName: string;
  /** Every ticket of the order with whether it has been scanned (here or as the server knows). */
  tickets: { code: string; ticketNo: number; productName: string; customerTypeName: string; date: string; startTime: string | null; quantity: number; scanned: boolean; /** Refunded at a window: admits nobody. */ voided: boolean }[];
  /** The reserved order waiting to be paid at the window, when this order is one (open it with permission 29). */
  reservedOrderId: number | null;
}

/** When and where a ticket was first scanned: "already scanned at 10:02 at Station 2". */
export interface FirstScan {
  at: string;
  /** This station's name, another station's name as the server reported it, or null when unknown. */
  stationName: string | null;
  here: boolean;
}

/** A coupon as the cashier sees it before applying: what it grants and whether it can be used now. */
export interface CouponSummary {
  couponId: number;
  code: string;
  name: string;
  couponType: string;
  /** Discount, TicketFixedUnitPrice, NoDiscount */
  discountType: string;
  discountAmount: number | null;
  /** Percent with up to 2 decimals (12.5). */
  discountPercent: number | null;
  ticketFixedUnitPrice: number | null;
  currencyId: number;
  productIds: number[];
  customerTypeIds: number[];
  validDateFrom: string;
  validDateTo: string;
  limitationType: string | null;
  /** What is left of the limit (tickets or minor units), counting this station's unsynced sales; null: unlimited. */
  left: number | null;
  /** The serial code scanned, when it was a sub-coupon. */
  subCouponCode: string | null;
  usable: boolean;
  /** Why it cannot be used now: coupon-inactive, coupon-expired, coupon-limit-reached, sub-coupon-used, coupon-needs-sub-coupon. */
  reason: string | null;
}

/**
 * Why the gate did not admit (issue 16), one code the POS translates (pos:gate.reasons.<code>):
 * cancelled order, refunded ticket, already admitted (firstScan says when), wrong date, too early /
 * too late by the product's admission window (edge: the provider's local date and time the window
 * opens or closed).
 */
export type GateRefusal =
  | { code: 'cancelled'; status: string }
  | { code: 'refunded' }
  | { code: 'already-admitted' }
  | { code: 'too-early' | 'too-late'; edge: { date: string; time: string } }
  | { code: 'wrong-date'; date: string };

export type ScanResult =
  | {
      kind: 'ticket';
      code: string;
      order: ScannedOrder;
      ticketNo: number | null;
      admitted: boolean;
      firstScan: FirstScan | null;
      /** The ticket (or every ticket the code names) was refunded: nobody is admitted on it. */ voided: boolean;
      /** With admit, when nobody was admitted: why (null otherwise). */
      refusal?: GateRefusal | null;
    }
  | { kind: 'coupon'; code: string; coupon: CouponSummary }
  | { kind: 'price-line'; code: string; productId: number; customerTypeId: number; priceListId: number }
  | { kind: 'product'; code: string; productId: number }
  /** ticketLike: shaped as a ticket or order code but not among this provider's tickets (another provider's, or not synced yet). */
  | { kind: 'unknown'; code: string; ticketLike?: boolean };

export interface ScanArgs {
  code: string;
  /**
   * At a gate: admit what the code names (a ticket, or every ticket of an order code) — writes the
   * scan and its `ticket-scan` outbox op in one transaction. A ticket already scanned is not
   * admitted again: the answer has admitted false and firstScan.
   */
  admit?: boolean;
}

/** A club (business client) whose external coupon system takes vouchers at the window (permission 32). */
export interface VoucherSystem {
  businessClientId: number;
  name: string;
  system: string;
}

export interface VoucherCheckArgs {
  businessClientId: number;
  code: string;
  /** Tickets and their value (minor units) the voucher is asked to cover. */
  quantity: number;
  amount: number;
}
