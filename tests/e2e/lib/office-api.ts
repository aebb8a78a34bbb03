import { expect } from 'vitest';
import type { TestUser } from '../../../sync-server/src/test/test-app';

interface Injecting {
  app: { inject(opts: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: object }): Promise<{ statusCode: number; body: string; json(): { data: unknown } }> };
}

/** A call to the office's API as a user, expected to succeed: `api(user)('POST', 'order/create', {...})` answers `data`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the answers' fields they need
export const officeApi = (server: Injecting) => (user: TestUser) => async (method: 'GET' | 'POST', url: string, payload?: object): Promise<any> => {
  const res = await server.app.inject({ method, url: `/api/${url}`, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

/** R-INV-3: a licensed dealer's accounting details, every document type's numbering set before the first document. */
export async function setUpAccounting(call: ReturnType<ReturnType<typeof officeApi>>, business: { businessName: string; address: string }): Promise<void> {
  await call('POST', 'provider/accounting-info', {
    ...business,
    vatNumber: '514000009',
    taxStatus: 'LicensedDealer',
    numbering: ['receipt', 'invoice', 'invoice-receipt', 'credit-invoice', 'refund', 'proforma'].map((docType, i) => ({ docType, startNumber: 1000 * (i + 1) })),
  });
}
