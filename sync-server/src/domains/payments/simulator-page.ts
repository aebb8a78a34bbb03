/** The simulated payment page (only while the simulator is the gateway) and the page the payer lands on after paying. */
import { CURRENCIES } from '@pos/shared/reference';
import type { PaymentPageRequest } from './adapter';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shell = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card payment</title><style>body{font-family:system-ui,sans-serif;margin:24px;max-width:420px}label,input,button{display:block;margin:8px 0;font-size:16px}.sim{background:#fff3cd;border:1px solid #c90;padding:8px}</style></head><body>${body}</body></html>`;

export const simulatorPage = {
  form(transactionId: string, page: PaymentPageRequest): string {
    const currency = CURRENCIES.find((c) => c.id === page.currencyId)?.symbol ?? '';
    const amount = (page.amount / 100).toFixed(2);
    return shell(`<p class="sim">Simulated card payment page (Pelecard simulator): nothing is charged.</p>
<h1>${escape(currency)}${amount}</h1><p>Payments: ${page.payments}</p>
<form method="get" action="/api/pelecard/simulator/pay">
<input type="hidden" name="transactionId" value="${escape(transactionId)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4580000000000000">
<button type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`);
  },
  done(): string {
    return shell('<p>The card payment is finished. You can close this window.</p>');
  },
  unknown(): string {
    return shell('<p>This payment is not known or is already finished.</p>');
  },
};
