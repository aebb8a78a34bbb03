import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@pos/shared/calendar/index';
import type { TicketOrderRow } from '@pos/shared/sync/streams';
import { pullRows, replicaStation, ticketOrderRow } from '../scanning/scanning.fixtures';

/**
 * Issue 15: what the office does to an order reaches the gate through the tickets stream. An order
 * cancelled in the office arrives as a row with status CN (even when its tickets are days old, which
 * used to arrive as a deletion and made the gate say "unknown code"); a ticket the office refunded
 * arrives marked voided. The gate refuses both and says why.
 */
describe('tickets stream: office cancels and refunds reach the gate', () => {
  const { station, fixture, close } = replicaStation();
  afterAll(close);
  const h = station.handlers;
  const product = fixture.products[0]!;
  const adult = product.customerTypeIds[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const scan = (code: string) => h['scan-resolve']({ code, admit: true });

  it('an order cancelled in the office whose tickets are three days old is marked cancelled, not deleted', () => {
    const old = { id: 701, uuid: randomUUID(), orderNumber: 9001, productId: product.id, customerTypeId: adult, date: addDays(today, -3), tickets: 2 };
    // The station got it while it was current (sold at another station three days ago).
    pullRows(db(), 'tickets', [['701', ticketOrderRow(old)]]);
    pullRows(db(), 'tickets', [['701', ticketOrderRow({ ...old, status: 'CN' })]]);
    expect(scan(`${old.uuid}.1`)).toMatchObject({ kind: 'ticket', admitted: false, refusal: { code: 'cancelled', status: 'Cancelled' } });
    expect(scan(old.uuid)).toMatchObject({ admitted: false, refusal: { code: 'cancelled' } });
  });

  it('a cancelled order the station never had arrives cancelled too (a new station, a future date)', () => {
    const future = { id: 702, uuid: randomUUID(), orderNumber: 9002, productId: product.id, customerTypeId: adult, date: addDays(today, 2), tickets: 1 };
    pullRows(db(), 'tickets', [['702', ticketOrderRow({ ...future, status: 'CN' })]]);
    expect(scan(`${future.uuid}.1`)).toMatchObject({ admitted: false, refusal: { code: 'cancelled', status: 'Cancelled' } });
  });

  it('a line refunded in the office: its ticket is refused as refunded, the other one still admits', () => {
    const order = { id: 703, uuid: randomUUID(), orderNumber: 9003, productId: product.id, customerTypeId: adult, date: today, tickets: 2 };
    pullRows(db(), 'tickets', [['703', ticketOrderRow(order)]]);
    const row = ticketOrderRow(order);
    const refunded: TicketOrderRow = { ...row, tickets: row.tickets.map((t) => (t.ticketNo === 2 ? { ...t, voided: true } : t)) };
    pullRows(db(), 'tickets', [['703', refunded]]);
    expect(scan(`${order.uuid}.2`)).toMatchObject({ admitted: false, voided: true, refusal: { code: 'refunded' } });
    // A later pull of the same order (nothing voided in it any more) does not bring the ticket back.
    pullRows(db(), 'tickets', [['703', row]]);
    expect(scan(`${order.uuid}.2`)).toMatchObject({ admitted: false, refusal: { code: 'refunded' } });
    expect(scan(`${order.uuid}.1`)).toMatchObject({ admitted: true, refusal: null });
  });

  function db() {
    return station.ctx.db;
  }
});
