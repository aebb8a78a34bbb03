/** The station core's handler map and the shapes it answers with, as the renderer sees them (types only: nothing of the core is bundled). */
export type { Handlers } from '../../../electron/station/handlers';
export type { StationStatus, OutboxEntry } from '../../../electron/station/status/status-handlers';
export type { CashierView } from '../../../electron/station/session/session-handlers';
export type { ShiftView, ClosePreview, CloseResult, ManagerCodeReason } from '../../../electron/station/shifts/shift-handlers';
export type { StationSettings } from '../../../electron/station/settings/settings-handlers';
export type { PrinterSetting } from '../../../electron/station/settings/settings-store';
export type { ProductHit, CustomerTypePrice, CustomerTypesAnswer } from '../../../electron/station/catalogue/catalogue-handlers';
export type { SlotOccurrenceView } from '../../../electron/station/catalogue/occurrences';
export type { CartArgs, CartItem, CartPricing, CartProblem } from '../../../electron/station/sales/cart';
export type { PaymentInput } from '../../../electron/station/sales/payments';
export type { SaleResult } from '../../../electron/station/sales/create-sale';
export type { ReceiptDocument } from '../../../electron/station/sales/receipt-document';
export type { ReservedOrderView } from '../../../electron/station/reserved/reserved-handlers';
export type { StationEvent } from '../../../electron/station/events';
export type { CartCoupon } from '../../../electron/station/sales/cart';
export type { ScanResult, ScanArgs, ScannedOrder, FirstScan, CouponSummary, VoucherSystem, VoucherCheckArgs } from '../../../electron/station/scanning/types';
export type { VoucherCheckResponse } from '@pos/shared/sync/protocol';
