/**
 * R-ORD-12: the events recorded on an order as system messages, with who and when
 * (order_events). Status events are named after the status they lead to.
 */
export const OrderEvent = {
  Created: 'created',
  Requested: 'requested',
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
  AmountsZeroed: 'amounts-zeroed',
  DateChanged: 'date-changed',
  SlotChanged: 'slot-changed',
  QuantityChanged: 'quantity-changed',
  UnitPriceChanged: 'unit-price-changed',
  DiscountChanged: 'discount-changed',
  ItemAdded: 'item-added',
  ItemDeleted: 'item-deleted',
  BusinessClientAssigned: 'business-client-assigned',
  BusinessClientChanged: 'business-client-changed',
  BusinessClientUnassigned: 'business-client-unassigned',
  RemarksChanged: 'remarks-changed',
  ArrivalConfirmationChanged: 'arrival-confirmation-changed',
  TagsChanged: 'tags-changed',
  /** R-ORD-9: an order summary was made (its PDF is ready). */
  SummaryCreated: 'summary-created',
  /** R-ORD-25: the customer contract form was sent to the lead customer, then signed by the customer. */
  ContractFormSent: 'contract-form-sent',
  ContractFormSigned: 'contract-form-signed',
  /** R-ORD-7: a club voucher of an external coupon system (written by domains/coupons/external). */
  ExternalCouponRedeemed: 'external-coupon-redeemed',
  ExternalCouponCancelled: 'external-coupon-cancelled',
  ExternalCouponCancelFailed: 'external-coupon-cancel-failed',
  /** R-ORD-12 (issue 15): a document of the ledger was issued for the order (details: docType, number, total). */
  DocumentCreated: 'document-created',
  /** Issue 15: money given back (a refund receipt), with the lines, seats and tickets it took back. */
  Refunded: 'refunded',
} as const;

export type OrderEventType = (typeof OrderEvent)[keyof typeof OrderEvent];

export interface OrderEventInput {
  type: OrderEventType;
  details?: Record<string, unknown>;
}
