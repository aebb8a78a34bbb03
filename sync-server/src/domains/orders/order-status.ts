/** The states of an order (000 §4). */
/** R-ORD-1 */
export type OrderStatus = 'OK' | 'RQ' | 'CN' | 'ERR';

/** R-ORD-13: arrival confirmation, by id as the payloads carry it. */
export const ARRIVAL_CONFIRMATIONS = ['None', 'NotArrived', 'ArrivedPartially', 'Arrived'] as const;
export type ArrivalConfirmation = (typeof ARRIVAL_CONFIRMATIONS)[number];

/** OK and RQ orders hold their seats; a cancelled (or failed) order holds none. */
export function holdsSeats(status: string): boolean {
  return status === 'OK' || status === 'RQ';
}
