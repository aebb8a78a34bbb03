import type { StationContext } from './context';
import { settingsHandlers } from './settings/settings-handlers';
import { sessionHandlers } from './session/session-handlers';
import { statusHandlers } from './status/status-handlers';
import { shiftHandlers } from './shifts/shift-handlers';
import { catalogueHandlers } from './catalogue/catalogue-handlers';
import { salesHandlers } from './sales/sales-handlers';
import { reservedHandlers } from './reserved/reserved-handlers';
import { printingHandlers } from './printing/printing-handlers';
import { scanningHandlers } from './scanning/scanning-handlers';
import { refundHandlers } from './refunds/refund-handlers';
import { crmHandlers } from './crm/crm-handlers';

/**
 * The station core's one handler map (CONVENTIONS: Actual's typed handlers): every domain gives
 * its named handlers, one argument object in, a value or a promise out. The POS reaches them
 * only through this map, over Electron IPC or the station host's HTTP.
 */
const DOMAINS = [settingsHandlers, sessionHandlers, statusHandlers, shiftHandlers, catalogueHandlers, salesHandlers, reservedHandlers, printingHandlers, scanningHandlers, refundHandlers, crmHandlers] as const;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export type Handlers = UnionToIntersection<ReturnType<(typeof DOMAINS)[number]>>;
export type HandlerName = keyof Handlers & string;

/** Merges handler maps; a name given twice stops the station at start-up. */
export function mergeHandlerMaps(maps: readonly Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [name, handler] of Object.entries(map)) {
      if (name in merged) throw new Error(`Duplicate station handler name "${name}"`);
      merged[name] = handler;
    }
  }
  return merged;
}

export function createHandlers(ctx: StationContext): Handlers {
  return mergeHandlerMaps(DOMAINS.map((domain) => domain(ctx))) as Handlers;
}
