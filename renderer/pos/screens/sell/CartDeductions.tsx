import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components';
import { setCoupon, setVoucher, useCart } from '../../state/cart';
import { Money } from '../../components/Money';
import { problemText } from '../../core/errors';

/** The coupon's own problems (coupon-*, sub-coupon-*) show beside the coupon, not with the lines'. */
export function isCouponProblem(code: string): boolean {
  return code.startsWith('coupon-') || code.startsWith('sub-coupon-');
}

/**
 * The coupon and the club voucher on the cart: the coupon's name and what it takes off (or its
 * problem, in words), the voucher's club and granted amount; each can be taken off.
 */
export function CartDeductions({ onCoupon, onVoucher }: { onCoupon(): void; onVoucher?: () => void }) {
  const { t } = useTranslation();
  const couponCode = useCart((s) => s.couponCode);
  const voucher = useCart((s) => s.voucher);
  const pricing = useCart((s) => s.pricing);
  const coupon = pricing?.coupon ?? null;
  const couponProblems = pricing?.problems.filter((p) => isCouponProblem(p.code)) ?? [];
  const currencyId = pricing?.currencyId;

  return (
    <div className="cart-deductions">
      {couponCode ? (
        <div className={`deduction${couponProblems.length ? ' refused' : ''}`} data-testid="cart-coupon" data-coupon={couponCode}>
          <span>
            {t('coupon.label')} <strong>{coupon?.name ?? couponCode}</strong> <span className="num" dir="ltr">{couponCode}</span>
          </span>
          <span className="spacer" />
          {coupon ? (
            <span data-testid="coupon-discount">
              <Money value={-coupon.amount} currencyId={currencyId} />
            </span>
          ) : pricing ? null : (
            '…'
          )}
          <Button aria-label={t('coupon.remove')} onClick={() => setCoupon(null)}>
            ×
          </Button>
          {couponProblems.map((p, i) => (
            <p key={i} className="error-text" role="alert" data-testid="coupon-problem" data-code={p.code}>
              {problemText(p)}
            </p>
          ))}
        </div>
      ) : null}
      {voucher ? (
        <div className="deduction" data-testid="cart-voucher" data-voucher={voucher.code}>
          <span>
            {t('voucher.label', { club: voucher.clubName })} <span className="num" dir="ltr">{voucher.code}</span>
            <br />
            <small className="muted">{voucher.description}</small>
          </span>
          <span className="spacer" />
          <span data-testid="voucher-amount">
            <Money value={-voucher.grantedAmount} currencyId={currencyId} />
          </span>
          <Button aria-label={t('voucher.remove')} onClick={() => setVoucher(null)}>
            ×
          </Button>
        </div>
      ) : null}
      <div className="row deduction-actions">
        <Button onClick={onCoupon} data-testid="coupon-button">
          {t('keys.coupon')} <kbd dir="ltr">F5</kbd>
        </Button>
        {onVoucher ? (
          <Button onClick={onVoucher} data-testid="voucher-button">
            {t('keys.voucher')} <kbd dir="ltr">Ctrl+F5</kbd>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
