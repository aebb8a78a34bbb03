import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/components';
import { useHotkeys } from '../../keys/hotkeys';
import { displayName } from '../../state/station';
import { pinLogin } from '../../core/station';
import { errorText } from '../../core/errors';
import type { PinCashier } from '../../core/handlers';

export const PIN_MIN = 4;
export const PIN_MAX = 6;

/** What a keypad key makes of the PIN typed so far (digits only, at most six). */
export function typePin(pin: string, key: string): string {
  if (key === 'back') return pin.slice(0, -1);
  if (key === 'clear') return '';
  return /^[0-9]$/.test(key) && pin.length < PIN_MAX ? pin + key : pin;
}

/**
 * Issue 16: a tile per cashier of this station's provider who has a PIN; tap one (or type its
 * number) and type the PIN on the keypad or the keyboard. Checked by the core offline against the
 * replicated hash; Esc goes back to the tiles.
 */
export function PinLogin({ cashiers, onPassword }: { cashiers: PinCashier[]; onPassword(): void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PinCashier | null>(cashiers.length === 1 ? cashiers[0]! : null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (chosen) input.current?.focus();
  }, [chosen]);

  const submit = async (value = pin) => {
    if (!chosen || busy) return;
    if (value.length < PIN_MIN) return setError(t('login.pinLength', { min: PIN_MIN, max: PIN_MAX }));
    setBusy(true);
    setError(null);
    const answer = await pinLogin(chosen.id, value);
    setBusy(false);
    if (!answer.ok) {
      setError(errorText(answer.error));
      setPin('');
      input.current?.focus();
    }
  };
  const choose = (c: PinCashier | null) => (setChosen(c), setPin(''), setError(null));

  useHotkeys([
    { key: 'Enter', label: 'keys.login', run: () => void submit(), disabled: !chosen },
    { key: 'Escape', label: 'keys.back', run: () => choose(null), hidden: !chosen || cashiers.length === 1 },
  ]);

  if (!chosen) {
    return (
      <section className="panel pin-login" data-testid="pin-login">
        <h1>{t('login.pinTitle')}</h1>
        <div className="pin-tiles">
          {cashiers.map((c) => (
            <button key={c.id} type="button" className="btn pin-tile" data-testid="pin-cashier" data-user-id={c.id} onClick={() => choose(c)}>
              <span className="pin-initials" aria-hidden="true">
                {initials(c)}
              </span>
              <bdi>{displayName(c)}</bdi>
            </button>
          ))}
        </div>
        <Button kind="link" onClick={onPassword} data-testid="use-password">
          {t('login.usePassword')}
        </Button>
      </section>
    );
  }
  return (
    <form
      className="panel pin-login"
      data-testid="pin-pad"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1>
        <bdi>{displayName(chosen)}</bdi>
      </h1>
      <label className="field">
        <span>{t('login.pin')}</span>
        <input
          ref={input}
          className="pin-input"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={pin}
          maxLength={PIN_MAX}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_MAX))}
        />
      </label>
      <div className="keypad pin-keypad" dir="ltr" role="group" aria-label={t('login.pin')}>
        {['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'].map((k) => (
          <Button key={k} onClick={() => (setPin((p) => typePin(p, k)), input.current?.focus())} data-pin-key={k} aria-label={k === 'back' ? t('pay.keypadBack') : k === 'clear' ? t('login.pinClear') : undefined}>
            <span className="num">{k === 'back' ? '⌫' : k === 'clear' ? 'C' : k}</span>
          </Button>
        ))}
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button kind="primary" type="submit" className="btn btn-primary btn-big" busy={busy} data-testid="pin-submit">
          {t('login.submit')}
        </Button>
        {cashiers.length > 1 ? <Button onClick={() => choose(null)}>{t('login.otherCashier')}</Button> : null}
        <Button kind="link" onClick={onPassword}>
          {t('login.usePassword')}
        </Button>
      </div>
    </form>
  );
}

function initials(c: PinCashier): string {
  const letters = [c.firstName, c.lastName].map((n) => n.trim().charAt(0)).join('');
  return letters || c.username.charAt(0).toUpperCase();
}
