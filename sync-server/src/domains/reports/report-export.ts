import { and } from 'drizzle-orm';
import { noPermission, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { instantToLocal } from '@pos/shared/calendar/index';
import type { ReportExportQuery } from '@pos/shared/api/reports';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { dashboardData } from './dashboard';
import { reportProvider } from './dashboard-repo';
import { reportCsv, reportPdf, reportXlsx, type ReportFile } from './report-files';
import { REPORT_LABELS } from './report-labels';
import { reportSheet, type TicketRow } from './report-table';
import { filterWhere, notCancelled, quantityReport } from '../orders/search-repo';
import { checkedFilter } from '../orders/search-filter';

/**
 * The tickets of the orders holding seats (not cancelled or failed) by activity date in the range:
 * the very rows of orders/qty-report behind the page's tickets charts.
 */
async function ticketRows(db: Db, providerId: number, from: string, to: string, timeZone: string): Promise<TicketRow[]> {
  const where = filterWhere(providerId, checkedFilter({ arrivalStartDate: from, arrivalEndDate: to }), timeZone);
  return (await quantityReport(db, and(where, notCancelled)!)).map((r) => ({ ...r, date: String(r.date) }));
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * GET report/export (issue 18): one table of the caller's dashboard (the same figures, range and
 * grouping as report/dashboad-data) as CSV, XLSX or an A4 PDF, worded in the asked language or the
 * user's own.
 */
export async function reportExport(db: Db, actor: Actor, query: ReportExportQuery, now = new Date()): Promise<ReportFile & { filename: string }> {
  const { report, format, language: asked, ...range } = query;
  const language: Language = asked ?? (isLanguage(actor.language) ? actor.language : FALLBACK_LANGUAGE);
  // The tickets tables read orders as orders/qty-report does: ViewOrders, like the page's tickets charts.
  if (report.startsWith('tickets-') && !actor.permissions.has(Permission.ViewOrders)) throw noPermission();
  const provider = await reportProvider(db, actor.providerId);
  if (!provider) throw notFound('Provider');
  const data = await dashboardData(db, actor.providerId, range, now);
  const labels = REPORT_LABELS[language];
  const tickets = report.startsWith('tickets-') ? await ticketRows(db, actor.providerId, data.from, data.to, data.timezone) : [];
  const sheet = reportSheet(report, data, labels, tickets, language);
  const printedAt = instantToLocal(now, data.timezone);
  const file =
    format === 'csv'
      ? reportCsv(sheet)
      : format === 'xlsx'
        ? await reportXlsx(sheet, language)
        : await reportPdf(sheet, language, {
            provider: provider.name,
            range: `${labels.range}: <bdi dir="ltr">${ddmmyyyy(data.from)} – ${ddmmyyyy(data.to)}</bdi>`,
            printed: `${labels.printed}: <bdi dir="ltr">${ddmmyyyy(printedAt.date)} ${printedAt.time.slice(0, 5)}</bdi>`,
            empty: labels.empty,
          });
  return { ...file, filename: `${report}-${data.from}-${data.to}.${file.extension}` };
}
