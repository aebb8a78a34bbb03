import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_VERSION } from '@pos/shared/version';
import { api, buildUrl, call, configureApi, startVersionPoll, VERSION_POLL_MS, type ApiHooks } from './api';

const events: string[] = [];
let confirmAnswer = true;
const hooks: ApiHooks = {
  text: (key, status) => (key === 'unhandled' ? `Unhandled error. StatusCode: ${status}` : key),
  onUnauthorized: (m) => events.push(`401:${m}`),
  onNoPermission: (m) => events.push(`403:${m}`),
  onOutdated: (m) => events.push(`456:${m}`),
  confirmWarning: async (m) => {
    events.push(`confirm:${m}`);
    return confirmAnswer;
  },
  showError: (m) => events.push(`error:${m}`),
};

const calls: { url: string; init: RequestInit }[] = [];
function answer(...responses: { status: number; body?: unknown }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift() ?? { status: 200, body: { data: null } };
      return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status });
    }),
  );
}

beforeEach(() => {
  events.length = 0;
  calls.length = 0;
  confirmAnswer = true;
  configureApi(hooks, { minimumDelayMs: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('api client (002 §8.1)', () => {
  it('R-CLIENT-6, R-CLIENT-8: same origin /api, credentials, JSON and the version header; unwraps data', async () => {
    answer({ status: 200, body: { data: { id: 3 } } });
    const result = await api.post('order/create', { a: 1 });
    expect(result).toEqual({ ok: true, data: { id: 3 } });
    expect(calls[0]!.url).toBe('/api/order/create');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect((calls[0]!.init.headers as Record<string, string>)['x-client-version']).toBe(CLIENT_VERSION);
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('orders', { page: 0, status: ['OK', 'RQ'], q: '', x: undefined })).toBe('/api/orders?page=0&status=OK&status=RQ');
  });

  it('R-CLIENT-11: 400 gives the first message per field and shows the title', async () => {
    answer({ status: 400, body: { title: 'One or more validation errors occurred.', errors: { name: ['required', 'too short'], price: ['bad'] } } });
    const result = await api.post('product', {});
    expect(result).toMatchObject({ ok: false, error: { status: 400, message: 'validation', fieldErrors: { name: 'required', price: 'bad' } } });
    expect(events).toEqual(['error:validation name: required; price: bad']);
  });

  it('a 401 where nobody is logged in yet (start-up, login) is an answer, not a trip to login', async () => {
    answer({ status: 401, body: { title: 'Unauthorized' } });
    const result = await api.get('init', { quiet: true, anonymousOk: true });
    expect(result).toMatchObject({ ok: false, error: { status: 401 } });
    expect(events).toEqual([]);
  });

  it('R-CLIENT-11: a quiet 400 is left to the form', async () => {
    answer({ status: 400, body: { errors: { name: ['required'] } } });
    await api.post('product', {}, { quiet: true });
    expect(events).toEqual([]);
  });

  it('R-CLIENT-12: 401 goes to login through the app hook', async () => {
    answer({ status: 401, body: { title: 'Unauthorized' } });
    await api.get('orders');
    expect(events).toEqual(['401:unauthorized']);
  });

  it('R-CLIENT-13: 403 gives "No permission"', async () => {
    answer({ status: 403, body: { title: 'No permission' } });
    const result = await api.get('orders');
    expect(result).toMatchObject({ ok: false, error: { status: 403, message: 'noPermission' } });
    expect(events).toEqual(['403:noPermission']);
  });

  it('R-CLIENT-14: 422 uses the detail', async () => {
    answer({ status: 422, body: { detail: 'The order date has passed', code: 'date-passed' } });
    const result = await api.get('order/edit/status/OK');
    expect(result).toMatchObject({ ok: false, error: { status: 422, message: 'The order date has passed', code: 'date-passed' } });
    expect(events).toEqual(['error:The order date has passed']);
  });

  it('a 422 warning is confirmed and resent with its flag, in the body', async () => {
    answer({ status: 422, body: { detail: 'Orders exist', warning: true, ignoreFlag: 'ignoreWarning' } }, { status: 422, body: { detail: 'Stop sale', warning: true, ignoreFlag: 'ignoreStopSaleWarning' } }, { status: 200, body: { data: 1 } });
    const result = await api.post('calendar/v3/slot', { slot: { id: 1 } });
    expect(result).toEqual({ ok: true, data: 1 });
    expect(events).toEqual(['confirm:Orders exist', 'confirm:Stop sale']);
    expect(JSON.parse(calls[2]!.init.body as string)).toEqual({ slot: { id: 1 }, ignoreWarning: true, ignoreStopSaleWarning: true });
  });

  it('a 422 warning on a GET is resent with the flag in the query; declining sends nothing more', async () => {
    answer({ status: 422, body: { detail: 'Sure?', warning: true, ignoreFlag: 'confirmed' } }, { status: 200, body: { data: true } });
    await api.get('order/edit/status/CN', { query: { id: 4 } });
    expect(calls[1]!.url).toBe('/api/order/edit/status/CN?id=4&confirmed=true');
    calls.length = 0;
    confirmAnswer = false;
    answer({ status: 422, body: { detail: 'Sure?', warning: true, ignoreFlag: 'confirmed' } });
    const declined = await api.get('order/edit/status/CN', { query: { id: 4 } });
    expect(declined.ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('R-CLIENT-15: 456 shows the message and the app reloads', async () => {
    answer({ status: 456, body: { title: 'A new version is available' } });
    await api.get('version');
    expect(events).toEqual(['456:outdated']);
  });

  it('R-CLIENT-16, R-CLIENT-17: 500 and any other status', async () => {
    answer({ status: 500, body: { title: 'Internal Server Error' } }, { status: 409 });
    expect(await api.get('a')).toMatchObject({ ok: false, error: { message: 'internal' } });
    expect(await api.get('b')).toMatchObject({ ok: false, error: { message: 'Unhandled error. StatusCode: 409' } });
    expect(events).toEqual(['error:internal', 'error:Unhandled error. StatusCode: 409']);
  });

  it('R-CLIENT-18: a network failure returns its message in plain words; the browser\'s words are kept aside, not shown (issue 18)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const result = await api.get('orders');
    expect(result).toMatchObject({ ok: false, error: { status: 0, message: 'network', detail: 'Failed to fetch' } });
    expect(events).toEqual(['error:network']);
  });

  it('issue 18: 400 field errors are said by their code and params; an unknown code keeps the server\'s message', async () => {
    const said: Record<string, string> = { 'min-length': 'לפחות {{min}} תווים', minimum: 'הערך חייב להיות {{min}} או יותר' };
    configureApi(
      {
        ...hooks,
        fieldMessage: (code, params) => said[code]?.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k])),
        fieldLabel: () => undefined,
      },
      { minimumDelayMs: 0 },
    );
    answer({
      status: 400,
      body: {
        errors: { name: ['must NOT have fewer than 2 characters'], 'priceLines[0].amount': ['must be >= 0'], code: ['odd'] },
        fieldErrors: [
          { field: 'name', code: 'min-length', params: { min: 2 }, message: 'must NOT have fewer than 2 characters' },
          { field: 'name', code: 'required', message: 'second one' },
          { field: 'priceLines[0].amount', code: 'minimum', params: { min: 0 }, message: 'must be >= 0' },
          { field: 'code', code: 'something-new', message: 'odd' },
        ],
      },
    });
    const result = await api.post('product-price', {});
    expect(result).toMatchObject({ ok: false, error: { status: 400, fieldErrors: { name: 'לפחות 2 תווים', 'priceLines[0].amount': 'הערך חייב להיות 0 או יותר', code: 'odd' } } });
    // The toast leaves out the raw field names the app cannot say.
    expect(events).toEqual(['error:validation לפחות 2 תווים; הערך חייב להיות 0 או יותר; odd']);
  });

  it('R-CLIENT-7: a helper takes at least the minimum delay', async () => {
    configureApi(hooks, { minimumDelayMs: 60 });
    answer({ status: 200, body: { data: 1 } });
    const t0 = Date.now();
    await api.get('version');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(55);
  });

  it('R-CLIENT-4: polls GET version every 300000 ms', async () => {
    vi.useFakeTimers();
    answer();
    const stop = startVersionPoll();
    expect(VERSION_POLL_MS).toBe(300_000);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2);
    stop();
    vi.useRealTimers();
    expect(calls.map((c) => c.url)).toEqual(['/api/version', '/api/version']);
  });
});

describe('call: the API contract by route', () => {
  it('puts path parameters in the path, the query in the query string and sends an empty body to a POST without one', async () => {
    answer({ status: 200, body: { data: { id: 7 } } }, { status: 200, body: { data: { station: { id: 3 } } } });
    const order = await call('GET /api/order/edit/status/{status}', { params: { status: 'CN' }, query: { id: 7 } });
    expect(order).toMatchObject({ ok: true, data: { id: 7 } });
    expect(calls[0]!.url).toBe('/api/order/edit/status/CN?id=7');
    expect(calls[0]!.init.method).toBe('GET');
    await call('POST /api/cashier-stations/{id}/pairing-code', { params: { id: 3 } });
    expect(calls[1]!.url).toBe('/api/cashier-stations/3/pairing-code');
    expect(calls[1]!.init.body).toBe('{}');
  });

  it('sends the body a route takes, and a DELETE with its query', async () => {
    answer({ status: 200, body: { data: [] } }, { status: 200, body: { data: true } });
    await call('POST /api/coupons', { body: { name: 'Spring' } });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'Spring' });
    await call('DELETE /api/coupon/delete', { query: { couponId: 5 }, quiet: true });
    expect(calls[1]!.url).toBe('/api/coupon/delete?couponId=5');
    expect(calls[1]!.init.method).toBe('DELETE');
    expect(calls[1]!.init.body).toBeUndefined();
  });
});
