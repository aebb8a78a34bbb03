import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TicketsDocument } from '../sales/sale-tickets';
import { pullRows, replicaStation, ticketOrderRow } from '../scanning/scanning.fixtures';

describe('a reserved order paid at the window prints its tickets when the tickets stream brought them', () => {
  const { station, fixture, close } = replicaStation();
  afterAll(close);
  const h = station.handlers;
  const product = fixture.products[0]!;
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const reserved = (id: number, uuid: string, orderNumber: number) => ({
    id,
    uuid,
    orderNumber,
    status: 'OK',
    currencyId: 1,
    priceTypeId: 1,
    totalToPay: 10_000,
    paid: 0,
    leadCustomer: { firstName: 'Dana', lastName: 'Levi' },
    remarks: '',
    createDate: date,
    lines: [{ productId: product.id, slotId: product.slotIds[0]!, date, startTime: '10:00:00', customerTypeId: product.customerTypeIds[0]!, quantity: 2, unitPrice: 5000, total: 10_000 }],
  });

  it('queues the tickets after the receipt, with the order\'s number and its ticket codes', async () => {
    const uuid = randomUUID();
    pullRows(station.ctx.db, 'reserved-orders', [['701', reserved(701, uuid, 8801)]]);
    pullRows(station.ctx.db, 'tickets', [['701', ticketOrderRow({ id: 701, uuid, orderNumber: 8801, productId: product.id, customerTypeId: product.customerTypeIds[0]!, date, tickets: 2 })]]);
    const paid = await h['reserved-pay']({ orderId: 701, payments: [{ method: 1, amount: 10_000 }] });
    expect(paid.ticketsPrintJobId).not.toBeNull();
    const job = h['print-jobs']({ status: 'pending' }).find((j) => j.id === paid.ticketsPrintJobId)!;
    expect(job.kind).toBe('tickets');
    const doc = job.document as TicketsDocument;
    expect(doc).toMatchObject({ orderUuid: uuid, orderNumber: 8801, groups: [{ printingType: 'single-unit', tickets: [{ code: `${uuid}.1`, quantity: 1 }, { code: `${uuid}.2`, quantity: 1 }] }] });
    expect(paid.ticketsPrintJobId).toBeGreaterThan(paid.printJobId);
  });

  it('prints no tickets when the replica has none for the order', async () => {
    pullRows(station.ctx.db, 'reserved-orders', [['702', reserved(702, randomUUID(), 8802)]]);
    const paid = await h['reserved-pay']({ orderId: 702, payments: [{ method: 1, amount: 10_000 }] });
    expect(paid.ticketsPrintJobId).toBeNull();
  });
});
