import { describe, expect, it } from 'vitest';
import { bodyOf, filterOf, newClientValues, tabOf, valuesOfClient, type ClientView } from './client-form';

const client: ClientView = {
  id: 5, name: 'Ort School', vatNumber: '511111111', businessClientTypeId: 4, phone1: '03-5551234', phone2: '', email: 'office@ort.test', fax: '', website: '', address: 'Haifa',
  accountingSystemCode: 'A1', officialClubId: 2, countryId: null, cityId: 7, instruction: '', isSubsidized: false, active: true, logoFileId: null, photoInstructions: [], couponSystem: { system: 'Dts', url: 'https://dts.test', username: 'ort', terminal: 'T9', organizationId: 'O1', hasPassword: true },
  contacts: [{ id: 9, firstName: 'Noa', lastName: 'Cohen', mobile: '050-1111111', phone: '', email: 'noa@ort.test', role: 'Teacher', receiveEmailNotifications: true }],
  discounts: [{ channelId: 3, priceTypeId: 1, productId: 12, discountPercent: 10 }, { channelId: 1, priceTypeId: 1, productId: null, discountPercent: 5.5 }],
  totals: { orders: 0, ordersTotal: 0, paid: 0, balance: 0, invoices: 0, receipts: 0, invoicesTotal: 0, receiptsTotal: 0 },
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('the business client form', () => {
  it('gives back the client it was filled from, keeping the fields it does not show', () => {
    const parsed = bodyOf(valuesOfClient(client), client.id, { officialClubId: 2, countryId: null, cityId: 7 });
    if (!('body' in parsed)) throw new Error('unreadable');
    expect(parsed.body.id).toBe(5);
    const { id: _i, active: _a, totals: _t, createdAt: _c, logoFileId: _l, photoInstructions: _p, couponSystem: _s, ...fields } = client;
    // The stored password is not sent back: an empty one keeps it (R-BC-8).
    const couponSystem = { system: 'Dts', url: 'https://dts.test', username: 'ort', terminal: 'T9', organizationId: 'O1', password: undefined };
    expect(parsed.body.businessClient).toEqual({ ...fields, contacts: fields.contacts.map(({ id: _x, ...k }) => k), couponSystem });
  });

  it('names a discount whose percent cannot be read, and reads a comma as the decimal point', () => {
    const v = { ...newClientValues(), discounts: [{ channelId: '3', priceTypeId: '1', productId: '', discountPercent: 'ten' }, { channelId: '3', priceTypeId: '2', productId: '4', discountPercent: '12,5' }] };
    expect(bodyOf(v, undefined)).toEqual({ unreadable: ['businessClient.discounts[0].discountPercent'] });
    const ok = bodyOf({ ...v, discounts: [v.discounts[1]!] }, undefined);
    expect('body' in ok && ok.body.businessClient.discounts).toEqual([{ channelId: 3, priceTypeId: 2, productId: 4, discountPercent: 12.5 }]);
  });

  it('reads the list filter from the address, leaving out what is not one of its values', () => {
    expect(filterOf(new URLSearchParams('keywords=ort&type=4&balanceDue=true&balanceOfInvoice=false&orderBy=Balance&asc=false&page=2'))).toEqual({ keywords: 'ort', type: 4, balanceDue: true, balanceOfInvoice: false, orderBy: 'Balance', asc: false, pageIndex: 2 });
    expect(filterOf(new URLSearchParams('type=x&active=maybe&orderBy=Drop'))).toEqual({});
    expect(tabOf('orders')).toBe('orders');
    expect(tabOf('nope')).toBe('details');
  });
});
