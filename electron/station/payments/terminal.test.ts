import { describe, expect, it } from 'vitest';
import { cardCodeMessage } from './card-codes';
import { chargeWithTimeout } from './terminal';
import { SimulatedTerminal } from './terminal-simulator';

const request = { amount: 5000, currencyId: 1, installments: 1, reference: 'r' };

describe('the payment terminal (spec 002 §8.7, R-RCPT-12, R-RCPT-13)', () => {
  it('says each card company code in words, ranges included', () => {
    expect(cardCodeMessage('001')).toBe('Blocked card.');
    expect(cardCodeMessage('003')).toBe('Call the card company.');
    expect(cardCodeMessage('004')).toBe('Refused by the credit company.');
    expect(cardCodeMessage('036')).toBe('Expired card.');
    expect(cardCodeMessage('306')).toBe('No communication with the card company.');
    expect(cardCodeMessage('150')).toMatch(/not permitted/);
    expect(cardCodeMessage('505')).toMatch(/credentials/);
    expect(cardCodeMessage('033')).toBe('The card company refused the transaction (code 033).');
  });

  it('approves with 000 and refuses every other code, as the simulator is told', async () => {
    const terminal = new SimulatedTerminal();
    terminal.answerNext({ code: '001' }, { code: '004' });
    expect(await chargeWithTimeout(terminal, request, 1000)).toMatchObject({ approved: false, resultCode: '001' });
    expect(await chargeWithTimeout(terminal, request, 1000)).toMatchObject({ approved: false, resultCode: '004' });
    expect(await chargeWithTimeout(terminal, request, 1000)).toMatchObject({ approved: true, resultCode: '000', last4: '4580' });
  });

  it('gives up on a terminal that does not answer in time, and on one that fails', async () => {
    const slow = new SimulatedTerminal();
    slow.setDefault({ code: '000', delayMs: 200 });
    expect(await chargeWithTimeout(slow, request, 20)).toEqual({ approved: false, resultCode: 'timeout', message: 'The payment terminal did not answer in time.' });
    const broken = { kind: 'broken', charge: () => Promise.reject(new Error('serial port closed')), refund: () => Promise.reject(new Error('serial port closed')) };
    expect(await chargeWithTimeout(broken, request, 1000)).toMatchObject({ approved: false, resultCode: '306' });
  });
});
