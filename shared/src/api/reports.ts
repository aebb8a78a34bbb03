import { Type, type Static } from 'typebox';
import { REPORT_GROUPINGS } from '../reports/periods';
import { LANGUAGES } from '../languages';
import { LocalDate, OneOf, OrNull } from './primitives';

/**
 * report/dashboad-data: local dates in the provider's time zone, both days included; `grouping` sums
 * the days by day, week or month (issue 18), chosen by the range's length when left out.
 */
export const DashboardQuery = Type.Object({
  from: Type.Optional(LocalDate),
  to: Type.Optional(LocalDate),
  grouping: Type.Optional(OneOf(REPORT_GROUPINGS)),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** The tables of the dashboard a user can download (issue 18); the tickets ones (by activity date, as orders/qty-report) need ViewOrders too. */
export const REPORT_TABLES = [
  'sales-by-period',
  'sales-by-product',
  'sales-by-product-type',
  'sales-by-city',
  'sales-by-channel',
  'payments-by-method',
  'tickets-by-period',
  'tickets-by-product',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** GET report/export: one table of the dashboard as CSV, XLSX or an A4 PDF, headers in `language` (the user's by default). */
export const ReportExportQuery = Type.Object({
  ...DashboardQuery.properties,
  report: OneOf(REPORT_TABLES),
  format: OneOf(REPORT_FORMATS),
  language: Type.Optional(OneOf(LANGUAGES)),
});
export type ReportExportQuery = Static<typeof ReportExportQuery>;

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
  /** How byPeriod sums the days, and the provider's first day of the week (0 Sunday .. 6 Saturday). */
  grouping: OneOf(REPORT_GROUPINGS),
  weekStartsOn: Int,
  /** Per currency: confirmed orders, tickets, persons; gross before discounts, discount, total to pay. */
  totals: Type.Array(Type.Object({ ...Sales, persons: Int, gross: Minor, discount: Minor, total: Minor })),
  byDay: Type.Array(Type.Object({ date: Type.String(), ...Sales, gross: Minor, discount: Minor, total: Minor })),
  /** byDay summed by `grouping`: `period` is the period's first day (a week or month the range cuts counts only its days). */
  byPeriod: Type.Array(Type.Object({ period: Type.String(), ...Sales, gross: Minor, discount: Minor, total: Minor })),
  /** Line totals (after line discounts, before an order's own discount). */
  byProduct: Type.Array(Type.Object({ productId: Int, productName: Type.String(), calendarColor: Type.String(), ...Sales, total: Minor })),
  /**
   * Every product of the provider: its calendar colour (the calendar's source) for every chart, and its
   * product type and city as stored (English seed names, said in the user's language by the client).
   */
  products: Type.Array(Type.Object({ productId: Int, calendarColor: Type.String(), productTypeName: OrNull(Type.String()), cityName: OrNull(Type.String()) })),
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
