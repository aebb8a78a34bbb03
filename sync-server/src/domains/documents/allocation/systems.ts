/**
 * Which allocation client this server uses, by configuration only (@pos/shared/simulators): the
 * real client when ALLOCATION_TOKEN_URL and ALLOCATION_APPROVAL_URL are set and `allocation` is not
 * named in SIMULATORS; the simulator when named, or outside production; in production without a
 * real client the server refuses to start (SimulatorRefused).
 */
import { chooseAdapter, readSimulatorConfig, type AdapterChoice, type SimulatorConfig } from '@pos/shared/simulators';
import type { AllocationClient } from './adapter';
import { AllocationHttpClient } from './http-client';
import { AllocationSimulator } from './simulator';

type Env = Record<string, string | undefined>;

function realClient(env: Env): (() => AllocationClient) | null {
  const tokenUrl = env.ALLOCATION_TOKEN_URL;
  const approvalUrl = env.ALLOCATION_APPROVAL_URL;
  if (!tokenUrl || !approvalUrl) return null;
  return () => new AllocationHttpClient({ tokenUrl, approvalUrl, scope: env.ALLOCATION_SCOPE, timeoutMs: Number(env.ALLOCATION_TIMEOUT_MS ?? 10_000) });
}

export function chooseAllocationClient(config: SimulatorConfig = readSimulatorConfig(), env: Env = process.env): AdapterChoice<AllocationClient> {
  return chooseAdapter<AllocationClient>('allocation', config, { real: realClient(env), simulator: () => new AllocationSimulator() });
}

let chosen: AllocationClient | null = null;

/** The process's allocation client, chosen on first use (the start-up check has refused a forbidden simulator before). */
export function allocationClient(): AllocationClient {
  return (chosen ??= chooseAllocationClient().adapter);
}

/** Tests replace the client (a local HTTP server's real client, or a fresh simulator). */
export function useAllocationClient(client: AllocationClient | null): void {
  chosen = client;
}
