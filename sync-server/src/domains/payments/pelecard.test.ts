import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { CARD_BRAND_BITS, CARD_MESSAGE_CODES, CARD_RESULTS, CardBrand, cardBrandName, cardBrandsOf, cardResultOf, CARD_REFUND_FAILED, clearingMessage } from '@pos/shared/payments/card-codes';
import { parseSimulators, readSimulatorConfig, SimulatorRefused } from '@pos/shared/simulators';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { brandBitOf, initBody, PelecardClient, refundBody } from './pelecard-client';
import { choosePelecard } from './systems';
import { GatewayUnavailable } from './adapter';

describe('card codes (shared by the station and the server)', () => {
  it('R-RCPT-10: a card payment ends None, Ok, Error or Cancel', () => {
    expect(CARD_RESULTS).toEqual(['None', 'Ok', 'Error', 'Cancel']);
    expect(cardResultOf(null)).toBe('None');
    expect(cardResultOf('000')).toBe('Ok');
    expect(cardResultOf('555')).toBe('Cancel');
    expect(cardResultOf('002')).toBe('Error');
  });

  it('R-RCPT-11: brands are the bits 1..128 in the order Visa, Mastercard, Isracard, Eurocard, Diners, AmericanExpress, LeumiCard, VisaAlpha', () => {
    expect(CARD_BRAND_BITS).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    expect(cardBrandName(128)).toBe('VisaAlpha');
    expect(cardBrandName(3)).toBeNull();
    expect(cardBrandsOf(CardBrand.Visa | CardBrand.Diners | CardBrand.LeumiCard)).toEqual(['Visa', 'Diners', 'LeumiCard']);
  });

  it('R-RCPT-12 → R-RCPT-13: every clearing code has a message code and text; ranges read as the spec says', () => {
    expect(clearingMessage('000').code).toBe('card.valid');
    expect(clearingMessage('001').text).toBe('Blocked card.');
    expect(clearingMessage('002').code).toBe('card.stolen');
    expect(clearingMessage('036').code).toBe('card.expired');
    expect(clearingMessage('150').code).toBe('card.not-permitted');
    expect(clearingMessage('306').code).toBe('card.no-communication');
    expect(clearingMessage('404').code).toBe('card.terminal-not-found');
    expect(clearingMessage('505').code).toBe('card.terminal-access');
    expect(clearingMessage('598').code).toBe('card.general-error');
    expect(clearingMessage('599').text).toBe('General error, repeat the transaction.');
    expect(clearingMessage('999').code).toBe('card.installments-missing');
    expect(clearingMessage('777')).toEqual({ code: 'card.other', text: 'The card company refused the transaction (code 777).' });
    expect(CARD_REFUND_FAILED.text).toBe('Card refund failed (contact the clearing company).');
    expect(CARD_MESSAGE_CODES).toContain('card.refund-failed');
  });

  it('R-RCPT-13: every card message is worded in en-US, he-IL and ru-RU, and the simulator has its banner name', () => {
    for (const language of ['en-US', 'he-IL', 'ru-RU']) {
      const texts = JSON.parse(readFileSync(new URL(`../../../../renderer/i18n/locales/${language}/common.json`, import.meta.url), 'utf8')) as { serverErrors: { card: Record<string, string> }; simulators: { systems: Record<string, string> } };
      for (const code of CARD_MESSAGE_CODES) expect(texts.serverErrors.card[code.replace(/^card\./, '')], `${language} ${code}`).toBeTruthy();
      expect(texts.simulators.systems.pelecard, language).toBeTruthy();
    }
  });
});

describe('Pelecard gateway: chosen by configuration only', () => {
  it('the simulator when SIMULATORS names pelecard or outside production; the real client when configured; production without it refuses to start', () => {
    expect(parseSimulators('pelecard').has('pelecard')).toBe(true);
    const real = { PELECARD_TERMINAL: '0962210', PELECARD_USER: 'u', PELECARD_PASSWORD: 'p' };
    expect(choosePelecard(readSimulatorConfig({}), {}).simulated).toBe(true);
    expect(choosePelecard(readSimulatorConfig({}), real)).toMatchObject({ simulated: false, adapter: { kind: 'real' } });
    expect(choosePelecard(readSimulatorConfig({ SIMULATORS: 'pelecard' }), real).simulated).toBe(true);
    expect(() => choosePelecard(readSimulatorConfig({ NODE_ENV: 'production' }), {})).toThrow(SimulatorRefused);
    expect(choosePelecard(readSimulatorConfig({ NODE_ENV: 'production' }), real).simulated).toBe(false);
  });
});

