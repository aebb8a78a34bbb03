import { create } from 'zustand';
import type { CashierView, StationStatus } from '../core/handlers';

/** The core's status as last read (the bar, the screens' gates), and whether the core answers at all. */
export interface StationState {
  loaded: boolean;
  /** The link to the core is up (always over IPC; the WebSocket in a browser). */
  linked: boolean;
  status: StationStatus | null;
}

export const useStation = create<StationState>(() => ({ loaded: false, linked: false, status: null }));

export function currentUser(): CashierView | null {
  return useStation.getState().status?.user ?? null;
}

export function useUser(): CashierView | null {
  return useStation((s) => s.status?.user ?? null);
}

export function displayName(user: Pick<CashierView, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

export function can(permission: number): boolean {
  return currentUser()?.permissions.includes(permission) ?? false;
}

export function useCan(permission: number): boolean {
  return useStation((s) => s.status?.user?.permissions.includes(permission) ?? false);
}

/** The provider's currency (money shown without a currency is in it). */
export function useLocalCurrency(): number {
  return useStation((s) => s.status?.currencyId ?? 1);
}
