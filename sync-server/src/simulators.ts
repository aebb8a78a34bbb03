import { sortSystems, type ExternalSystem } from '@pos/shared/simulators';
import type { Db } from './db/client';
import { serverSimulators } from './domains/coupons/external/systems';
import { messagingOf } from './domains/messages/messaging';

/**
 * Every external system this server simulates now (@pos/shared/simulators): club vouchers, and SMS
 * and e-mail as the app's messaging chose them. GET /api/version reports it; stations learn it
 * while syncing; the back office and the POS show a banner while it is not empty.
 */
export function reportedSimulators(db: Db): ExternalSystem[] {
  let messaging: ExternalSystem[] = [];
  try {
    messaging = messagingOf(db).simulated;
  } catch {
    // The messages routes are not registered (a test app without them): nothing is sent at all.
  }
  return sortSystems([...serverSimulators(), ...messaging]);
}
