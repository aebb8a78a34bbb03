import { describe, expect, it } from 'vitest';
import { quantityProblems } from './quantities';

const t = (key: string, opts: Record<string, unknown> = {}) => `${key}${JSON.stringify(opts)}`;

/** Issue 18: a quantity of -3 says why; 99 tickets for a slot with 20 left are refused as typed. */
describe('quantityProblems', () => {
  it('a negative, fractional or huge quantity is a field message; empty fields are ignored', () => {
    const r = quantityProblems({ 1: '-3', 2: '1.5', 3: '1001', 4: '', 5: '2' }, null, t);
    expect(r.fields).toEqual({ 1: 'common:fieldError.minimum{"min":0}', 2: 'common:fieldError.type{}', 3: 'common:fieldError.maximum{"max":1000}' });
    expect(r.total).toBe(2);
    expect(r.overLimit).toBe(false);
  });

  it('more tickets than the seats left is over the limit; unlimited slots never are', () => {
    expect(quantityProblems({ 1: '99' }, 20, t)).toEqual({ fields: {}, total: 99, overLimit: true });
    expect(quantityProblems({ 1: '15', 2: '5' }, 20, t).overLimit).toBe(false);
    expect(quantityProblems({ 1: '15', 2: '6' }, 20, t).overLimit).toBe(true);
    expect(quantityProblems({ 1: '999' }, null, t).overLimit).toBe(false);
  });
});
