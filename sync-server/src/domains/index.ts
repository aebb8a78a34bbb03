import type { App } from '../http/types';
import sessionRoutes from './session/routes';
import usersRoutes from './users/routes';
import referenceRoutes from './reference/routes';
import catalogueRoutes from './catalogue/routes';
import priceListRoutes from './price-lists/routes';
import calendarRoutes from './calendar/routes';
import orderRoutes from './orders/routes';
import stationRoutes from './stations/routes';
import stationSyncRoutes from './sync/routes';
import providerRoutes from './provider/routes';
import couponRoutes from './coupons/routes';
import reportRoutes from './reports/routes';
import shiftRoutes from './shifts/routes';
import dashboardRoutes from './dashboard/routes';
import messagesRoutes from './messages/routes';
import ticketRoutes from './tickets/routes';
import accountingSettingsRoutes from './documents/accounting-settings/routes';
import documentSearchRoutes from './documents/search/routes';
import documentOutputRoutes from './documents/output/routes';
import registrationRoutes from './registration/routes';
import platformRoutes from './platform/routes';
import paymentsRoutes from './payments/routes';
import allocationRoutes from './documents/allocation/routes';
import type { OpHandlers } from './op-handlers';
import { orderOps } from './orders/station-ops';
import { shiftOps } from './shifts/shift-ops';
import { ticketOps } from './tickets/ticket-scans';
import employeeRoutes from './employees/routes';
import businessClientRoutes from './business-clients/routes';
import { documentOps } from './documents/refund-ops';
import documentRoutes from './documents/routes';
import { filesPlugin } from './files';
import fileRoutes from './files/routes';
import crmRoutes from './crm/routes';
import { exportRoutes } from './exports';
import { bulkInvoiceRoutes } from './bulk-invoices';

/** Every domain's routes, registered under /api. */
export async function apiRoutes(app: App): Promise<void> {
  // First: the file store and multipart parsing the upload routes of every domain use.
  await app.register(filesPlugin);
  await app.register(sessionRoutes);
  await app.register(usersRoutes);
  await app.register(referenceRoutes);
  await app.register(catalogueRoutes);
  await app.register(priceListRoutes);
  await app.register(calendarRoutes);
  await app.register(orderRoutes);
  await app.register(ticketRoutes);
  await app.register(stationRoutes);
  await app.register(providerRoutes);
  await app.register(couponRoutes);
  await app.register(reportRoutes);
  await app.register(shiftRoutes);
  await app.register(dashboardRoutes);
  await app.register(messagesRoutes);
  await app.register(employeeRoutes);
  await app.register(businessClientRoutes);
  await app.register(fileRoutes);
  await app.register(accountingSettingsRoutes);
  await app.register(documentSearchRoutes);
  await app.register(documentOutputRoutes);
  await app.register(registrationRoutes);
  await app.register(platformRoutes);
  await app.register(paymentsRoutes);
  await app.register(documentRoutes);
  await app.register(allocationRoutes);
  await app.register(crmRoutes);
  await app.register(exportRoutes);
  await app.register(bulkInvoiceRoutes);
}

/**
 * What a station pushes, applied by the domain that owns the tables (op-handlers.ts): one typed map,
 * every operation type present, each domain contributing its part.
 */
export const opHandlers: OpHandlers = { ...orderOps, ...shiftOps, ...ticketOps, ...documentOps };

/** The station sync protocol, registered under /sync (station token, not the cookie session). */
export const syncRoutes = (app: App): Promise<void> => stationSyncRoutes(app, { ops: opHandlers });
