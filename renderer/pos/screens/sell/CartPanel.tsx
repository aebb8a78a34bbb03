import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { Button } from '../../../ui/components';
import { toast } from '../../../ui/notices';
import { formatDate, formatTime } from '../../../ui/format';
import { useHotkeys } from '../../keys/hotkeys';
import { go } from '../../state/nav';
import { useStation } from '../../state/station';
import { cartMoney, removeLine, selectLine, updateLine, useCart } from '../../state/cart';
import { Money } from '../../components/Money';
import { LineEditor } from './LineEditor';

/** The cart: lines, the selected line's edits, the customer, the total, and the way to pay (F4). */
export function CartPanel({ onCustomer }: { onCustomer(): void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const vatRateBp = useStation((s) => s.vatRateBp);
  const money = cartMoney(cart, vatRateBp);
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;
  const total = money.totals.balance;
  const customerName = [cart.customer.firstName, cart.customer.lastName].filter(Boolean).join(' ');

  const pay = () => {
    if (cart.lines.length === 0) return toast('warning', t('sell.cartEmpty'));
    // R-RCPT-1: a receipt total of zero is refused.
    if (total <= 0) return toast('error', t('errors.receipt-total-zero'));
    if (money.invalidKey) return toast('error', t('errors.invalid-discount'));
    go({ name: 'pay' });
  };

  useHotkeys([
    { key: 'F4', label: 'keys.pay', run: pay, disabled: cart.lines.length === 0 },
    { key: 'Delete', label: 'keys.removeLine', run: () => selected && !cart.reserved && removeLine(selected.key), disabled: !selected || !!cart.reserved },
    { key: '+', label: 'keys.more', run: () => selected && !cart.reserved && updateLine(selected.key, { quantity: selected.quantity + 1 }), hidden: true },
    { key: '-', label: 'keys.less', run: () => selected && !cart.reserved && selected.quantity > 1 && updateLine(selected.key, { quantity: selected.quantity - 1 }), hidden: true },
  ]);

  return (
    <aside className="panel cart" data-testid="cart" aria-label={t('sell.cart')}>
      <div className="screen-title">
        <h2>{cart.reserved ? t('sell.reservedCart', { number: cart.reserved.number }) : t('sell.cart')}</h2>
        <span className="spacer" />
        <Button onClick={onCustomer} data-testid="customer-button">
          {cart.customerKind === 'business' ? t('sell.business') : t('sell.private')}
          {customerName ? `: ${customerName}` : ''}
        </Button>
      </div>
      {cart.lines.length === 0 ? (
        <p className="muted">{t('sell.cartEmptyHelp')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('sell.item')}</th>
              <th className="end">{t('sell.quantity')}</th>
              <th className="end">{t('sell.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((l) => {
              const m = money.lines.find((x) => x.key === l.key)!;
              return (
                <tr key={l.key} className={l.key === cart.selectedKey ? 'selected' : undefined} onClick={() => selectLine(l.key)} data-line={`${l.productName}|${l.customerTypeName}`}>
                  <td>
                    <div>
                      <strong>{l.productName}</strong> · {l.customerTypeName}
                    </div>
                    <small className="muted">
                      <span className="num">{formatDate(l.date)}</span> {l.startTime ? <span className="num">{formatTime(l.startTime)}</span> : null}
                      {l.unitPrice !== l.listUnitPrice ? ` · ${t('sell.priceChanged')}` : ''}
                      {m.discountAmount > 0 ? (
                        <>
                          {' · '}
                          {t('sell.discount')} <Money value={m.discountAmount} currencyId={l.currencyId} />
                        </>
                      ) : null}
                    </small>
                  </td>
                  <td className="end num">
                    {l.quantity} × <Money value={l.unitPrice} currencyId={l.currencyId} />
                  </td>
                  <td className="end">
                    <Money value={m.total} currencyId={l.currencyId} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {selected && !cart.reserved ? <LineEditor line={selected} /> : null}
      <div className="cart-total" data-testid="cart-total">
        <span>{cart.reserved ? t('sell.balance') : t('sell.total')}</span>
        <Money value={total} currencyId={cart.lines[0]?.currencyId} />
      </div>
      <small className="muted">
        {t('sell.vatIncluded')} <Money value={money.totals.vatAmount} currencyId={cart.lines[0]?.currencyId} />
      </small>
      <Button kind="primary" className="btn btn-primary btn-big" disabled={cart.lines.length === 0} onClick={pay} data-testid="pay-button">
        {t('sell.pay')} <kbd dir="ltr">F4</kbd>
      </Button>
      <PermissionsNote />
    </aside>
  );
}

/** Says which edits this cashier may make, so a missing button is not a mystery. */
function PermissionsNote() {
  const { t } = useTranslation();
  const user = useStation((s) => s.user);
  if (!user) return null;
  const missing = [
    [Permission.CashierChangeDiscount, 'perm.discount'],
    [Permission.ChangeUnitPrice, 'perm.unitPrice'],
    [Permission.CashierEditSlot, 'perm.slot'],
    [Permission.CashierChangeRate, 'perm.rate'],
  ].filter(([code]) => !user.permissions.includes(code as number));
  if (missing.length === 0) return null;
  return <small className="muted">{t('sell.notAllowed', { what: missing.map(([, key]) => t(key as string)).join(', ') })}</small>;
}

