import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatorRefused } from '@pos/shared/simulators';
import { createStation } from '../station';
import { pairedStation, serverForStations } from '../station.fixtures';
import { chooseTerminal } from './choose-terminal';
import { SimulatedTerminal } from './terminal-simulator';
import type { PaymentTerminal } from './terminal';

const realTerminal: PaymentTerminal = { kind: 'verifone', charge: () => Promise.reject(new Error('not in tests')), refund: () => Promise.reject(new Error('not in tests')) };

describe('the card terminal is chosen by configuration, never simulated by default in production', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('production refuses the simulator unless SIMULATORS names card; a real terminal is used as given', () => {
    expect(() => chooseTerminal(undefined, { NODE_ENV: 'production' })).toThrow(SimulatorRefused);
    expect(() => chooseTerminal(new SimulatedTerminal(), { NODE_ENV: 'production', SIMULATORS: 'vouchers' })).toThrow(/card system would be simulated/);
    expect(chooseTerminal(undefined, { NODE_ENV: 'production', SIMULATORS: 'card' }).kind).toBe('simulator');
    expect(chooseTerminal(realTerminal, { NODE_ENV: 'production' })).toBe(realTerminal);
    expect(chooseTerminal(realTerminal, { NODE_ENV: 'production', SIMULATORS: 'all' }).kind).toBe('simulator');
    expect(chooseTerminal(undefined, {}).kind).toBe('simulator');
  });

  it('the station does not start in production with a simulated terminal, and reports the simulator when it is named', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'station-sim-'));
    try {
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('SIMULATORS', '');
      expect(() => createStation({ dataDir, autoSync: false })).toThrow(SimulatorRefused);
      vi.stubEnv('SIMULATORS', 'card');
      const station = createStation({ dataDir, autoSync: false });
      expect((await station.handlers.status({})).simulators).toEqual(['card']);
      await station.close();
      vi.stubEnv('SIMULATORS', '');
      const real = createStation({ dataDir, autoSync: false, terminal: realTerminal });
      expect((await real.handlers.status({})).simulators).toEqual([]);
      await real.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a paired station reports its server's simulators too (learnt over sync)", async () => {
    const server = await serverForStations();
    const station = await pairedStation(server);
    expect((await station.handlers.status({})).simulators).toEqual(['card', 'vouchers', 'allocation', 'sms', 'email', 'pelecard']);
    await server.app.close();
  });
});
