/**
 * The server's external systems, chosen by configuration (@pos/shared/simulators): club vouchers
 * today; Tax Authority allocation numbers, SMS and e-mail take the same rule when their clients
 * arrive (add them to SERVER_SYSTEMS with their real client's configuration).
 */
import { chooseAdapter, readSimulatorConfig, type ExternalSystem, type SimulatorConfig } from '@pos/shared/simulators';
import type { ExternalCouponAdapterFactory } from './adapter';
import { simulatedCouponSystems, type ExternalVoucherDeps } from './external-voucher';
import { messagingSimulated } from '../../messages/messaging';
import { choosePelecard } from '../../payments/systems';
import { chooseAllocationClient } from '../../documents/allocation/systems';

const VOUCHER_TIMEOUT_MS = 10_000;

/** The real club-voucher clients: none is configured yet (Multipass, Dts, Icmega, Tmura plug in here). */
function realVoucherClients(_env: Record<string, string | undefined>): (() => ExternalCouponAdapterFactory) | null {
  return null;
}

/** Each server system and how its adapter is chosen; a choice throws SimulatorRefused where not allowed. */
const SERVER_SYSTEMS: { system: ExternalSystem; choose: (config: SimulatorConfig, env: Record<string, string | undefined>) => { simulated: boolean } }[] = [
  { system: 'vouchers', choose: (config, env) => chooseVoucherSystems(config, env) },
  { system: 'sms', choose: (config, env) => ({ simulated: messagingSimulated('sms', config, env) }) },
  { system: 'email', choose: (config, env) => ({ simulated: messagingSimulated('email', config, env) }) },
  { system: 'allocation', choose: (config, env) => chooseAllocationClient(config, env) },
  { system: 'pelecard', choose: (config, env) => choosePelecard(config, env) },
];

function chooseVoucherSystems(config: SimulatorConfig, env: Record<string, string | undefined>) {
  return chooseAdapter<ExternalCouponAdapterFactory>('vouchers', config, { real: realVoucherClients(env), simulator: () => simulatedCouponSystems().adapterFor });
}

/**
 * The server's simulated systems under this configuration; throws SimulatorRefused (the server
 * must not start) when production would simulate a system SIMULATORS does not name.
 */
export function serverSimulators(env: Record<string, string | undefined> = process.env): ExternalSystem[] {
  const config = readSimulatorConfig(env);
  return SERVER_SYSTEMS.filter(({ choose }) => choose(config, env).simulated).map(({ system }) => system);
}

/**
 * The club-voucher systems orders and stations use, chosen on first use from the environment (the
 * start-up check, serverSimulators, has refused a forbidden simulator before any request).
 */
export function configuredCouponSystems(env: Record<string, string | undefined> = process.env, timeoutMs = VOUCHER_TIMEOUT_MS): ExternalVoucherDeps {
  let factory: ExternalCouponAdapterFactory | null = null;
  return {
    adapterFor: (credentials, db) => (factory ??= chooseVoucherSystems(readSimulatorConfig(env), env).adapter)(credentials, db),
    timeoutMs,
  };
}
