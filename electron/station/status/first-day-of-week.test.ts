import { describe, expect, it } from 'vitest';
import { pairedStation, serverForStations } from '../station.fixtures';
import { replica } from '../catalogue/replica';

/**
 * Issue 18: the provider's first day of the week (Settings → Calendar, providers.first_day_of_week)
 * reaches the stations in the provider stream with its other settings, so the POS date pickers start
 * the week where the back office's do; Sunday until the provider says otherwise.
 */
describe('the first day of the week streamed to a station', async () => {
  const server = await serverForStations();
  const station = await pairedStation(server);
  const save = (firstDayOfWeek: string) => server.app.inject({ method: 'POST', url: '/api/providers/save', headers: { cookie: server.admin.cookie }, payload: { firstDayOfWeek } });

  it('starts on Sunday (the default, Israeli calendars) with the first sync', async () => {
    expect(replica.provider(station.ctx.db)?.firstDayOfWeek).toBe('SUN');
    expect((await station.handlers.status({})).firstDayOfWeek).toBe('SUN');
  });

  it("follows the office's setting at the next sync: Monday, then Saturday", async () => {
    expect((await save('MON')).statusCode).toBe(200);
    await station.ctx.sync.syncNow();
    expect((await station.handlers.status({})).firstDayOfWeek).toBe('MON');
    expect((await save('SAT')).statusCode).toBe(200);
    await station.ctx.sync.syncNow();
    expect((await station.handlers.status({})).firstDayOfWeek).toBe('SAT');
  });
});
