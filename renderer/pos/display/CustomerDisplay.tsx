import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format';
import { listenCustomerView, type CustomerView } from './customer-channel';

/** The customer-facing display: the cart as it grows, the total large, and the change once paid. */
export function CustomerDisplay() {
  const { t } = useTranslation();
  const [view, setView] = useState<CustomerView | null>(null);
  useEffect(() => listenCustomerView(setView), []);
  // The window's title in the customer's language too (index.html carries the English one).
  useEffect(() => void (document.title = t('appName')), [t]);
  const money = (minor: number | null) => <span className="money">{minor === null ? '…' : formatMoney(minor, view?.currencyId)}</span>;

  if (!view || (view.lines.length === 0 && !view.paid)) {
    return (
      <main className="customer-display idle" data-testid="customer-display" data-state="idle">
        <h1>{t('display.welcome')}</h1>
      </main>
    );
  }
  return (
    <main className="customer-display" data-testid="customer-display" data-state={view.paid ? 'paid' : 'cart'}>
      <table>
        <tbody>
          {view.lines.map((l) => (
            <tr key={l.key} data-display-line={l.tag ?? `${l.product}|${l.customerType}`}>
              <td>
                <strong>{l.product}</strong> · {l.customerType}
              </td>
              <td className="end num">× {l.quantity}</td>
              <td className="end">{money(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="display-total" data-testid="display-total">
        <span>{t('display.total')}</span>
        {money(view.total)}
      </div>
      {view.paid ? (
        <div className="display-change" data-testid="display-change">
          {view.paid.change > 0 ? (
            <>
              <span>{t('display.change')}</span>
              {money(view.paid.change)}
            </>
          ) : null}
          <p>{t('display.thanks')}</p>
        </div>
      ) : null}
    </main>
  );
}