describe('Pelecard: the real client against a local HTTP server', async () => {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let failNext = 0;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      calls.push({ path: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext--;
        res.statusCode = 502;
        return res.end('{}');
      }
      if ((body.terminal ?? body.terminalNumber) !== '0962210' || body.user !== 'pos' || body.password !== 'pw') return res.end(JSON.stringify({ Error: { ErrCode: 501, ErrMsg: 'Terminal credentials' } }));
      if (req.url === '/PaymentGW/init') return res.end(JSON.stringify({ URL: 'https://gateway20.pelecard.biz/PaymentGW?transactionId=aa11-bb22', ConfirmationKey: null, Error: { ErrCode: 0, ErrMsg: '' } }));
      if (req.url === '/PaymentGW/GetTransaction') {
        if (body.TransactionId === 'pending') return res.end(JSON.stringify({ StatusCode: '301', ErrorMessage: 'no transaction yet' }));
        return res.end(JSON.stringify({ StatusCode: '000', ErrorMessage: 'OK', ResultData: { TransactionId: body.TransactionId, CreditCardNumber: '458000******4242', CreditCardBrand: '2', CreditCardCompanyClearer: '2', DebitApproveNumber: '0712345' } }));
      }
      if (req.url === '/services/RefundTransaction') {
        if (Number(body.total) > 12_345) return res.end(JSON.stringify({ StatusCode: '004', ErrorMessage: 'Refund above the charge' }));
        return res.end(JSON.stringify({ StatusCode: '000', ErrorMessage: 'OK', ResultData: { PelecardTransactionId: 'rf-77', DebitApproveNumber: '0799001' } }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = { baseUrl, terminal: '0962210', user: 'pos', password: 'pw', retryDelayMs: 5 };
  const request = { amount: 12_345, currencyId: 1, creditCardPaymentType: 2, payments: 3, goodUrl: 'https://bo/ok', errorUrl: 'https://bo/err', reference: 'r1' };

  it('init posts the terminal, amounts in agorot and installments, and answers the page URL and its transaction id', async () => {
    calls.length = 0;
    expect(await new PelecardClient(config).init(request)).toEqual({ ok: true, url: 'https://gateway20.pelecard.biz/PaymentGW?transactionId=aa11-bb22', transactionId: 'aa11-bb22' });
    expect(calls[0]).toEqual({ path: '/PaymentGW/init', body: initBody(config, request) });
    expect(calls[0]!.body).toMatchObject({ Total: '12345', Currency: '1', MinPayments: '3', MaxPayments: '3', ActionType: 'J4', GoodURL: 'https://bo/ok' });
  });

  it('R-RCPT-12: a refusal of init carries Pelecard’s code; a 5xx is tried again', async () => {
    expect(await new PelecardClient({ ...config, password: 'wrong' }).init(request)).toEqual({ ok: false, code: '501', message: 'Terminal credentials' });
    failNext = 1;
    calls.length = 0;
    expect((await new PelecardClient(config).init(request)).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('R-RCPT-11: GetTransaction answers the clearing code, brand bit, last 4 digits and approval; pending while the payer is on the page', async () => {
    const client = new PelecardClient(config);
    expect(await client.getTransaction('pending')).toEqual({ pending: true });
    expect(await client.getTransaction('aa11-bb22')).toEqual({ pending: false, clearingCode: '000', brand: CardBrand.Visa, last4: '4242', approvalCode: '0712345' });
    expect(brandBitOf('1', '1')).toBe(CardBrand.Mastercard);
    expect(brandBitOf('0', '4')).toBe(CardBrand.AmericanExpress);
    expect(brandBitOf('0', '3')).toBe(CardBrand.Diners);
  });

  it('R-RCPT-5, R-RCPT-12: RefundTransaction posts the charge’s transaction id and the total in agorot; a refusal carries Pelecard’s code', async () => {
    const client = new PelecardClient(config);
    calls.length = 0;
    const refund = { transactionId: 'aa11-bb22', amount: 5_000, currencyId: 1, reference: 'refund-1' };
    expect(await client.refund(refund)).toEqual({ ok: true, refundTransactionId: 'rf-77', approvalCode: '0799001' });
    expect(calls[0]).toEqual({ path: '/services/RefundTransaction', body: refundBody(config, refund) });
    expect(calls[0]!.body).toMatchObject({ terminalNumber: '0962210', TransactionId: 'aa11-bb22', total: '5000', currency: '1' });
    expect(await client.refund({ ...refund, amount: 20_000 })).toEqual({ ok: false, code: '004', message: 'Refund above the charge' });
  });

  it('a refund is never asked twice: a 5xx (Pelecard may have refunded) is not tried again; a connection never made is', async () => {
    const client = new PelecardClient(config);
    calls.length = 0;
    failNext = 1;
    const refund = { transactionId: 'aa11-bb22', amount: 5_000, currencyId: 1, reference: 'refund-2' };
    await expect(client.refund(refund)).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(calls).toHaveLength(1);
    failNext = 0;
    // Nothing listens on this port (taken and let go): the request never left, so it is tried again (3 tries), then unavailable.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    let tries = 0;
    const refused = new PelecardClient({ ...config, baseUrl: `http://127.0.0.1:${port}`, fetch: (async (...args: Parameters<typeof fetch>) => { tries++; return fetch(...args); }) as typeof fetch });
    await expect(refused.refund(refund)).rejects.toThrow(/after 3 tries/);
    expect(tries).toBe(3);
  });
});

describe('C188 pelecard/init and the payment’s result through the API (simulator)', async () => {
  // The app chose its gateway by configuration: outside production with no Pelecard terminal set, the simulator.
  const { app: api, db } = await setupTestApp();
  const provider = await createProvider(db, { cCardMaxCountPayments: 6 });
  const clerk = await createUser(db, provider.id, { permissions: [Permission.CreateReceipts] });
  const other = await createProvider(db);
  const otherClerk = await createUser(db, other.id, { permissions: [Permission.CreateReceipts] });
  const init = (query: Record<string, unknown>, cookie = clerk.cookie) => api.inject({ method: 'GET', url: '/api/pelecard/init', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { cookie } });
  const result = (transactionId: string, cookie = clerk.cookie) => api.inject({ method: 'GET', url: '/api/pelecard/result', query: { transactionId }, headers: { cookie } });
  const pay = (transactionId: string, card: string | null) =>
    api.inject({ method: 'GET', url: '/api/pelecard/simulator/pay', query: card === null ? { transactionId, outcome: 'cancel' } : { transactionId, card, outcome: 'pay' } });

  it('needs CreateReceipts (4); bad input is 400 with field errors', async () => {
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    expect((await init({ amount: 1000, currencyId: 1, creditCardPaymentType: 1, payments: 1 }, viewer.cookie)).statusCode).toBe(403);
    expect((await api.inject({ method: 'GET', url: '/api/pelecard/init?amount=1&currencyId=1&creditCardPaymentType=1&payments=1' })).statusCode).toBe(401);
    const bad = await init({ amount: 1000, currencyId: 9, creditCardPaymentType: 1, payments: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ currencyId: ['Unknown currency.'], payments: ['A regular charge is one payment.'] });
    expect((await init({ amount: 1000, currencyId: 1, creditCardPaymentType: 2, payments: 7 })).json().errors).toMatchObject({ payments: ['At most 6 payments.'] });
    expect((await init({ amount: 0, currencyId: 1, creditCardPaymentType: 1, payments: 1 })).statusCode).toBe(400);
  });

  it('R-RCPT-10/11: init answers the page and a transaction id; None until paid, then Ok with the brand, last 4 digits and approval', async () => {
    const res = await init({ amount: 32_000, currencyId: 1, creditCardPaymentType: 2, payments: 3 });
    expect(res.statusCode).toBe(200);
    const { url, transactionId } = res.json().data as { url: string; transactionId: string };
    expect(url).toBe(`/api/pelecard/simulator/page?transactionId=${transactionId}`);
    const page = await api.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₪320.00');
    expect(page.body).toContain('Simulated card payment page');

    expect((await result(transactionId)).json().data).toMatchObject({ result: 'None', clearingCode: null, message: null });
    const paid = await pay(transactionId, '4580 0000 0000 0000');
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toMatch(/\/api\/pelecard\/done\?ok=1$/);
    expect((await result(transactionId)).json().data).toMatchObject({ result: 'Ok', clearingCode: '000', messageCode: 'card.valid', brand: CardBrand.Visa, brandName: 'Visa', last4: '0000', amount: 32_000, payments: 3 });
    expect((await result(transactionId)).json().data.approvalCode).toMatch(/^\d{6}$/);
    // A result never changes once set.
    expect((await pay(transactionId, '4580000000000002')).statusCode).toBe(404);
    expect((await result(transactionId)).json().data.result).toBe('Ok');
  });

  it('R-RCPT-12/13: a refused card ends Error with its clearing code and message; cancel ends Cancel', async () => {
    const refusedCard = (await init({ amount: 5000, currencyId: 1, creditCardPaymentType: 1, payments: 1 })).json().data.transactionId as string;
    const back = await pay(refusedCard, '5326100000000002');
    expect(back.headers.location).toMatch(/ok=0$/);
    expect((await result(refusedCard)).json().data).toMatchObject({ result: 'Error', clearingCode: '002', messageCode: 'card.stolen', message: 'Stolen card.', brand: CardBrand.Mastercard, approvalCode: null });

    const expired = (await init({ amount: 5000, currencyId: 1, creditCardPaymentType: 1, payments: 1 })).json().data.transactionId as string;
    await pay(expired, '375500000000036');
    expect((await result(expired)).json().data).toMatchObject({ result: 'Error', clearingCode: '036', messageCode: 'card.expired', brandName: 'AmericanExpress' });

    const cancelled = (await init({ amount: 5000, currencyId: 1, creditCardPaymentType: 1, payments: 1 })).json().data.transactionId as string;
    await pay(cancelled, null);
    expect((await result(cancelled)).json().data).toMatchObject({ result: 'Cancel', clearingCode: '555', messageCode: 'card.cancelled', message: 'The payment was cancelled.' });
  });

  it("another provider's payment is not found", async () => {
    const transactionId = (await init({ amount: 1000, currencyId: 1, creditCardPaymentType: 1, payments: 1 })).json().data.transactionId as string;
    expect((await result(transactionId, otherClerk.cookie)).statusCode).toBe(404);
    expect((await result('no-such-transaction')).statusCode).toBe(404);
  });
});
