import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { vatOfGross } from '@pos/shared/money';
import { Button, CheckboxField } from '../../../ui/components';
import { toast } from '../../../ui/notices';
import { formatDate, formatTime } from '../../../ui/format';
import { useHotkeys } from '../../keys/hotkeys';
import { go } from '../../state/nav';
import { useCan, useStation, useUser } from '../../state/station';
import { parkCart, parkedOf, useParked } from '../../state/parked';
import { amountDue, lineAt, removeLine, selectLine, setCart, updateLine, useCart } from '../../state/cart';
import { Money } from '../../components/Money';
import { problemText } from '../../core/errors';
import { LineEditor } from './LineEditor';
import { CartDeductions, isCouponProblem } from './CartDeductions';

/** What permission 36 may sell past (the core's availability problems). */
const AVAILABILITY_PROBLEMS = new Set(['slot-required', 'slot-not-found', 'slot-finished', 'stop-sale', 'no-availability']);

/** The cart: lines, the selected line's edits, the customer, the core's total and problems, and the way to pay (F4). */
export function CartPanel({ onCustomer, onCoupon, onVoucher, onParked }: { onCustomer(): void; onCoupon(): void; onVoucher?: () => void; onParked(): void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const mayOverride = useCan(Permission.CashierEditSlot);
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;
  const pricing = cart.pricing;
  const due = amountDue(cart);
  const currencyId = pricing?.currencyId;
  const customerName = [cart.customer.firstName, cart.customer.lastName].filter(Boolean).join(' ');
  const canPay = cart.lines.length > 0 && pricing?.ok === true && due !== null && due > 0;
  /** The core is still pricing the last change (a scan followed at once by F4). */
  const pricingPending = cart.lines.length > 0 && pricing === null;
  const [payWhenPriced, setPayWhenPriced] = useState(false);

  const pay = () => {
    if (cart.lines.length === 0) return toast('warning', t('sell.cartEmpty'));
    // A fast cashier's F4 is not lost: it pays as soon as the core has priced the cart.
    if (!pricing) return setPayWhenPriced(true);
    setPayWhenPriced(false);
    if (!pricing.ok) return toast('error', problemText(pricing.problems[0]!));
    // R-RCPT-1: a receipt total of zero is refused.
    if (!due || due <= 0) return toast('error', t('errors.receipt-total-zero'));
    go({ name: 'pay' });
  };

  useEffect(() => {
    if (payWhenPriced && pricing) pay();
    // pay reads the cart of this render; it runs once when the pricing arrives.
  }, [payWhenPriced, pricing]);

  const shiftUuid = useStation((s) => s.status?.shift?.uuid ?? null);
  const parkedCount = parkedOf(useParked((s) => s.sales), shiftUuid).length;
  const park = () => {
    if (shiftUuid && parkCart(shiftUuid)) toast('success', t('parked.parked'));
  };

  const priced = (key: string) => pricing?.lines.find((p) => lineAt(cart, p.productIndex, p.customerIndex)?.key === key);

  useHotkeys([
    { key: 'F4', label: 'keys.pay', run: pay, disabled: !canPay && !pricingPending },
    { key: 'Ctrl+P', label: 'keys.park', run: park, disabled: cart.lines.length === 0 || !!cart.reserved },
    { key: 'Delete', label: 'keys.removeLine', run: () => selected && removeLine(selected.key), disabled: !selected },
    { key: '+', label: 'keys.more', run: () => selected && updateLine(selected.key, { quantity: selected.quantity + 1 }), hidden: true },
    { key: '-', label: 'keys.less', run: () => selected && selected.quantity > 1 && updateLine(selected.key, { quantity: selected.quantity - 1 }), hidden: true },
  ]);

  return (
    <aside className="panel cart" data-testid="cart" aria-label={t('sell.cart')}>
      <div className="screen-title">
        <h2>{t('sell.cart')}</h2>
        <span className="spacer" />
        <Button onClick={onCustomer} data-testid="customer-button">
          {cart.customerKind === 'business' ? (cart.businessClient ? `${t('sell.business')} – ${cart.businessClient.name}` : t('sell.business')) : t('sell.private')}
          {customerName ? `: ${customerName}` : ''}
        </Button>
      </div>
      <div className="cart-lines">
      {cart.lines.length === 0 ? (
        <p className="muted">{t('sell.cartEmptyHelp')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('sell.item')}</th>
              <th className="end">{t('sell.quantity')}</th>
              <th className="end">{t('sell.lineTotal')}</th>
              <th>
                <span className="visually-hidden">{t('sell.removeLine')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((l) => {
              const p = priced(l.key);
              return (
                <tr key={l.key} className={l.key === cart.selectedKey ? 'selected' : undefined} onClick={() => selectLine(l.key)} data-line={l.tag ?? `${l.productName}|${l.customerTypeName}`}>
                  <td>
                    <div>
                      <strong>{l.productName}</strong> · {l.customerTypeName}
                    </div>
                    <small className="muted">
                      <span className="num">{formatDate(l.date)}</span> {l.startTime ? <span className="num">{formatTime(l.startTime)}</span> : null}
                      {l.unitPrice !== undefined ? ` · ${t('sell.priceChanged')}` : ''}
                      {p && p.discountAmount > 0 ? (
                        <>
                          {' · '}
                          {t('sell.discount')} <Money value={p.discountAmount} currencyId={currencyId} />
                        </>
                      ) : null}
                    </small>
                  </td>
                  <td className="end">
                    <span className="row-qty" onClick={(e) => e.stopPropagation()}>
                      <Button aria-label={t('sell.less', { name: l.customerTypeName })} disabled={l.quantity <= 1} onClick={() => updateLine(l.key, { quantity: l.quantity - 1 })} data-testid="row-less">
                        −
                      </Button>
                      <span className="value num" data-testid="row-qty">
                        {l.quantity}
                      </span>
                      <Button aria-label={t('sell.more', { name: l.customerTypeName })} onClick={() => updateLine(l.key, { quantity: l.quantity + 1 })} data-testid="row-more">
                        +
                      </Button>
                    </span>
                    <div className="muted">
                      <small className="num">
                        × <Money value={p?.unitPrice ?? l.unitPrice ?? l.listUnitPrice} currencyId={currencyId} />
                      </small>
                    </div>
                  </td>
                  <td className="end">{p ? <Money value={p.total} currencyId={currencyId} /> : <Money value={(l.unitPrice ?? l.listUnitPrice) * l.quantity} currencyId={currencyId} />}</td>
                  <td className="end">
                    <Button kind="danger" className="btn btn-danger row-remove" aria-label={t('sell.removeLineOf', { name: `${l.productName} · ${l.customerTypeName}` })} onClick={(e) => (e.stopPropagation(), removeLine(l.key))} data-testid="row-remove">
                      ×
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {selected ? <LineEditor line={selected} /> : null}
      {mayOverride && (cart.overrideAvailability || pricing?.problems.some((p) => AVAILABILITY_PROBLEMS.has(p.code))) ? (
        <CheckboxField label={t('sell.override')} checked={cart.overrideAvailability} onChange={(v) => setCart({ overrideAvailability: v })} />
      ) : null}
      </div>
      <div className="cart-footer">
      {/* Why Pay is off stays beside it, never scrolled away with the lines. */}
      {pricing && !pricing.ok && pricing.problems.some((p) => !isCouponProblem(p.code)) ? (
        <ul className="problems" role="alert" data-testid="cart-problems">
          {pricing.problems.filter((p) => !isCouponProblem(p.code)).map((p, i) => {
            const line = lineAt(cart, p.itemIndex, p.customerIndex);
            return (
              <li key={i} className="error-text">
                {line ? `${line.productName} · ${line.customerTypeName}: ` : ''}
                {problemText(p)}
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* The coupon and voucher, and the keys to add them, stay in sight however long the cart. */}
      <CartDeductions onCoupon={onCoupon} onVoucher={onVoucher} />
      <div className="cart-actions">
        <Button onClick={park} disabled={cart.lines.length === 0 || !!cart.reserved} data-testid="park-sale">
          {t('parked.park')} <kbd dir="ltr">Ctrl+P</kbd>
        </Button>
        {parkedCount > 0 ? (
          <Button onClick={onParked} data-testid="parked-sales">
            {t('parked.count', { count: parkedCount })}
          </Button>
        ) : null}
      </div>
      <div className="cart-total" data-testid="cart-total">
        <span>{t('sell.total')}</span>
        {cart.lines.length === 0 ? <Money value={0} currencyId={currencyId} /> : due !== null ? <Money value={due} currencyId={currencyId} /> : <span>{pricing ? '—' : '…'}</span>}
      </div>
      {pricing?.totals && due !== null ? (
        <small className="muted">
          {t('sell.vatIncluded')} <Money value={cart.voucher && due !== null ? vatOfGross(due, pricing.totals.vatRateBp) : pricing.totals.vatAmount} currencyId={currencyId} />
        </small>
      ) : null}
      <Button kind="primary" className="btn btn-primary btn-big" disabled={!canPay} onClick={pay} data-testid="pay-button">
        {t('sell.pay')} <kbd dir="ltr">F4</kbd>
      </Button>
      <PermissionsNote />
      </div>
    </aside>
  );
}

/** Says which edits this cashier may not make, so a missing field is not a mystery. */
function PermissionsNote() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user) return null;
  const missing = (
    [
      [Permission.CashierChangeDiscount, 'perm.discount'],
      [Permission.ChangeUnitPrice, 'perm.unitPrice'],
      [Permission.CashierEditSlot, 'perm.slot'],
      [Permission.CashierChangeRate, 'perm.rate'],
    ] as const
  ).filter(([code]) => !user.permissions.includes(code));
  if (missing.length === 0) return null;
  return <small className="muted">{t('sell.notAllowed', { what: missing.map(([, key]) => t(key)).join(', ') })}</small>;
}
