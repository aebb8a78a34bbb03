import type { Language } from '@pos/shared/languages';
import type { BankTransferDetails, CardDetails, CashDetails, CheckDetails, PaymentMethodCode, ShiftReport } from '@pos/shared/sync/protocol';
import { send, subscribe, type RpcResult } from './send';
import { useStation, type CashierUser, type OpenShift } from '../state/station';
import { reset } from '../state/nav';
import { track } from '../state/busy';
import type { CartLine, CustomerDetails, CustomerKind, ReservedOrderRef } from '../state/cart';
import { currentLanguage, setLanguage } from '../../i18n';
import { showError } from './errors';

/**
 * The cashier app's calls to its station core, each one `send(name, args)`. The screens use
 * these and the stores; they never name a handler themselves.
 */
type Loose = (name: string, args: unknown) => Promise<RpcResult<unknown>>;
const call = send as unknown as Loose;

function ask<T>(name: string, args: unknown = {}): Promise<RpcResult<T>> {
  return call(name, args) as Promise<RpcResult<T>>;
}

/* ---------- status, events ---------- */

interface StatusAnswer {
  paired: boolean;
  station?: { name: string; number: number } | null;
  serverUrl?: string | null;
  online: boolean;
  pending: number;
  lastSyncAt?: string | null;
  language?: Language | null;
  currencyId?: number;
  vatRateBp?: number;
  maxInstallments?: number;
  shiftDifferenceLimit?: number;
  currencyRates?: Record<number, string>;
  user?: CashierUser | null;
  shift?: OpenShift | null;
}

export async function refreshStatus(): Promise<void> {
  const answer = await ask<StatusAnswer>('status');
  if (!answer.ok) {
    useStation.setState({ loaded: true, linked: false });
    showError(answer.error);
    return;
  }
  applyStatus(answer.data);
}

function applyStatus(s: StatusAnswer): void {
  useStation.setState({
    loaded: true,
    linked: true,
    paired: s.paired,
    stationName: s.station?.name,
    stationNumber: s.station?.number,
    serverUrl: s.serverUrl ?? undefined,
    online: s.online,
    pending: s.pending,
    lastSyncAt: s.lastSyncAt,
    currencyId: s.currencyId ?? 1,
    vatRateBp: s.vatRateBp ?? 0,
    maxInstallments: s.maxInstallments ?? 1,
    shiftDifferenceLimit: s.shiftDifferenceLimit,
    currencyRates: s.currencyRates ?? {},
    user: s.user ?? null,
    shift: s.shift ?? null,
  });
  if (s.language && s.language !== currentLanguage()) void setLanguage(s.language);
}

export interface StationEvent {
  type: string;
  [key: string]: unknown;
}

const eventListeners = new Set<(event: StationEvent) => void>();

export function onStationEvent(listener: (event: StationEvent) => void): () => void {
  eventListeners.add(listener);
  return () => void eventListeners.delete(listener);
}

/** The core pushes its changes; the status is read again on each (it is small), then screens hear the event. */
export function listen(): () => void {
  return subscribe(
    (event) => {
      void refreshStatus();
      if (event && typeof event === 'object' && typeof (event as StationEvent).type === 'string') for (const l of eventListeners) l(event as StationEvent);
    },
    (up) => {
      useStation.setState({ linked: up });
      if (up) void refreshStatus();
    },
  );
}

/* ---------- settings ---------- */

export async function pair(args: { serverUrl: string; code: string; cashierIdentifier?: string }): Promise<RpcResult<unknown>> {
  const answer = await track('progress.pairing', ask('pair', args));
  if (answer.ok) await refreshStatus();
  return answer;
}

export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  const answer = await ask('settings-language', { language });
  if (!answer.ok) showError(answer.error);
}

export interface Printer {
  id: string;
  name: string;
  kind: string;
  address?: string;
  role: string;
  paperWidth: number;
}

export const listPrinters = () => ask<Printer[]>('printers-list');
export const savePrinter = (printer: Printer) => ask<Printer>('printer-save', printer);
export const removePrinter = (id: string) => ask<void>('printer-remove', { id });
export const testPrinter = (id: string) => ask<void>('printer-test', { id });

/* ---------- session ---------- */

export async function login(username: string, password: string): Promise<RpcResult<unknown>> {
  const answer = await track('progress.login', ask('login', { username, password }));
  if (answer.ok) {
    await refreshStatus();
    reset({ name: useStation.getState().shift ? 'sell' : 'shift' });
  }
  return answer;
}

export async function logout(): Promise<void> {
  const answer = await ask('logout');
  if (!answer.ok) return showError(answer.error);
  useStation.setState({ user: null });
  reset({ name: 'login' });
}

/* ---------- shift ---------- */

export async function openShift(openingBalance: { currencyId: number; amount: number }[]): Promise<RpcResult<unknown>> {
  const answer = await ask('shift-open', { openingBalance });
  if (answer.ok) await refreshStatus();
  return answer;
}

