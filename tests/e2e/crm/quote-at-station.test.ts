import { describe, expect, it } from 'vitest';
import { Channel, PriceType } from '@pos/shared/reference';
import { pairedStation, serverForStations } from '../../../electron/station/station.fixtures';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { tomorrow } from '../lib/dates';

/** Issue 22: an accepted quote is an order like any other, so the POS finds it among reserved orders (29) and takes its payment. */
describe('a quote accepted by the customer reaches the cashier station as a reserved order', async () => {
  const server = await serverForStations();
  await setCrmModule(server.db, server.provider.id, true);
  const station = await pairedStation(server);
  const h = station.handlers;
  const api = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
    const res = await server.app.inject({ method, url: `/api/${url}`, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, never>;
  };

  it('customer → lead → quote → share → accept → reserved order found by number and name, then paid', async () => {
    const admin = server.admin.cookie;
    const made = await api('POST', 'crm/create/lead/create', { crmCustomer: { firstName: 'Yael', lastName: 'Mizrahi', mobile: '050-5556677' }, crmCustomerLead: { description: 'School trip' } }, admin);
    const quote = await api(
      'POST',
      'quote/create',
      {
        crmCustomerLeadId: made.crmCustomerLeadId,
        date: tomorrow(),
        priceTypeId: PriceType.Locals,
        channelId: Channel.Cashier,
        products: [{ productId: server.goods.product.id, date: tomorrow(), slotId: server.goods.slot.id, customers: [{ customerTypeId: server.goods.adult.id, quantity: 3 }] }],
      },
      admin,
    );
    const { token } = await api('POST', 'quote/share', { id: quote.id }, admin);
    const order = (await api('POST', 'quote/sharedata/accept', { quoteId: quote.id, token })) as unknown as { orderNumber: number; orderId: number; status: string };
    expect(order.status).toBe('OK');

    await h.login({ username: server.cashier.username, password: 'Cashier123' });
    h['shift-open']({ openingBalance: [] });
    await station.ctx.sync.syncNow();
    const [byNumber] = h['reserved-search']({ query: String(order.orderNumber) });
    expect(byNumber).toMatchObject({ id: order.orderId, balance: 15000 });
    expect(h['reserved-search']({ query: 'mizrahi' }).map((o) => o.id)).toEqual([order.orderId]);
    const paid = await h['reserved-pay']({ orderId: order.orderId, payments: [{ method: 1, amount: 15000, tendered: 15000 }] });
    expect(paid).toMatchObject({ change: 0 });
  });
});
