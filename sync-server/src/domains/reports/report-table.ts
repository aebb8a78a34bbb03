import { CURRENCIES } from '@pos/shared/reference';
import { periodsOf, sumByPeriod } from '@pos/shared/reports/periods';
import type { Dashboard, ReportTable } from '@pos/shared/api/reports';
import type { Language } from '@pos/shared/languages';
import type { ReportLabels } from './report-labels';
import { referenceNameIn, type ReferenceKind } from './reference-names';

/** A cell of a downloaded report: text, a count, or money in integer minor units of a currency. */
export type ReportCell = string | number | { minor: number };

/** One table of the dashboard as a downloaded report shows it, in the user's language. */
export interface ReportSheet {
  title: string;
  headers: string[];
  rows: ReportCell[][];
  /** Bars for the printed chart: a label, the value (minor units) and its colour (a product's calendar colour). */
  chart: { label: string; minor: number; currency: string; color?: string }[];
  /** Bars of counts (tickets) for the printed chart, when the table holds no money. */
  bars?: { label: string; value: number; color?: string }[];
}

const currencyCode = (id: number) => CURRENCIES.find((c) => c.id === id)?.code ?? String(id);
const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const money = (minor: number) => ({ minor });

/**
 * Issue 18: a table of report/dashboad-data as rows and headers in the user's language. Codes
 * (channels, payment methods) are named by code; money stays per currency, in minor units.
 */
/** Tickets of the orders holding seats, per activity date, product and customer type (orders/qty-report's rows). */
export interface TicketRow {
  productId: number;
  productName: string;
  date: string;
  customerTypeName: string;
  quantity: number;
  persons: number;
}

/**
 * Sales by product summed by the products' type or city (the page's two charts), per currency, the
 * biggest first; a seeded name said in the report's language. Orders are not summed: an order holding
 * two products of a type would count twice, so the row says how many products sold.
 */
function salesBy(data: Dashboard, kind: ReferenceKind, language: Language, none: string) {
  const info = new Map(data.products.map((p) => [p.productId, p]));
  const sums = new Map<string, { name: string; currencyId: number; products: number; tickets: number; total: number }>();
  for (const r of data.byProduct) {
    const stored = (kind === 'productTypes' ? info.get(r.productId)?.productTypeName : info.get(r.productId)?.cityName) ?? '';
    const key = `${r.currencyId}|${stored}`;
    const row = sums.get(key) ?? { name: stored ? referenceNameIn(language, kind, stored) : none, currencyId: r.currencyId, products: 0, tickets: 0, total: 0 };
    row.products += 1;
    row.tickets += r.tickets;
    row.total += r.total;
    sums.set(key, row);
  }
  return [...sums.values()].sort((a, b) => a.currencyId - b.currencyId || b.total - a.total || a.name.localeCompare(b.name));
}

