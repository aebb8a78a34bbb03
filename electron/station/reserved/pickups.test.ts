import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@pos/shared/calendar/index';
import type { PullResponse, StreamPage } from '@pos/shared/sync/protocol';
import type { ReservedOrderRow } from '@pos/shared/sync/streams';
import { createStation } from '../station';
import { seedReplica } from '../catalogue/replica.fixtures';
import { stationToday } from '../catalogue/occurrences';
import { applyPullAnswer } from '../sync/pull-apply';

describe("today's pick-ups: the reserved orders the window shows before anything is typed", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-pickups-'));
  const station = createStation({ dataDir, autoSync: false });
  afterAll(async () => {
    await station.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { db } = station.ctx;
  const fixture = seedReplica(db, { products: 1, slotsPerProduct: 1 });
  const product = fixture.products[0]!;
  const today = stationToday(station.ctx);
  const order = (id: number, date: string, startTime: string, paid = 0): [string, ReservedOrderRow] => [
    String(id),
    {
      id,
      uuid: `00000000-0000-4000-8000-00000000000${id}`,
      orderNumber: 9000 + id,
      status: 'OK',
      currencyId: 1,
      priceTypeId: 1,
      totalToPay: 10000,
      paid,
      leadCustomer: { firstName: `Guest${id}` },
      remarks: '',
      createDate: today,
      lines: [{ productId: product.id, slotId: product.slotIds[0]!, date, startTime, customerTypeId: product.customerTypeIds[0]!, quantity: 2, unitPrice: 5000, total: 10000 }],
    },
  ];
  const page = { stream: 'reserved-orders', checkpoint: 5, changes: [order(1, today, '14:00:00'), order(2, today, '09:00:00'), order(3, addDays(today, 1), '09:00:00'), order(4, today, '08:00:00', 10000)].map(([key, row]) => ({ key, row })) } as StreamPage;
  applyPullAnswer(db, { more: false, remaining: 0, serverTime: new Date().toISOString(), pages: [page] } as PullResponse, null);
  station.ctx.session.userId = fixture.userId;

  it("lists today's orders still owing money, by their start time; tomorrow's and paid ones are left out", () => {
    const pickups = station.handlers['reserved-pickups']({});
    expect(pickups.map((o) => o.orderNumber)).toEqual([9002, 9001]);
    expect(pickups[0]).toMatchObject({ balance: 10000, lines: [expect.objectContaining({ productName: 'Product 1', customerTypeName: 'Adult' })] });
  });
});
