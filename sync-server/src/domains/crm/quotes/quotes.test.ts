import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp } from '../../../test/test-app';
import { insertProduct, type ProductFixture } from '../../orders/orders.fixtures';
import { crmShop, newCustomer, newLead } from '../crm.fixtures';
import type { QuoteView } from '@pos/shared/api/quotes';

type Body = Record<string, unknown>;

describe('quotes: made for a lead, shared, accepted into an order (C094-C139, R-QUO-1..4)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const other = await crmShop(app, db);
  const { api } = shop;
  const product = await insertProduct(db, shop.providerId, { slot: { limit: 10 } });
  const onRequest = await insertProduct(db, shop.providerId, { autoConfirm: false });

  const entry = (p: ProductFixture, customers: Body[] = [{ customerTypeId: p.adult, quantity: 2 }], date = shop.tomorrow) => ({ productId: p.productId, date, slotId: p.slotId, customers });

  const newQuote = async (extra: Body = {}, products = [entry(product)]) => {
    const lead = await newLead(api, await newCustomer(api, { mobile: `05${Math.floor(10_000_000 + Math.random() * 89_999_999)}` }));
    const res = await api.post('quote/create', { crmCustomerLeadId: lead, date: shop.tomorrow, requestedTime: 'Morning', participants: 2, groupName: 'Levi family', products, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as QuoteView;
  };

  const share = async (id: number) => {
    const res = await api.post('quote/share', { id, language: 'he-IL' });
    expect(res.status).toBe(200);
    return res.body.data as { link: string; token: string };
  };

  const anonymous = async (method: 'GET' | 'POST', url: string, payload?: Body) => {
    const res = await app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Body & { data?: unknown; code?: string } };
  };

  it('R-QUO-3: a quote is created for a lead of the provider, priced by the price list', async () => {
    const q = await newQuote();
    expect(q).toMatchObject({ status: 'Draft', requestedTime: 'Morning', participants: 2, groupName: 'Levi family', totalToPay: 23600, customerName: 'Dana Levi' });
    expect(q.products[0]!.customers[0]).toMatchObject({ customerTypeName: 'Adult', quantity: 2, priceForOne: 11800, price: 23600 });
    expect((await api.post('quote/create', { crmCustomerLeadId: 999_999, date: shop.tomorrow, products: [entry(product)] })).status).toBe(404);
    const theirLead = await newLead(other.api, await newCustomer(other.api));
    expect((await api.post('quote/create', { crmCustomerLeadId: theirLead, date: shop.tomorrow, products: [entry(product)] })).status).toBe(404);
    const history = (await api.get(`crm/history/get?crmCustomerId=${q.crmCustomerId}`)).body.data as { items: { type: string; event: string }[] };
    expect(history.items[0]).toMatchObject({ type: 'Quote', event: 'created' });
    const ofLead = (await api.get(`crm-customer-lead/quotes/get?crmCustomerLeadId=${q.crmCustomerLeadId}`)).body.data as { items: { id: number }[] };
    expect(ofLead.items.map((i) => i.id)).toEqual([q.id]);
  });

  it('R-PERM-10: quote calls need CrmModule (51)', async () => {
    const q = await newQuote();
    const noModule = await shop.without(Permission.CrmModule);
    expect((await noModule.get(`quote/get?id=${q.id}`)).status).toBe(403);
    expect((await noModule.post('quote/share', { id: q.id })).status).toBe(403);
    expect((await noModule.post('crm-customer-lead/quote/list', {})).status).toBe(403);
  });

  it('R-QUO-1: the requested time is Morning, Noon, Afternoon, Evening or Night', async () => {
    for (const requestedTime of ['Noon', 'Afternoon', 'Evening', 'Night']) expect((await newQuote({ requestedTime })).requestedTime).toBe(requestedTime);
    const lead = await newLead(api, await newCustomer(api, { mobile: '0529990001' }));
    const bad = await api.post('quote/create', { crmCustomerLeadId: lead, date: shop.tomorrow, requestedTime: 'Midnight', products: [entry(product)] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('requestedTime');
  });

  it('R-QUO-4: quote lines follow the order line rules (quantity, duplicates, discount, availability, passed slots, remarks)', async () => {
    const lead = await newLead(api, await newCustomer(api, { mobile: '0529990002' }));
    const create = (products: unknown[], extra: Body = {}) => api.post('quote/create', { crmCustomerLeadId: lead, date: shop.tomorrow, products, ...extra });
    // R-ORD-15
    expect((await create([entry(product, [{ customerTypeId: product.adult, quantity: 0 }])])).status).toBe(400);
    expect((await create([entry(product, [{ customerTypeId: product.adult, quantity: 1001 }])])).status).toBe(400);
    // R-ORD-18
    expect((await create([entry(product), entry(product)])).body.code).toBe('duplicate-product-slot');
    expect((await create([entry(product, [{ customerTypeId: product.adult, quantity: 1 }, { customerTypeId: product.adult, quantity: 1 }])])).body.code).toBe('duplicate-customer-type');
    // R-ORD-17
    expect((await create([entry(product, [{ customerTypeId: product.adult, quantity: 1, discountAmount: 20_000 }])])).body.code).toBe('invalid-discount');
    // R-ORD-19: a passed date is refused without CreateChangeOrderInPast (40).
    const noPast = await shop.without(Permission.CreateChangeOrderInPast);
    const past = await noPast.post('quote/create', { crmCustomerLeadId: lead, date: shop.today, products: [entry(product, undefined, '2020-01-01')] });
    expect(past.status).toBe(422);
    // R-ORD-21
    expect((await create([entry(product)], { remarks: 'x'.repeat(1001) })).status).toBe(400);
    // A discount within bounds is priced.
    const ok = await create([entry(product, [{ customerTypeId: product.adult, quantity: 2, discountPercent: 10 }])]);
    expect((ok.body.data as QuoteView).totalToPay).toBe(21240);
  });

  it('lines change by add, update, calculate, new date and product change; R-ORD-16 the last line stays', async () => {
    const q = await newQuote();
    const child = await api.post('quote/product/customer/update', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 3 });
    expect((child.body.data as QuoteView).totalToPay).toBe(35400);
    const calc = await api.post('quote/product/customer/calculate', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 1 });
    expect((calc.body.data as QuoteView).totalToPay).toBe(11800);
    expect(((await api.get(`quote/get?id=${q.id}`)).body.data as QuoteView).totalToPay).toBe(35400);
    const added = await api.post('quote/product/add', { quoteId: q.id, product: entry(onRequest, [{ customerTypeId: onRequest.child, quantity: 1 }]) });
    expect((added.body.data as QuoteView).products).toHaveLength(2);
    expect((await api.post('quote/product/add', { quoteId: q.id, product: entry(product) })).body.code).toBe('duplicate-product-slot');
    const dayAfter = (await api.post('quote-product/save-new-date', { quoteId: q.id, productIndex: 1, date: shop.today, slotId: onRequest.slotId })).body.data as QuoteView;
    expect(dayAfter.products[1]!.date).toBe(shop.today);
    expect((await api.get(`quote/product/getDate?quoteId=${q.id}&productIndex=1`)).body.data).toEqual({ productId: onRequest.productId, date: shop.today, slotId: onRequest.slotId });
    expect((await api.get(`quote/product/getDate?quoteId=${q.id}&productIndex=5`)).status).toBe(400);
    const changed = (await api.post('order/quote/product/change', { quoteId: q.id, productIndex: 1, product: entry(onRequest, [{ customerTypeId: onRequest.adult, quantity: 1 }]) })).body.data as QuoteView;
    expect(changed.products[1]!.customers[0]!.customerTypeId).toBe(onRequest.adult);
    expect((await api.post('quote/product/customer/remove', { quoteId: q.id, productIndex: 1, customerIndex: 0 })).status).toBe(200);
    const last = await api.post('quote/product/customer/remove', { quoteId: q.id, productIndex: 0, customerIndex: 0 });
    expect(last.status).toBe(422);
    expect(last.body.code).toBe('last-item');
    expect((await api.post('quote/save/remarks', { id: q.id, remarks: 'Vegetarian lunch' })).status).toBe(200);
    expect((await api.get(`quote/get/remarks?id=${q.id}`)).body.data).toEqual({ remarks: 'Vegetarian lunch' });
    expect((await other.api.post('quote/product/customer/update', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 1 })).status).toBe(404);
    expect((await other.api.get(`quote/get?id=${q.id}`)).status).toBe(404);
  });

  it('R-QUO-1, R-QUO-2: a draft quote\'s details and lines are edited before it is sent, priced again (R-QUO-4); once sent every edit is refused', async () => {
    const q = await newQuote();
    const details = await api.post('quote/save/details', { id: q.id, date: shop.today, requestedTime: 'Evening', participants: 5, groupName: 'Mizrahi', comments: 'By bus' });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.data).toMatchObject({ date: shop.today, requestedTime: 'Evening', participants: 5, groupName: 'Mizrahi', comments: 'By bus', remarks: '', totalToPay: 23600 });
    // R-QUO-1: a requested time outside the five is a field error by code.
    const bad = await api.post('quote/save/details', { id: q.id, date: shop.today, requestedTime: 'Midnight' });
    expect(bad.status).toBe(400);
    expect((bad.body.fieldErrors as { field: string }[]).map((f) => f.field)).toContain('requestedTime');
    expect((await other.api.post('quote/save/details', { id: q.id, date: shop.today })).status).toBe(404);
    // Lines: quantity 2 -> 4, a line added, the first removed; the total follows the price list each time.
    expect(((await api.post('quote/product/customer/update', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 4 })).body.data as QuoteView).totalToPay).toBe(47200);
    const added = (await api.post('quote/product/add', { quoteId: q.id, product: entry(onRequest, [{ customerTypeId: onRequest.child, quantity: 1 }]) })).body.data as QuoteView;
    expect(added.products).toHaveLength(2);
    const childPrice = added.products[1]!.customers[0]!.price;
    expect(added.totalToPay).toBe(47200 + childPrice);
    const removed = (await api.post('quote/product/customer/remove', { quoteId: q.id, productIndex: 0, customerIndex: 0 })).body.data as QuoteView;
    expect(removed.products.map((p) => p.productId)).toEqual([onRequest.productId]);
    expect(removed.totalToPay).toBe(childPrice);
    // C119: the customer type changed through the product change.
    const swapped = (await api.post('order/quote/product/change', { quoteId: q.id, productIndex: 0, product: entry(onRequest, [{ customerTypeId: onRequest.adult, quantity: 2 }]) })).body.data as QuoteView;
    expect(swapped.products[0]!.customers[0]).toMatchObject({ customerTypeId: onRequest.adult, quantity: 2 });
    await share(q.id);
    const refusedEdits = await Promise.all([
      api.post('quote/product/customer/update', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 3 }),
      api.post('quote/product/customer/calculate', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 3 }),
      api.post('quote/product/add', { quoteId: q.id, product: entry(product) }),
      api.post('quote/product/customer/remove', { quoteId: q.id, productIndex: 0, customerIndex: 0 }),
      api.post('order/quote/product/change', { quoteId: q.id, productIndex: 0, product: entry(product) }),
      api.post('quote-product/save-new-date', { quoteId: q.id, productIndex: 0, date: shop.tomorrow, slotId: onRequest.slotId }),
      api.post('quote/save/details', { id: q.id, date: shop.tomorrow, requestedTime: 'Morning' }),
      api.post('quote/save/remarks', { id: q.id, remarks: 'Too late' }),
    ]);
    expect(refusedEdits.map((r) => `${r.status} ${r.body.code}`)).toEqual(Array(8).fill('422 quote-sent-locked'));
    const after = (await api.get(`quote/get?id=${q.id}`)).body.data as QuoteView;
    expect(after).toMatchObject({ status: 'Sent', requestedTime: 'Evening', remarks: '', totalToPay: swapped.totalToPay });
  });

  it('R-QUO-2: a draft quote can be deleted; a sent one cannot', async () => {
    const draft = await newQuote();
    expect((await other.api.delete(`quote/delete/${draft.id}`)).status).toBe(404);
    expect((await api.delete(`quote/delete/${draft.id}`)).status).toBe(200);
    expect((await api.get(`quote/get?id=${draft.id}`)).status).toBe(404);
    const sent = await newQuote();
    await share(sent.id);
    const res = await api.delete(`quote/delete/${sent.id}`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('quote-sent');
  });

  it('a shared quote opens without a login by its link, in the customer language, and a replaced link stops working', async () => {
    const q = await newQuote();
    const first = await share(q.id);
    expect(first.link).toBe(`/share-quote/${q.id}?token=${first.token}`);
    const page = await anonymous('GET', `quote/sharedata?quoteId=${q.id}&token=${first.token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ id: q.id, status: 'Sent', language: 'he-IL', totalToPay: 23600, customerName: 'Dana Levi', orderNumber: null });
    expect((await anonymous('GET', `quote/sharedata?quoteId=${q.id}&token=${'x'.repeat(32)}`)).status).toBe(404);
    const second = await share(q.id);
    expect((await anonymous('GET', `quote/sharedata?quoteId=${q.id}&token=${first.token}`)).status).toBe(404);
    expect((await anonymous('GET', `quote/sharedata?quoteId=${q.id}&token=${second.token}`)).status).toBe(200);
    // Without a link, the back office's quote is not readable anonymously.
    expect((await anonymous('GET', `quote/get?id=${q.id}`)).status).toBe(401);
  });

  it('accepting makes the order through order/create (OK by the price list, seats taken), once, and links it to the customer', async () => {
    const q = await newQuote();
    const { token } = await share(q.id);
    const accepted = await anonymous('POST', 'quote/sharedata/accept', { quoteId: q.id, token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const order = accepted.body.data as { orderId: number; orderNumber: number; status: string };
    expect(order.status).toBe('OK');
    // Accepting again answers the same order.
    expect((await anonymous('POST', 'quote/sharedata/accept', { quoteId: q.id, token })).body.data).toEqual(order);
    const view = (await api.get(`order/get?id=${order.orderId}`)).body.data as { orderNumber: number; status: string; leadCustomer: { firstName: string } };
    expect(view).toMatchObject({ orderNumber: order.orderNumber, status: 'OK' });
    const quote = (await api.get(`quote/get?id=${q.id}`)).body.data as QuoteView;
    expect(quote).toMatchObject({ status: 'Accepted', orderId: order.orderId, orderNumber: order.orderNumber });
    const card = (await api.get(`crm-customer/get?id=${q.crmCustomerId}`)).body.data as { ordersQty: number; customerValue: number };
    expect(card).toMatchObject({ ordersQty: 1, customerValue: 23600 });
    const orders = (await api.get(`crm/history/orders/get?crmCustomerId=${q.crmCustomerId}`)).body.data as { items: { id: number }[] };
    expect(orders.items.map((o) => o.id)).toEqual([order.orderId]);
    const history = (await api.get(`crm/history/get?crmCustomerId=${q.crmCustomerId}`)).body.data as { items: { type: string; event: string }[] };
    expect(history.items.slice(0, 2).map((h) => `${h.type}:${h.event}`)).toEqual(['Order:created', 'Quote:accepted']);
    // An accepted quote no longer changes.
    expect((await api.post('quote/product/customer/update', { quoteId: q.id, productIndex: 0, customerIndex: 0, quantity: 1 })).body.code).toBe('quote-accepted');
    expect((await api.post('quote/share', { id: q.id })).body.code).toBe('quote-accepted');
  });

  it('an on-request price list makes the accepted order RQ; two accepts at once make one order; a full slot refuses', async () => {
    const rq = await newQuote({}, [entry(onRequest, [{ customerTypeId: onRequest.adult, quantity: 1 }])]);
    const rqLink = await share(rq.id);
    const [a, b] = await Promise.all([
      anonymous('POST', 'quote/sharedata/accept', { quoteId: rq.id, token: rqLink.token }),
      anonymous('POST', 'quote/sharedata/accept', { quoteId: rq.id, token: rqLink.token }),
    ]);
    expect((a.body.data as { status: string }).status).toBe('RQ');
    expect((a.body.data as { orderId: number }).orderId).toBe((b.body.data as { orderId: number }).orderId);

    const small = await insertProduct(db, shop.providerId, { slot: { limit: 2 } });
    const big = await newQuote({}, [entry(small, [{ customerTypeId: small.adult, quantity: 2 }])]);
    const link = await share(big.id);
    // Someone else takes a seat first.
    const sold = await api.post('order/create', { products: [entry(small, [{ customerTypeId: small.adult, quantity: 1 }])], leadCustomer: { firstName: 'Walk', lastName: 'In' } });
    expect(sold.status).toBe(200);
    const full = await anonymous('POST', 'quote/sharedata/accept', { quoteId: big.id, token: link.token });
    expect(full.status).toBe(422);
    expect(full.body.code).toBe('not-available');
    expect(((await api.get(`quote/get?id=${big.id}`)).body.data as QuoteView).status).toBe('Sent');
  });

  it('C337: the quotes page lists the provider quotes by status', async () => {
    const q = await newQuote({ groupName: 'Listed group' });
    const page = (await api.post('crm-customer-lead/quote/list', { keyword: 'listed group' })).body.data as { items: { id: number }[]; totalCount: number };
    expect(page.items.map((i) => i.id)).toEqual([q.id]);
    const drafts = (await api.post('crm-customer-lead/quote/list', { status: 'Accepted' })).body.data as { items: { status: string }[] };
    expect(drafts.items.every((i) => i.status === 'Accepted')).toBe(true);
    expect(((await other.api.post('crm-customer-lead/quote/list', {})).body.data as { totalCount: number }).totalCount).toBe(0);
  });
});
