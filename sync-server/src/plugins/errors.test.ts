import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { codeOfMessage, fieldError, FieldErrorCollector } from '@pos/shared/errors';
import { Channel, PriceType } from '@pos/shared/reference';
import { validatorCompiler } from '../app';
import { errorsPlugin } from './errors';
import { createProvider, createUser, setupTestApp } from '../test/test-app';
import { createReferenceRows, createTestProduct } from '../domains/catalogue/catalogue.fixtures';

/** Issue 18: every 400 field error carries a code and params next to its English text (`fieldErrors`), `errors` unchanged. */
describe('field errors with codes', async () => {
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler());
  await bare.register(errorsPlugin);
  bare.post(
    '/thing',
    {
      schema: {
        body: Type.Object({
          name: Type.String({ minLength: 2, maxLength: 5 }),
          price: Type.Integer({ minimum: 0, maximum: 100 }),
          code: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
          email: Type.Optional(Type.String({ format: 'email' })),
          kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
          tags: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
        }),
      },
    },
    async () => ({ data: true }),
  );
  bare.post('/domain', async () => {
    throw fieldError('name', 'a product with this name already exists');
  });
  bare.post('/collected', async () => {
    new FieldErrorCollector().add('price', 'must not be negative').add('name', 'must be at least 2 characters').add('date', 'Dates are odd', 'date-order', { days: 3 }).throwIfAny();
  });

  const send = (url: string, payload: object) => bare.inject({ method: 'POST', url, payload });

  it('Ajv keywords become codes with their params, the English messages stay in errors', async () => {
    const short = await send('/thing', { name: 'x', price: -20, code: 'ab', email: 'nope' });
    expect(short.statusCode).toBe(400);
    const body = short.json();
    expect(body.errors.name).toEqual(['must NOT have fewer than 2 characters']);
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'min-length', params: { min: 2 }, message: 'must NOT have fewer than 2 characters' },
        { field: 'price', code: 'minimum', params: { min: 0 }, message: 'must be >= 0' },
        { field: 'code', code: 'pattern', params: { pattern: '^[0-9]+$' }, message: expect.any(String) },
        { field: 'email', code: 'format', params: { format: 'email' }, message: expect.any(String) },
      ]),
    );
    const more = (await send('/thing', { name: 'toolong', price: 101, tags: [] })).json();
    expect(more.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'max-length', params: { max: 5 } }),
        expect.objectContaining({ field: 'price', code: 'maximum', params: { max: 100 } }),
        expect.objectContaining({ field: 'tags', code: 'min-items', params: { min: 1 } }),
      ]),
    );
    const missing = (await send('/thing', { price: 'ten', kind: 'c' })).json();
    expect(missing.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'required' }),
        expect.objectContaining({ field: 'price', code: 'type', params: { type: 'integer' } }),
        expect.objectContaining({ field: 'kind', code: 'enum', params: { values: 'a' } }),
      ]),
    );
    // Every field of `errors` has its coded twin, and the other way round.
    expect(new Set(missing.fieldErrors.map((f: { field: string }) => f.field))).toEqual(new Set(Object.keys(missing.errors)));
  });

  it('domain field errors get codes: named by the domain, else read from the English text', async () => {
    const exists = (await send('/domain', {})).json();
    expect(exists.errors).toEqual({ name: ['a product with this name already exists'] });
    expect(exists.fieldErrors).toEqual([{ field: 'name', code: 'exists', message: 'a product with this name already exists' }]);
    const collected = (await send('/collected', {})).json();
    expect(collected.fieldErrors).toEqual([
      { field: 'price', code: 'minimum', params: { min: 0 }, message: 'must not be negative' },
      { field: 'name', code: 'min-length', params: { min: 2 }, message: 'must be at least 2 characters' },
      { field: 'date', code: 'date-order', params: { days: 3 }, message: 'Dates are odd' },
    ]);
    expect(codeOfMessage('is required')).toEqual({ code: 'required' });
    expect(codeOfMessage('Address is required.')).toEqual({ code: 'required' });
    expect(codeOfMessage('must be at most 200 characters')).toEqual({ code: 'max-length', params: { max: 200 } });
    expect(codeOfMessage('is not a valid date')).toEqual({ code: 'date' });
    expect(codeOfMessage('The manager code is 6 to 12 digits.')).toEqual({ code: 'digits-length', params: { min: 6, max: 12 } });
    expect(codeOfMessage('Account number is digits only.')).toEqual({ code: 'digits' });
    expect(codeOfMessage('The mobile number is not valid.')).toEqual({ code: 'phone' });
    expect(codeOfMessage('must not be before fromDate')).toEqual({ code: 'date-order' });
    expect(codeOfMessage('Not a channel.')).toEqual({ code: 'unknown' });
    expect(codeOfMessage('customer type repeats in this price list')).toEqual({ code: 'repeated' });
    expect(codeOfMessage('The maximum discount is required for a cashier.')).toEqual({ code: 'required' });
    expect(codeOfMessage('invalid-vat-number')).toEqual({ code: 'invalid-vat-number' });
    expect(codeOfMessage('Something odd happened')).toEqual({ code: 'invalid' });
  });

  it('a malformed body is a 400 with a coded body error', async () => {
    const res = await bare.inject({ method: 'POST', url: '/thing', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'body', code: 'bad-request' })]);
  });

  describe('in the real app', async () => {
    const { app, db } = await setupTestApp();
    const ref = await createReferenceRows(db);
    const provider = await createProvider(db);
    const user = await createUser(db, provider.id);

    it('a price of -20 in a price list is refused with code minimum {min: 0} (issue 18, R-PRICE-5)', async () => {
      const { product, adultId } = await createTestProduct(db, provider.id, ref);
      const body = { productId: product.id, title: 'Regular', currencyId: 1, channelId: Channel.Direct, priceTypeId: PriceType.Locals, priceLines: [{ productCustomerTypeId: adultId, amount: -2000, priority: 1 }] };
      const res = await app.inject({ method: 'POST', url: '/api/product-price', payload: body, headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['priceLines[0].amount']);
      expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'priceLines[0].amount', code: 'minimum', params: { min: 0 } })]);
      const ok = await app.inject({ method: 'POST', url: '/api/product-price', payload: { ...body, priceLines: [{ productCustomerTypeId: adultId, amount: 0, priority: 1 }] }, headers: { cookie: user.cookie } });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('a one-letter search keyword is min-length {min: 2} (R-ORD-23)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/order/lead-customer-name?keyword=a', headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ field: 'keyword', code: 'min-length', params: { min: 2 }, message: 'must be at least 2 characters' }]);
    });
  });
});
