import { describe, expect, it } from 'vitest';
import { pairedStation, serverForStations, MANAGER_CODE } from '../station.fixtures';

describe('shifts at the station (R-CASH-1, R-CASH-2)', async () => {
  const server = await serverForStations();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  let now = new Date(`${day(0)}T08:00:00Z`);
  const station = await pairedStation(server, { clock: () => now });
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });

  it('expects the opening balance plus the cash taken, by currency', async () => {
    h['shift-open']({ openingBalance: [{ currencyId: 1, amount: 10000 }] });
    const slot = h['product-slots']({ productId: server.goods.product.id, from: day(1), to: day(1) })[0]!;
    await h['sale-create']({ items: [{ productId: server.goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: server.goods.child.id, quantity: 1 }] }], payments: [{ method: 1, amount: 3000, tendered: 10000 }] });
    const preview = h['shift-close-preview']({ counted: [{ currencyId: 1, denominations: [{ value: 10000, count: 1 }, { value: 1000, count: 3 }] }] });
    expect(preview.currencies).toEqual([{ currencyId: 1, denominations: [{ value: 10000, count: 1 }, { value: 1000, count: 3 }], counted: 13000, expected: 13000, difference: 0 }]);
    expect(preview.managerCodeReasons).toEqual([]);
  });

  it('locks the manager code for 5 minutes after 5 wrong tries, even across a restart of the check', async () => {
    now = new Date(`${day(1)}T09:00:00Z`);
    const counted = [{ currencyId: 1, denominations: [{ value: 13000, count: 1 }] }];
    // A shift of an earlier day: the manager code is needed.
    expect(h['shift-close-preview']({ counted }).managerCodeReasons).toEqual(['earlier-shift']);
    await expect(h['shift-close']({ counted })).rejects.toMatchObject({ code: 'manager-code-required', extra: { reasons: ['earlier-shift'] } });
    for (let i = 1; i <= 4; i++) await expect(h['shift-close']({ counted, managerCode: '0000' })).rejects.toMatchObject({ code: 'incorrect-manager-code', extra: { triesLeft: 5 - i } });
    await expect(h['shift-close']({ counted, managerCode: '0000' })).rejects.toMatchObject({ code: 'manager-code-locked' });
    // Even the right code is refused while locked.
    await expect(h['shift-close']({ counted, managerCode: MANAGER_CODE })).rejects.toMatchObject({ code: 'manager-code-locked', kind: 'too-many' });
    now = new Date(now.getTime() + 5 * 60_000 + 1000);
    const closed = await h['shift-close']({ counted, managerCode: MANAGER_CODE });
    expect(closed.shift.closedAt).not.toBeNull();
    expect(h['shift-z-report']({})).toMatchObject({ orders: 1, total: 3000 });
  });

  it('the close of a same-day shift without difference needs no code; the X report needs an open shift', () => {
    expect(() => h['shift-x-report']({})).toThrow(expect.objectContaining({ code: 'open-shift-not-found' }));
    h['shift-open']({ openingBalance: [] });
    return expect(h['shift-close']({ counted: [] })).resolves.toMatchObject({ managerCodeReasons: [] });
  });

  it('refuses a negative opening balance', () => {
    expect(() => h['shift-open']({ openingBalance: [{ currencyId: 1, amount: -5 }] })).toThrow(expect.objectContaining({ kind: 'validation' }));
  });
});
