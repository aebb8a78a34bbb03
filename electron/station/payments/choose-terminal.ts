import { chooseAdapter, readSimulatorConfig } from '@pos/shared/simulators';
import type { PaymentTerminal } from './terminal';
import { SimulatedTerminal } from './terminal-simulator';

/** The simulator's kind: the status reports `card` among the active simulators while it is in use. */
export const SIMULATED_TERMINAL_KIND = 'simulator';

/**
 * The station's card terminal, by configuration (@pos/shared/simulators): the one handed in (a real
 * device's client, or a test's simulator), else the simulator where allowed. In production
 * (NODE_ENV=production) the station refuses to start with the simulator unless SIMULATORS names
 * `card`: a simulated terminal approves every card.
 */
export function chooseTerminal(given: PaymentTerminal | undefined, env: Record<string, string | undefined> = process.env): PaymentTerminal {
  const config = readSimulatorConfig(env);
  const real = given && given.kind !== SIMULATED_TERMINAL_KIND ? given : undefined;
  return chooseAdapter<PaymentTerminal>('card', config, { real: real ? () => real : null, simulator: () => (given && !real ? given : new SimulatedTerminal()) }).adapter;
}

/** Whether payments go to the simulator. */
export function isSimulatedTerminal(terminal: PaymentTerminal): boolean {
  return terminal.kind === SIMULATED_TERMINAL_KIND;
}
