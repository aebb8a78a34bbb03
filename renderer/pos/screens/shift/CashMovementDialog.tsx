import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@pos/shared/reference';
import { formatMinor } from '@pos/shared/money';
import { Button, Modal } from '../../../ui/components';
import { toast } from '../../../ui/notices';
import { useHotkeys } from '../../keys/hotkeys';
import { useScans } from '../../keys/scans';
import { useLocalCurrency } from '../../state/station';
import { Field, MoneyField } from '../../components/fields';
import { send } from '../../core/send';
import { errorText } from '../../core/errors';

type Kind = 'in' | 'out';

/**
 * Ctrl+M at the shift screen (issue 16): cash put into the drawer (a float top-up) or taken out (a
 * safe drop), with the amount and a reason. Recorded at the station (offline too) and shown in the
 * X and Z reports. Modal for keys: Enter records, Esc closes, F5/F6 choose in or out.
 */
export function CashMovementDialog({ onClose, onDone, inDrawer }: { onClose(): void; onDone(): void; inDrawer: number | null }) {
  const { t } = useTranslation();
  const local = useLocalCurrency();
  const symbol = CURRENCIES.find((c) => c.id === local)?.symbol ?? '';
  const [kind, setKind] = useState<Kind>('out');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState(t('shift.cash.reasonOut'));
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  useEffect(() => amountRef.current?.focus(), []);

  const choose = (next: Kind) => {
    // A reason still the other kind's default follows the choice; a typed one stays.
    if (reason === t('shift.cash.reasonIn') || reason === t('shift.cash.reasonOut') || reason.trim() === '') setReason(next === 'in' ? t('shift.cash.reasonIn') : t('shift.cash.reasonOut'));
    setKind(next);
    amountRef.current?.focus();
  };

  const save = async () => {
    if (busy) return;
    const found: typeof errors = {};
    if (amount === null || amount <= 0) found.amount = t('shift.cash.amountRequired');
    else if (kind === 'out' && inDrawer !== null && amount > inDrawer) found.amount = t('shift.cash.overDrawer', { amount: formatMinor(inDrawer) });
    if (!reason.trim()) found.reason = t('shift.cash.reasonRequired');
    setErrors(found);
    if (found.amount || found.reason) return (found.amount ? amountRef.current : document.querySelector<HTMLInputElement>('input[name="cashReason"]'))?.focus();
    setBusy(true);
    const answer = await send('shift-cash-movement', { kind, currencyId: local, amount: amount!, reason: reason.trim() });
    setBusy(false);
    if (!answer.ok) {
      // The core's field errors in the cashier's words (its texts are English).
      const fields = answer.error.fieldErrors ?? {};
      if (fields.amount) return setErrors({ amount: kind === 'out' && inDrawer !== null && amount! > 0 ? t('shift.cash.overDrawer', { amount: formatMinor(inDrawer) }) : t('shift.cash.amountRequired') });
      if (fields.reason) return setErrors({ reason: t('shift.cash.reasonRequired') });
      return setErrors({ form: errorText(answer.error) });
    }
    toast('success', t(kind === 'in' ? 'shift.cash.recordedIn' : 'shift.cash.recordedOut', { amount: `${symbol} ${formatMinor(answer.data.amount)}` }));
    onDone();
  };

  useScans(() => undefined);
  useHotkeys(
    [
      { key: 'F5', label: 'keys.cashIn', run: () => choose('in') },
      { key: 'F6', label: 'keys.cashOut', run: () => choose('out') },
      { key: 'Enter', label: 'keys.save', run: () => void save(), disabled: busy },
      { key: 'Escape', label: 'keys.cancel', run: onClose },
    ],
    { modal: true },
  );

  return (
    <Modal
      title={t('shift.cash.title')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={busy} onClick={() => void save()} data-testid="cash-move-save">
            {t('shift.cash.save')} <kbd dir="ltr">Enter</kbd>
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div className="stack" data-testid="cash-move-dialog">
        <div role="radiogroup" aria-label={t('shift.cash.title')} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.75rem' }}>
          {(['in', 'out'] as const).map((k) => (
            <Button key={k} className={`btn btn-big ${kind === k ? 'btn-primary' : 'btn-secondary'}`} role="radio" aria-checked={kind === k} onClick={() => choose(k)} data-testid={`cash-move-${k}`}>
              {t(k === 'in' ? 'shift.cash.in' : 'shift.cash.out')} <kbd dir="ltr">{k === 'in' ? 'F5' : 'F6'}</kbd>
            </Button>
          ))}
        </div>
        {inDrawer !== null ? (
          <p className="muted" data-testid="cash-move-in-drawer">
            {t('shift.cash.inDrawer', { amount: `${symbol} ${formatMinor(inDrawer)}` })}
          </p>
        ) : null}
        <MoneyField inputRef={amountRef} name="cashAmount" label={t('shift.cash.amount', { currency: symbol })} value={amount} onChange={setAmount} error={errors.amount} />
        <Field label={t('shift.cash.reason')} name="cashReason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
        {errors.form ? (
          <p className="error-text" role="alert">
            {errors.form}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
