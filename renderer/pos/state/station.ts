import { create } from 'zustand';
import type { Language } from '@pos/shared/languages';

/** What the status bar and the screens' gates read: the station, its sync, the cashier and the shift. */
export interface CashierUser {
  id: number;
  username: string;
  displayName: string;
  permissions: readonly number[];
  /** Percent (000 §6 cashier limit); null: no discount allowed beyond the permission. */
  maxDiscountPercent: number | null;
  maxChecks: number | null;
}

export interface OpenShift {
  uuid: string;
  openedAt: string;
  openedBy: number;
  openedByName?: string;
  /** Opened on an earlier day or by another cashier: closing it needs the manager code (R-CASH-2). */
  earlier: boolean;
}

export interface StationState {
  loaded: boolean;
  paired: boolean;
  stationName?: string;
  stationNumber?: number;
  serverUrl?: string;
  online: boolean;
  /** Operations in the outbox, not yet accepted by the server. */
  pending: number;
  lastSyncAt?: string | null;
  /** The event stream to the core is up (always, over IPC). */
  linked: boolean;
  language?: Language;
  /** The provider's local currency, VAT, card installments, cash difference limit and currency rates. */
  currencyId: number;
  vatRateBp: number;
  maxInstallments: number;
  /** Largest cash difference (minor units) a shift closes with before the manager code is needed. */
  shiftDifferenceLimit?: number;
  /** Rate of each foreign currency in the local one, e.g. { 2: '3.65' }. */
  currencyRates: Record<number, string>;
  user: CashierUser | null;
  shift: OpenShift | null;
}

export const useStation = create<StationState>(() => ({
  loaded: false,
  paired: false,
  online: false,
  pending: 0,
  linked: false,
  currencyId: 1,
  vatRateBp: 0,
  maxInstallments: 1,
  currencyRates: {},
  user: null,
  shift: null,
}));

export function can(permission: number): boolean {
  return useStation.getState().user?.permissions.includes(permission) ?? false;
}

export function useCan(permission: number): boolean {
  return useStation((s) => s.user?.permissions.includes(permission) ?? false);
}
