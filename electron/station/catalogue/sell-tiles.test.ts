import { describe, expect, it } from 'vitest';
import { addDays } from '@pos/shared/calendar/index';
import { pairedStation, serverForStations } from '../station.fixtures';

describe("the sell screen's tiles: every product for sale here, its colour, its from price and its next slot with seats", async () => {
  const server = await serverForStations({ limit: 2 });
  const station = await pairedStation(server);
  const h = station.handlers;
  const { goods } = server;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 0 }] });
  const tileOf = (date?: string) => h['sell-tiles'](date ? { date } : {}).tiles.find((t) => t.product.id === goods.product.id)!;

  it('lists the product with its calendar colour, the lowest of its prices and the first slot not started', () => {
    const answer = h['sell-tiles']({});
    expect(answer.date).toBe(answer.today);
    const tile = tileOf();
    expect(tile.product).toMatchObject({ id: goods.product.id, name: goods.product.name });
    expect(tile.color).toMatch(/^#|^[a-z]/i);
    expect(tile.fromPrice).toBe(3000);
    expect(tile.currencyId).toBe(1);
    const first = h['product-slots']({ productId: goods.product.id }).find((s) => !s.past)!;
    expect(tile.nextSlot).toEqual({ slotId: goods.slot.id, date: first.date, startTime: first.startTime, available: 2 });
  });

  it('a sold-out slot is passed over: the tile shows the next one with seats left', async () => {
    const next = tileOf().nextSlot!;
    await h['sale-create']({
      items: [{ productId: goods.product.id, date: next.date, slotId: next.slotId, customers: [{ customerTypeId: goods.adult.id, quantity: 2 }] }],
      payments: [{ method: 1, amount: 10000 }],
    });
    expect(tileOf().nextSlot).toMatchObject({ date: addDays(next.date, 1), available: 2 });
  });

  it('the date switcher: another day shows that day on; a past day shows today on; a bad date is refused', () => {
    const { today } = h['sell-tiles']({});
    const inAWeek = addDays(today, 7);
    expect(tileOf(inAWeek).nextSlot?.date).toBe(inAWeek);
    expect(h['sell-tiles']({ date: addDays(today, -3) }).tiles.find((t) => t.product.id === goods.product.id)!.nextSlot!.date >= today).toBe(true);
    expect(() => h['sell-tiles']({ date: 'tomorrow' })).toThrow(expect.objectContaining({ code: 'validation' }));
  });
});