export const shiftReport = () => ask<ShiftReport>('shift-report');

export async function closeShift(args: { counted: { currencyId: number; denominations: { value: number; count: number }[]; counted: number }[]; balanceDescription: string; managerCode?: string }) {
  const answer = await track('progress.closeShift', ask<{ report: ShiftReport; closedAt: string }>('shift-close', args));
  if (answer.ok) await refreshStatus();
  return answer;
}

export async function printReport(kind: 'X' | 'Z'): Promise<void> {
  const answer = await ask('shift-report-print', { kind });
  if (!answer.ok) showError(answer.error);
}

/* ---------- catalogue ---------- */

export interface ProductHit {
  id: number;
  name: string;
  barcode?: string | null;
}

export interface SlotHit {
  slotId: number;
  date: string;
  startTime: string;
  endTime?: string | null;
  /** Seats left now; null when the slot has no limit. */
  remaining: number | null;
  stopSale?: boolean;
}

export interface TypePrice {
  customerTypeId: number;
  name: string;
  unitPrice: number;
  currencyId: number;
}

export const searchProducts = (query: string) => ask<ProductHit[]>('products-search', { query });
export const findBarcode = (barcode: string) => ask<{ product: ProductHit; customerTypeId?: number } | null>('products-barcode', { barcode });
export const listSlots = (args: { productId: number; from: string; days: number }) => ask<SlotHit[]>('slots-list', args);
export const listPrices = (args: { productId: number; date: string; slotId: number | null }) => ask<TypePrice[]>('prices-list', args);

/* ---------- payment and sale ---------- */

type WithoutLocal<M extends PaymentMethodCode, D> = { method: M; amount: number; currencyId: number; currencyRate: string; details: D };
export type PaymentInput = WithoutLocal<1, CashDetails> | WithoutLocal<2, CheckDetails> | WithoutLocal<4, CardDetails> | WithoutLocal<8, BankTransferDetails>;

export interface CardAnswer {
  approved: boolean;
  /** The card company's code (002 §8.7): 000 approved, 001 blocked, 003 call, 004 refused, 036 expired, 306 no communication... */
  resultCode: string;
  last4: string;
  approvalCode: string;
  transactionId: string;
  brand?: string;
}

export const chargeCard = (args: { amount: number; currencyId: number; installments: number }) => ask<CardAnswer>('card-charge', args);

export interface SaleCart {
  lines: readonly CartLine[];
  customerKind: CustomerKind;
  businessClientId: number | null;
  customer: CustomerDetails;
  reserved: ReservedOrderRef | null;
}

/** A new sale, or the payment of a reserved order: one receipt, its print job queued by the core. */
export function completeSale({ cart, payments }: { cart: SaleCart; payments: PaymentInput[] }) {
  const customer = Object.fromEntries(Object.entries(cart.customer).filter(([, v]) => v.trim() !== ''));
  if (cart.reserved) return ask<{ receiptId: string }>('reserved-pay', { orderId: cart.reserved.id, payments });
  return ask<{ receiptId: string }>('sale-create', {
    lines: cart.lines.map((l) => ({
      productId: l.productId,
      slotId: l.slotId,
      date: l.date,
      startTime: l.startTime,
      customerTypeId: l.customerTypeId,
      quantity: l.quantity,
      ...(l.unitPrice !== l.listUnitPrice ? { unitPrice: l.unitPrice } : {}),
      ...(l.discount ? { discount: l.discount } : {}),
    })),
    customerKind: cart.customerKind,
    businessClientId: cart.businessClientId,
    customer,
    payments,
  });
}

export interface ReceiptView {
  id: string;
  number: number;
  issuedAt: string;
  orderNumber?: number | null;
  customerName?: string | null;
  lines: { description: string; date?: string; startTime?: string | null; quantity: number; unitPrice: number; total: number }[];
  payments: { method: PaymentMethodCode; amount: number; currencyId: number; detail?: string }[];
  total: number;
  vat?: number;
  change?: number;
  currencyId: number;
  printStatus?: 'queued' | 'printing' | 'printed' | 'failed' | 'none';
}

export const getReceipt = (id: string) => ask<ReceiptView>('receipt-get', { id });
export const reprintReceipt = (id: string) => ask<void>('receipt-print', { id });

/* ---------- reserved orders ---------- */

export interface ReservedOrder {
  id: number;
  orderNumber: number;
  currencyId: number;
  totalToPay: number;
  paid: number;
  leadCustomer: Partial<CustomerDetails>;
  lines: { productId: number; productName: string; slotId: number | null; date: string; startTime: string | null; customerTypeId: number; customerTypeName: string; quantity: number; unitPrice: number; total: number }[];
}

export const searchReserved = (query: string) => ask<ReservedOrder[]>('reserved-search', { query });
