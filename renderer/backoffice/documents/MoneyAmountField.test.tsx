import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enCommon from '../../i18n/locales/en-US/common.json';
import heCommon from '../../i18n/locales/he-IL/common.json';
import en from '../../i18n/locales/en-US/backoffice.json';
import he from '../../i18n/locales/he-IL/backoffice.json';
import { MoneyAmountField } from './MoneyAmountField';

async function i18nIn(lng: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en-US',
    ns: ['common', 'backoffice'],
    defaultNS: 'backoffice',
    fallbackNS: 'common',
    resources: { 'en-US': { common: enCommon, backoffice: en }, 'he-IL': { common: heCommon, backoffice: he } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** The text of rendered markup (React escapes ' and " in it). */
const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

type Props = Parameters<typeof MoneyAmountField>[0];
const base: Props = { label: 'Amount', name: 'cardAmount', hintKey: 'cardPayment.max', value: '320.00', onChange: () => undefined, max: 32_000, currencyId: 1, showProblem: true };

async function render(props: Partial<Props>, lng = 'en-US') {
  const i18n = await i18nIn(lng);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MoneyAmountField {...base} {...props} />
    </I18nextProvider>,
  );
  const error = /<small class="field-error" role="alert" id="([^"]+)">([^<]*)<\/small>/.exec(html);
  const hint = /<small class="hint">([^<]*)<\/small>/.exec(html)?.[1];
  return { html, hint: hint && unescape(hint), error: error ? unescape(error[2]!) : undefined, errorId: error?.[1] };
}

/** The office's card payment, refund and new document share one money field (task H4). */
describe('MoneyAmountField', () => {
  it('a money input, left to right, named and labelled, with the most allowed in the hint', async () => {
    const { html, hint, error } = await render({});
    expect(html).toContain('name="cardAmount"');
    expect(html).toContain('inputMode="decimal"');
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('value="320.00"');
    expect(html).toMatch(/<label for="[^"]+">Amount<\/label>/);
    expect(hint).toBe('At most ₪ 320.00');
    expect(error).toBeUndefined();
    expect(html).not.toContain('aria-invalid');
  });

  it("says the amount's problem with the most allowed, tied to the input, only when asked", async () => {
    const above = await render({ value: '320.01' });
    expect(above.error).toBe('At most ₪ 320.00.');
    expect(above.html).toContain('aria-invalid="true"');
    expect(above.html).toContain(`aria-describedby="${above.errorId}"`);
    expect((await render({ value: '' })).error).toBe('Enter an amount.');
    expect((await render({ value: '12,a' })).error).toBe('Enter an amount like 1,234.50.');
    expect((await render({ value: '0' })).error).toBe('The amount must be above zero.');
    // Not yet: the proposed amount unchanged, or the field not left.
    expect((await render({ value: '', showProblem: false })).error).toBeUndefined();
    // A good amount has none, whenever asked.
    expect((await render({ value: '1,234.50', max: 200_000 })).error).toBeUndefined();
  });

  it("says the server's error for the field first, shown or not", async () => {
    expect((await render({ value: '320.01', serverError: 'Refused' })).error).toBe('Refused');
    expect((await render({ value: '10', showProblem: false, serverError: 'Refused' })).error).toBe('Refused');
  });

  it('each dialog its own hint, in the user language (he-IL)', async () => {
    expect((await render({ hintKey: 'documents.refund.max', max: 12_000 })).hint).toBe("At most ₪ 120.00: the receipt's amount.");
    expect((await render({ hintKey: 'newDocument.amountHint', max: 36_000 })).hint).toBe('At most ₪ 360.00.');
    const hebrew = await render({ value: '', max: 36_000 }, 'he-IL');
    expect(hebrew.hint).toBe('לכל היותר ₪ 360.00');
    expect(hebrew.error).toBe('יש להזין סכום.');
  });
});
