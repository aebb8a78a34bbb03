import { afterEach, describe, expect, it } from 'vitest';
import { useTransport } from '../../core/send';
import { clearCart, setCart, useCart } from '../../state/cart';
import { askCrm } from './crm-lookup';

const yael = { id: 7, firstName: 'Yael', lastName: 'Mizrahi', fullName: 'Yael Mizrahi', mobile: '0505556677', email: 'yael@example.test' };

function stationAnswers(answer: unknown, asked: unknown[] = []) {
  useTransport({ kind: 'http', call: async (name, args) => (asked.push({ name, args }), answer) as never, subscribe: () => () => undefined });
  return asked;
}

/** Issue 22 (C295 at the POS): what the customer field asks the station and keeps in the cart. */
describe('the POS customer field CRM lookup', () => {
  afterEach(() => clearCart());

  it('asks the station with the trimmed keyword and shows the CRM customers it found online', async () => {
    const asked = stationAnswers({ ok: true, data: { online: true, customers: [yael] } });
    expect(await askCrm('  yael ')).toEqual({ online: true, crmInactive: false, customers: [yael] });
    expect(asked).toEqual([{ name: 'crm-customers-for-order', args: { keyword: 'yael' } }]);
  });

  it('offline the answer says so (the field shows the lookup is offline), the module off shows nothing', async () => {
    stationAnswers({ ok: true, data: { online: false, customers: [] } });
    expect(await askCrm('yael')).toEqual({ online: false, crmInactive: false, customers: [] });
    stationAnswers({ ok: true, data: { online: true, crmInactive: true, customers: [] } });
    expect(await askCrm('yael')).toMatchObject({ online: true, crmInactive: true, customers: [] });
  });

  it('asks nothing under 2 characters; a refusal leaves the field as it works without the CRM', async () => {
    const asked = stationAnswers({ ok: false, error: { type: 'AppError', kind: 'forbidden', code: 'no-permission', message: 'No permission' } });
    expect(await askCrm('y')).toBeNull();
    expect(asked).toEqual([]);
    expect(await askCrm('yael')).toEqual({ online: true, crmInactive: false, customers: [] });
  });

  it('the chosen CRM customer is kept in the cart for sale-create, and a new cart forgets it', () => {
    setCart({ crmCustomerId: yael.id, customer: { firstName: 'Yael', lastName: 'Mizrahi', mobile: yael.mobile } });
    expect(useCart.getState()).toMatchObject({ crmCustomerId: 7, customer: { firstName: 'Yael', mobile: '0505556677' } });
    clearCart();
    expect(useCart.getState().crmCustomerId).toBeNull();
  });
});
