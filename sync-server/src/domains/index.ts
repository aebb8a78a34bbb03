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
import messagesRoutes from './messages/routes';
import ticketRoutes from './tickets/routes';
import type { OpHandlers } from './op-handlers';
import { orderOps } from './orders/station-ops';
import { shiftOps } from './shifts/shift-ops';
import { ticketOps } from './tickets/ticket-scans';
import employeeRoutes from './employees/routes';

/** Every domain's routes, registered under /api. */
export async function apiRoutes(app: App): Promise<void> {
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
  await app.register(messagesRoutes);
  await app.register(employeeRoutes);
}

/**
 * What a station pushes, applied by the domain that owns the tables (op-handlers.ts): one typed map,
 * every operation type present, each domain contributing its part.
 */
export const opHandlers: OpHandlers = { ...orderOps, ...shiftOps, ...ticketOps };

/** The station sync protocol, registered under /sync (station token, not the cookie session). */
export const syncRoutes = (app: App): Promise<void> => stationSyncRoutes(app, { ops: opHandlers });
