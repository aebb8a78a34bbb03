import { describe, expect, it } from 'vitest';
import { chooseAdapter, EXTERNAL_SYSTEMS, parseSimulators, readSimulatorConfig, SimulatorRefused, sortSystems } from './simulators';

const makers = { real: null, simulator: () => 'sim' };

describe('simulators are chosen by configuration, never the production default', () => {
  it('parses SIMULATORS: a comma list, all, blank; an unknown name is an error', () => {
    expect([...parseSimulators('card, Vouchers')]).toEqual(['card', 'vouchers']);
    expect([...parseSimulators('all')]).toEqual([...EXTERNAL_SYSTEMS]);
    expect(parseSimulators('').size).toBe(0);
    expect(parseSimulators(undefined).size).toBe(0);
    expect(() => parseSimulators('card,fax')).toThrow(/unknown systems: fax/);
  });

  it('refuses a simulator in production unless SIMULATORS names it', () => {
    const production = readSimulatorConfig({ NODE_ENV: 'production' });
    expect(() => chooseAdapter('card', production, makers)).toThrow(SimulatorRefused);
    expect(() => chooseAdapter('vouchers', production, makers)).toThrow(/vouchers system would be simulated in production/);
    const named = readSimulatorConfig({ NODE_ENV: 'production', SIMULATORS: 'card' });
    expect(chooseAdapter('card', named, makers)).toEqual({ adapter: 'sim', simulated: true });
    expect(() => chooseAdapter('vouchers', named, makers)).toThrow(SimulatorRefused);
  });

  it('uses the real client when configured, the simulator when named, and a reported simulator outside production', () => {
    const dev = readSimulatorConfig({ NODE_ENV: 'development' });
    expect(chooseAdapter('sms', dev, makers)).toEqual({ adapter: 'sim', simulated: true });
    expect(chooseAdapter('sms', dev, { real: () => 'real', simulator: () => 'sim' })).toEqual({ adapter: 'real', simulated: false });
    expect(chooseAdapter('sms', readSimulatorConfig({ NODE_ENV: 'production', SIMULATORS: 'all' }), { real: () => 'real', simulator: () => 'sim' })).toEqual({ adapter: 'sim', simulated: true });
    expect(chooseAdapter('email', readSimulatorConfig({ NODE_ENV: 'production' }), { real: () => 'real', simulator: () => 'sim' })).toEqual({ adapter: 'real', simulated: false });
  });

  it('lists systems in one fixed order', () => {
    expect(sortSystems(['vouchers', 'card', 'card'])).toEqual(['card', 'vouchers']);
  });
});
