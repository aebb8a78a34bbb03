import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS: [string, string][] = [
  ['F1', 'help.F1'],
  ['F2', 'help.F2'],
  ['F3', 'help.F3'],
  ['F4', 'help.F4'],
  ['F5', 'help.coupon'],
  ['Ctrl+F5', 'help.voucher'],
  ['F5 – F8', 'help.F5'],
  ['F6', 'help.F6'],
  ['F7', 'help.F7'],
  ['F8', 'help.F8'],
  ['F9', 'help.F9'],
  ['F10', 'help.F10'],
  ['F11', 'help.F11'],
  ['F12', 'help.F12'],
  ['Enter', 'help.Enter'],
  ['Esc', 'help.Escape'],
  ['Del', 'help.Delete'],
  ['+ / −', 'help.plusMinus'],
  ['3 A', 'help.typedQuantity'],
  ['Ctrl+P', 'help.park'],
  ['Ctrl+M', 'help.cashMove'],
  ['Ctrl+J', 'help.printQueue'],
  ['Ctrl+L', 'help.switchCashier'],
];

/** F1: every key of the cashier app on one page. */
export function HelpScreen() {
  const { t } = useTranslation();
  return (
    <section className="panel screen-narrow" data-testid="help">
      <h1>{t('help.title')}</h1>
      <p className="muted">{t('help.intro')}</p>
      <div className="help-keys">
        {KEYS.map(([key, text]) => (
          <Fragment key={key}>
            <kbd dir="ltr">{key}</kbd>
            <span>{t(text)}</span>
          </Fragment>
        ))}
      </div>
    </section>
  );
}