export function reportSheet(report: ReportTable, data: Dashboard, labels: ReportLabels, tickets: readonly TicketRow[] = [], language: Language = 'en-US'): ReportSheet {
  const c = labels.columns;
  const title = report === 'sales-by-period' || report === 'tickets-by-period' ? `${labels.title[report]} (${labels.grouping[data.grouping]})` : labels.title[report];
  switch (report) {
    case 'sales-by-period': {
      // Every period of the range for each currency sold in, so a week without sales reads 0.
      const periods = periodsOf(data.from, data.to, data.grouping, data.weekStartsOn);
      const currencies = [...new Set(data.byPeriod.map((r) => r.currencyId))];
      const rows = currencies.flatMap((currencyId) =>
        periods.map((p) => {
          const r = data.byPeriod.find((x) => x.currencyId === currencyId && x.period === p.start);
          return { p, currencyId, orders: r?.orders ?? 0, tickets: r?.tickets ?? 0, gross: r?.gross ?? 0, discount: r?.discount ?? 0, total: r?.total ?? 0 };
        }),
      );
      return {
        title,
        headers: [c.from, c.to, c.currency, c.orders, c.tickets, c.gross, c.discount, c.total],
        rows: rows.map((r) => [ddmmyyyy(r.p.from), ddmmyyyy(r.p.to), currencyCode(r.currencyId), r.orders, r.tickets, money(r.gross), money(r.discount), money(r.total)]),
        chart: rows.map((r) => ({ label: r.p.from === r.p.to ? ddmmyyyy(r.p.from).slice(0, 5) : `${ddmmyyyy(r.p.from).slice(0, 5)}–${ddmmyyyy(r.p.to).slice(0, 5)}`, minor: r.total, currency: currencyCode(r.currencyId) })),
      };
    }
    case 'sales-by-product':
      return {
        title,
        headers: [c.product, c.currency, c.orders, c.tickets, c.total],
        rows: data.byProduct.map((r) => [r.productName, currencyCode(r.currencyId), r.orders, r.tickets, money(r.total)]),
        chart: data.byProduct.map((r) => ({ label: r.productName, minor: r.total, currency: currencyCode(r.currencyId), color: r.calendarColor || undefined })),
      };
    case 'sales-by-product-type':
    case 'sales-by-city': {
      const rows = report === 'sales-by-city' ? salesBy(data, 'cities', language, labels.noCity) : salesBy(data, 'productTypes', language, labels.noProductType);
      return {
        title,
        headers: [report === 'sales-by-city' ? c.city : c.productType, c.currency, c.products, c.tickets, c.total],
        rows: rows.map((r) => [r.name, currencyCode(r.currencyId), r.products, r.tickets, money(r.total)]),
        chart: rows.map((r) => ({ label: r.name, minor: r.total, currency: currencyCode(r.currencyId) })),
      };
    }
    case 'sales-by-channel':
      return {
        title,
        headers: [c.channel, c.currency, c.orders, c.tickets, c.gross, c.discount, c.total],
        rows: data.byChannel.map((r) => [labels.channels[r.channelId] ?? String(r.channelId), currencyCode(r.currencyId), r.orders, r.tickets, money(r.gross), money(r.discount), money(r.total)]),
        chart: data.byChannel.map((r) => ({ label: labels.channels[r.channelId] ?? String(r.channelId), minor: r.total, currency: currencyCode(r.currencyId) })),
      };
    case 'tickets-by-period': {
      const periods = periodsOf(data.from, data.to, data.grouping, data.weekStartsOn);
      const sums = sumByPeriod(tickets.map((r) => ({ date: r.date, quantity: r.quantity, persons: r.persons })), data.grouping, ['quantity', 'persons'], () => '', data.weekStartsOn);
      const rows = periods.map((p) => ({ p, ...(sums.find((x) => x.period === p.start) ?? { quantity: 0, persons: 0 }) }));
      return {
        title,
        headers: [c.from, c.to, c.tickets, c.persons],
        rows: rows.map((r) => [ddmmyyyy(r.p.from), ddmmyyyy(r.p.to), r.quantity, r.persons]),
        chart: [],
      };
    }
    case 'tickets-by-product': {
      const sums = new Map<string, { productId: number; product: string; customerType: string; quantity: number; persons: number }>();
      for (const r of tickets) {
        const key = `${r.productId}|${r.customerTypeName}`;
        const row = sums.get(key) ?? { productId: r.productId, product: r.productName, customerType: r.customerTypeName, quantity: 0, persons: 0 };
        row.quantity += r.quantity;
        row.persons += r.persons;
        sums.set(key, row);
      }
      const rows = [...sums.values()];
      const colors = new Map(data.products.map((p) => [p.productId, p.calendarColor]));
      return {
        title,
        headers: [c.product, c.customerType, c.tickets, c.persons],
        rows: rows.map((r) => [r.product, r.customerType, r.quantity, r.persons]),
        chart: [],
        bars: rows.map((r) => ({ label: `${r.product} · ${r.customerType}`, value: r.quantity, color: colors.get(r.productId) })),
      };
    }
    case 'payments-by-method':
      return {
        title,
        headers: [c.method, c.currency, c.payments, c.amount, c.receiptCurrency, c.receiptAmount],
        rows: data.byPaymentMethod.map((r) => [
          labels.methods[r.method] ?? String(r.method),
          currencyCode(r.currencyId),
          r.payments,
          money(r.amount),
          currencyCode(r.receiptCurrencyId),
          money(r.receiptAmount),
        ]),
        chart: data.byPaymentMethod.map((r) => ({ label: labels.methods[r.method] ?? String(r.method), minor: r.amount, currency: currencyCode(r.currencyId) })),
      };
  }
}
