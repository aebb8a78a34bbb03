import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, SelectField } from '../../../ui/components';
import { useHotkeys } from '../../keys/hotkeys';
import { useScans } from '../../keys/scans';
import { track } from '../../state/busy';
import { setVoucher, ticketCount, useCart, voucherAsk } from '../../state/cart';
import { Field } from '../../components/fields';
import { Money } from '../../components/Money';
import { send } from '../../core/send';
import { errorText } from '../../core/errors';
import type { VoucherCheckResponse, VoucherSystem } from '../../core/handlers';
import { playSound } from '../../scan/sounds';

type Check = { code: string; quantity: number; amount: number; answer: VoucherCheckResponse };

/**
 * A club voucher (permission 32): pick the club (skipped when there is one), type or scan the
 * voucher's code, ask the club's system what it grants for the cart's tickets and total
 * (`voucher-check`, online only), then redeem it into the sale (F4): the granted amount comes off
 * what the customer pays and the sale carries the voucher.
 */
export function VoucherDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [systems, setSystems] = useState<VoucherSystem[] | null>(null);
  const [clubId, setClubId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const total = cart.pricing?.ok && cart.pricing.totals ? cart.pricing.totals.totalToPay : null;
  const tickets = ticketCount(cart);
  /** How many of the cart's tickets the voucher is for (a club voucher usually covers one). */
  const [covers, setCovers] = useState('1');
  const asked = voucherAsk(total, tickets, Number(covers));

  useEffect(() => {
    void send('voucher-systems', {}).then((answer) => {
      if (!answer.ok) return setError(answer.error.code === 'offline' ? t('voucher.offline') : errorText(answer.error));
      setSystems(answer.data);
      if (answer.data.length === 1) setClubId(answer.data[0]!.businessClientId);
      setTimeout(() => ref.current?.focus(), 0);
    });
  }, []);

  const club = systems?.find((s) => s.businessClientId === clubId) ?? null;

  const ask = async (raw: string) => {
    const typed = raw.trim();
    setCheck(null);
    if (!club) return setError(t('voucher.chooseClub'));
    if (!typed) return setError(t('voucher.codeRequired'));
    if (total === null || tickets === 0) return setError(t('voucher.cartFirst'));
    if (!asked) return setError(t('voucher.coversInvalid', { max: tickets }));
    setError(null);
    setBusy(true);
    const answer = await track('progress.voucher', send('voucher-check', { businessClientId: club.businessClientId, code: typed, ...asked }));
    setBusy(false);
    if (!answer.ok) {
      playSound('bad');
      return setError(answer.error.code === 'offline' ? t('voucher.offline') : errorText(answer.error));
    }
    playSound(answer.data.ok ? 'ok' : 'bad');
    setCheck({ code: typed, ...asked, answer: answer.data });
  };

  const granted = check?.answer.ok ? check.answer : null;
  const redeem = () => {
    if (!check || !granted || !club) return;
    setVoucher({
      businessClientId: club.businessClientId,
      clubName: club.name,
      code: check.code,
      quantity: check.quantity,
      grantedQuantity: granted.grantedQuantity,
      grantedAmount: granted.grantedAmount,
      description: granted.description,
    });
    onClose();
  };

  useScans((scanned) => {
    setCode(scanned);
    void ask(scanned);
  });

  useHotkeys(
    [
      { key: 'Enter', label: 'keys.checkVoucher', run: () => void ask(code), disabled: busy },
      { key: 'F4', label: 'keys.redeemVoucher', run: redeem, disabled: !granted },
      { key: 'Escape', label: 'keys.cancel', run: onClose },
    ],
    { modal: true },
  );

  return (
    <Modal
      title={t('voucher.title')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" disabled={!granted} onClick={redeem} data-testid="redeem-voucher">
            {t('voucher.redeem')} <kbd dir="ltr">F4</kbd>
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div data-testid="voucher-dialog" className="stack">
        {systems && systems.length === 0 ? <p className="muted">{t('voucher.noClubs')}</p> : null}
        {systems && systems.length > 1 ? (
          <SelectField
            label={t('voucher.club')}
            name="club"
            value={clubId ?? ''}
            options={[{ value: '', label: t('voucher.chooseClub') }, ...systems.map((s) => ({ value: s.businessClientId, label: s.name }))]}
            onChange={(e) => setClubId(e.target.value ? Number(e.target.value) : null)}
          />
        ) : null}
        {club && systems?.length === 1 ? <p data-testid="voucher-club">{t('voucher.clubIs', { name: club.name })}</p> : null}
        <Field
          inputRef={ref}
          label={t('voucher.code')}
          name="voucherCode"
          dir="ltr"
          autoComplete="off"
          value={code}
          disabled={!systems || systems.length === 0}
          onChange={(e) => {
            setCode(e.target.value);
            setCheck(null);
          }}
        />
        <Field
          label={t('voucher.covers')}
          name="voucherTickets"
          type="number"
          inputMode="numeric"
          min={1}
          max={tickets}
          value={covers}
          onChange={(e) => {
            setCovers(e.target.value);
            setCheck(null);
          }}
        />
        <p className="muted">
          {t('voucher.forCart', { count: tickets })}
          {total !== null ? (
            <>
              {' · '}
              <Money value={total} currencyId={cart.pricing?.currencyId} />
            </>
          ) : null}
        </p>
        {error ? (
          <p className="error-text" role="alert" data-testid="voucher-error">
            {error}
          </p>
        ) : null}
        {check && !check.answer.ok ? (
          <p className="error-text" role="alert" data-testid="voucher-refused">
            {t(`voucher.failure.${check.answer.failure}`)} {check.answer.message}
          </p>
        ) : null}
        {granted ? (
          <div className="scan-result ok" data-testid="voucher-granted">
            <strong>{granted.description}</strong>
            <span>
              {t('voucher.grants', { count: granted.grantedQuantity })} · <Money value={granted.grantedAmount} currencyId={cart.pricing?.currencyId} />
            </span>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
