import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError } from '../errors';
import { isValidMobile, leadCustomerName, leadCustomerProblems, trimLeadCustomer, validLeadCustomer } from './lead-customer';

describe('lead customer (R-ORD-22), one rule for station, order/create and push', () => {
  it('R-ORD-22: a mobile has 9 to 15 digits, a 05 Israeli mobile exactly 10', () => {
    expect(['0521234567', '+972 52-123-4567', '(03) 123-4567', '+1 212 555 0100'].map(isValidMobile)).toEqual([true, true, true, true]);
    // The 7-digit mobile the station's old copy let in, and other near misses.
    expect(['1234567', '052123456', '05212345678', '052-123-456a', '++972521234567', '1234567890123456'].map(isValidMobile)).toEqual([false, false, false, false, false, false]);
  });

  it('R-ORD-22: any text of digits, spaces and dashes is valid exactly when its digit count fits', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('0', '1', '3', '5', '9', ' ', '-'), { minLength: 1, maxLength: 30 }), fc.boolean(), (chars, plus) => {
        const value = (plus ? '+' : '') + chars.join('');
        const digits = value.replace(/\D/g, '');
        const expected = digits.length >= 9 && digits.length <= 15 && (!digits.startsWith('05') || digits.length === 10);
        expect(isValidMobile(value)).toBe(expected);
      }),
    );
  });

  it('R-ORD-22: texts are trimmed, empty ones left out, and each field checked against its length and form', () => {
    expect(trimLeadCustomer({ firstName: '  Dana ', lastName: '   ', mobile: ' 0521234567 ', subscribe: false })).toEqual({ firstName: 'Dana', mobile: '0521234567', subscribe: false });
    expect(leadCustomerProblems({ firstName: 'x'.repeat(51), mobile: '1234567', email: 'not-mail' }).map((p) => [p.field, p.code])).toEqual([
      ['firstName', 'too-long'],
      ['mobile', 'invalid-mobile'],
      ['email', 'invalid-email'],
    ]);
    expect(leadCustomerProblems({ firstName: 'x'.repeat(50), groupName: 'g'.repeat(100), email: 'a@b.co' })).toEqual([]);
  });

  it('R-ORD-22: validLeadCustomer answers 400 with one error per field, under the caller’s prefix', () => {
    expect(validLeadCustomer({ firstName: ' Dana ', email: '' })).toEqual({ firstName: 'Dana' });
    const error = (() => {
      try {
        validLeadCustomer({ mobile: '1234567', email: 'x@' }, 'customer');
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error?.status).toBe(400);
    expect(error?.fieldErrors).toEqual({ 'customer.mobile': ['is not a valid mobile number'], 'customer.email': ['is not a valid e-mail'] });
  });

  it('a trimmed customer without problems passes validLeadCustomer unchanged (idempotent)', () => {
    const text = fc.option(fc.string({ maxLength: 60 }), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ firstName: text, lastName: text, groupName: text, mobile: text, email: text }), (input) => {
        const trimmed = trimLeadCustomer(input);
        if (leadCustomerProblems(trimmed).length > 0) return;
        expect(validLeadCustomer(trimmed)).toEqual(trimmed);
        expect(trimLeadCustomer(trimmed)).toEqual(trimmed);
      }),
    );
  });

  it('names the customer by first and last name, else the group', () => {
    expect([leadCustomerName({ firstName: 'Dana', lastName: 'Levi' }), leadCustomerName({ lastName: 'Levi', groupName: 'Scouts' }), leadCustomerName({ groupName: 'Scouts' }), leadCustomerName({})]).toEqual([
      'Dana Levi',
      'Levi',
      'Scouts',
      '',
    ]);
  });
});
