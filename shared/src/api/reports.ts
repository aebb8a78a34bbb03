import { Type, type Static } from 'typebox';
import { LocalDate } from './primitives';

/** report/dashboad-data: local dates in the provider's time zone, both days included. */
export const DashboardQuery = Type.Object({ from: Type.Optional(LocalDate), to: Type.Optional(LocalDate) });
export type DashboardQuery = Static<typeof DashboardQuery>;

const Int = Type.Integer();
/** Money: integer minor units of the row's currency. */
const Minor = Type.Integer({ description: 'minor units' });

const Sales = {
  currencyId: Int,
  /** Confirmed (OK) orders. */
  orders: Int,
  /** Tickets or units: the sum of the lines' quantities. */
  tickets: Int,
};

export const Dashboard = Type.Object({
  from: Type.String(),
  to: Type.String(),
  timezone: Type.String(),
  localCurrencyId: Int,
  /** Per currency: confirmed orders, tickets, persons; gross before discounts, discount, total to pay. */
  totals: Type.Array(Type.Object({ ...Sales, persons: Int, gross: Minor, discount: Minor, total: Minor })),
  byDay: Type.Array(Type.Object({ date: Type.String(), ...Sales, gross: Minor, discount: Minor, total: Minor })),
  /** Line totals (after line discounts, before an order's own discount). */
  byProduct: Type.Array(Type.Object({ productId: Int, productName: Type.String(), ...Sales, total: Minor })),
  byChannel: Type.Array(Type.Object({ channelId: Int, channelName: Type.String(), ...Sales, gross: Minor, discount: Minor, total: Minor })),
  /** Payments of issued receipts: amount in the payment's currency, receiptAmount in the receipt's. */
  byPaymentMethod: Type.Array(
    Type.Object({ method: Int, methodName: Type.String(), currencyId: Int, receiptCurrencyId: Int, payments: Int, amount: Minor, receiptAmount: Minor }),
  ),
  ticketsSold: Int,
  /** Orders made in the range, by status (R-ORD-1). */
  orderCounts: Type.Object({ confirmed: Int, onRequest: Int, cancelled: Int, error: Int }),
});
export type Dashboard = Static<typeof Dashboard>;
