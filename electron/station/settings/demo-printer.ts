import type { StationContext } from '../context';
import { configureStation } from './settings-handlers';
import { getSetting } from './settings-store';

/**
 * npm start's virtual printer (scripts/demo-printer.ts) as the station's printer, so the demo prints
 * out of the box: one roll printer with the receipt role, which also prints the tickets and the X/Z
 * reports (the receipt printer stands in for a missing ticket or report printer). A station whose
 * printers someone has set up keeps them. True when it was set.
 */
export function setDemoPrinter(ctx: StationContext, address: string): boolean {
  if ((getSetting(ctx.db, 'printers') ?? []).length > 0) return false;
  configureStation(ctx, { printers: [{ role: 'receipt', kind: 'virtual', address, paper: '80mm', profile: 'generic-80mm' }] });
  return true;
}
