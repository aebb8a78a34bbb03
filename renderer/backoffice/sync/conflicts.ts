/** The flags offline sync puts on an order (shared/sync/protocol.ts ConflictFlag), in the order they are explained. */
export const CONFLICT_FLAGS = ['slot-over-limit', 'paid-twice', 'voucher-used-twice', 'coupon-over-limit', 'voucher-failed', 'ticket-scanned-twice', 'lead-customer-invalid', 'price-mismatch', 'cashier-over-limit', 'card-refund-unsettled'] as const;

/** GET sync-conflicts answers 50 a page (sync-server stations/routes.ts). */
export const CONFLICTS_PAGE_SIZE = 50;
