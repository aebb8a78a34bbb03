import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui/components';
import { toast } from '../../../ui/notices';
import { useHotkeys } from '../../keys/hotkeys';
import { useScans } from '../../keys/scans';
import { setCoupon, useCart } from '../../state/cart';
import { Field } from '../../components/fields';
import { send } from '../../core/send';
import { errorText } from '../../core/errors';
import { couponReasonText } from '../../scan/scan-texts';
import { playSound } from '../../scan/sounds';

/**
 * F5 at the sell screen: type (or scan) a coupon or sub-coupon code. The core checks it first
 * (`coupon-check`: active, in date, within its limit); a usable one goes on the cart and the
 * cart's pricing applies it. F6 takes the cart's coupon off.
 */
export function CouponDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const current = useCart((s) => s.couponCode);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const apply = async (raw: string) => {
    const typed = raw.trim();
    if (!typed) return setError(t('coupon.codeRequired'));
    setBusy(true);
    const answer = await send('coupon-check', { code: typed });
    setBusy(false);
    if (!answer.ok) {
      playSound('bad');
      return setError(errorText(answer.error));
    }
    if (!answer.data.usable) {
      playSound('bad');
      return setError(couponReasonText(answer.data.reason));
    }
    playSound('ok');
    setCoupon(typed);
    toast('success', t('coupon.applied', { name: answer.data.name }));
    onClose();
  };

  const remove = () => {
    setCoupon(null);
    onClose();
  };

  useScans((scanned) => {
    setCode(scanned);
    void apply(scanned);
  });

  useHotkeys(
    [
      { key: 'Enter', label: 'keys.applyCoupon', run: () => void apply(code), disabled: busy },
      { key: 'F6', label: 'keys.removeCoupon', run: remove, disabled: !current, hidden: !current },
      { key: 'Escape', label: 'keys.cancel', run: onClose },
    ],
    { modal: true },
  );

  return (
    <Modal
      title={t('coupon.title')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={busy} onClick={() => void apply(code)}>
            {t('coupon.apply')}
          </Button>
          {current ? (
            <Button kind="danger" onClick={remove} data-testid="remove-coupon">
              {t('coupon.remove')} <kbd dir="ltr">F6</kbd>
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div data-testid="coupon-dialog">
        {current ? <p className="muted">{t('coupon.current', { code: current })}</p> : null}
        <Field
          inputRef={ref}
          label={t('coupon.code')}
          name="couponCode"
          dir="ltr"
          autoComplete="off"
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
        />
        <p className="muted">{t('coupon.help')}</p>
      </div>
    </Modal>
  );
}
