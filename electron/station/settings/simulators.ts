import { sortSystems, type ExternalSystem } from '@pos/shared/simulators';
import type { StationContext } from '../context';
import { isSimulatedTerminal } from '../payments/choose-terminal';
import { getSetting } from './settings-store';

/** The external systems simulated now, the station's own (card) and its server's: the POS shows a banner while any is. */
export function activeSimulators(ctx: Pick<StationContext, 'db' | 'terminal'>): ExternalSystem[] {
  return sortSystems([...(isSimulatedTerminal(ctx.terminal) ? ['card'] : []), ...(getSetting(ctx.db, 'serverSimulators') ?? [])]);
}
