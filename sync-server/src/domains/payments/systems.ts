/**
 * Which card payment gateway the back office's card payments use, by configuration only
 * (@pos/shared/simulators, system `pelecard`): the real Pelecard client when PELECARD_TERMINAL,
 * PELECARD_USER and PELECARD_PASSWORD are set and `pelecard` is not named in SIMULATORS; the
 * simulator when named, or outside production; production without the real one refuses to start.
 */
import { chooseAdapter, readSimulatorConfig, type AdapterChoice, type SimulatorConfig } from '@pos/shared/simulators';
import type { CardPaymentGateway } from './adapter';
import { PelecardClient } from './pelecard-client';
import { PelecardSimulator } from './pelecard-simulator';

type Env = Record<string, string | undefined>;

export const PELECARD_DEFAULT_URL = 'https://gateway20.pelecard.biz';

function realClient(env: Env): (() => CardPaymentGateway) | null {
  const terminal = env.PELECARD_TERMINAL;
  const user = env.PELECARD_USER;
  const password = env.PELECARD_PASSWORD;
  if (!terminal || !user || !password) return null;
  return () => new PelecardClient({ baseUrl: env.PELECARD_URL ?? PELECARD_DEFAULT_URL, terminal, user, password, timeoutMs: Number(env.PELECARD_TIMEOUT_MS ?? 15_000) });
}

export function choosePelecard(config: SimulatorConfig = readSimulatorConfig(), env: Env = process.env): AdapterChoice<CardPaymentGateway> {
  return chooseAdapter<CardPaymentGateway>('pelecard', config, { real: realClient(env), simulator: () => new PelecardSimulator() });
}

let configured: AdapterChoice<CardPaymentGateway> | undefined;

/**
 * The process's one gateway, chosen by configuration once: the payment page's routes and the
 * office's card refunds share it (the simulator keeps its charges in this process's memory).
 */
export function configuredPelecard(): AdapterChoice<CardPaymentGateway> {
  configured ??= choosePelecard();
  return configured;
}
