/**
 * External systems and their simulators: one rule for the server and the station. Every external
 * system (the station's card terminal; the server's club-voucher systems, Tax Authority allocation
 * numbers, SMS, e-mail, the back office's card payment page: pelecard) is chosen by configuration:
 *
 * - a system named in SIMULATORS (`SIMULATORS=card,vouchers` or `all`) is simulated, on purpose;
 * - otherwise its real client is used when it is configured;
 * - otherwise, outside production, the simulator is used and reported as active;
 * - in production (NODE_ENV=production) it is refused: the process does not start.
 *
 * The active simulators are reported (server: GET /api/version and the sync pull; station: status)
 * so the POS and the back office show a banner while any is active.
 */

export const EXTERNAL_SYSTEMS = ['card', 'vouchers', 'allocation', 'sms', 'email', 'pelecard'] as const;
export type ExternalSystem = (typeof EXTERNAL_SYSTEMS)[number];

export interface SimulatorConfig {
  production: boolean;
  /** Systems named in SIMULATORS: simulated even in production. */
  named: ReadonlySet<ExternalSystem>;
}

export class SimulatorRefused extends Error {
  constructor(readonly system: ExternalSystem) {
    super(
      `Refusing to start: the ${system} system would be simulated in production (NODE_ENV=production). ` +
        `Configure its real client, or name it in SIMULATORS (e.g. SIMULATORS=${system}) to run a simulator on purpose.`,
    );
    this.name = 'SimulatorRefused';
  }
}

export function isExternalSystem(name: string): name is ExternalSystem {
  return (EXTERNAL_SYSTEMS as readonly string[]).includes(name);
}

/** SIMULATORS: a comma list of systems, or `all`; blank is none. An unknown name is an error, not silently ignored. */
export function parseSimulators(text: string | undefined): Set<ExternalSystem> {
  const names = (text ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n !== '');
  if (names.includes('all')) return new Set(EXTERNAL_SYSTEMS);
  const unknown = names.filter((n) => !isExternalSystem(n));
  if (unknown.length > 0) throw new Error(`SIMULATORS names unknown systems: ${unknown.join(', ')} (known: ${EXTERNAL_SYSTEMS.join(', ')}, or all)`);
  return new Set(names as ExternalSystem[]);
}

export function readSimulatorConfig(env: Record<string, string | undefined> = process.env): SimulatorConfig {
  return { production: env.NODE_ENV === 'production', named: parseSimulators(env.SIMULATORS) };
}

export interface AdapterChoice<T> {
  adapter: T;
  simulated: boolean;
}

/**
 * The one rule: the real client when configured (and the system is not named in SIMULATORS), else
 * the simulator where allowed; throws SimulatorRefused in production for an unnamed system.
 * `real` is null while the system has no real client configured.
 */
export function chooseAdapter<T>(system: ExternalSystem, config: SimulatorConfig, makers: { real: (() => T) | null; simulator: () => T }): AdapterChoice<T> {
  if (config.named.has(system)) return { adapter: makers.simulator(), simulated: true };
  if (makers.real) return { adapter: makers.real(), simulated: false };
  if (config.production) throw new SimulatorRefused(system);
  return { adapter: makers.simulator(), simulated: true };
}

/** The systems simulated, in the fixed order of EXTERNAL_SYSTEMS (what the banner lists). */
export function sortSystems(systems: Iterable<string>): ExternalSystem[] {
  const set = new Set(systems);
  return EXTERNAL_SYSTEMS.filter((s) => set.has(s));
}
