import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../components/fields';
import { KeyForm } from '../components/KeyForm';
import { useStation } from '../state/station';
import { login } from '../core/station';
import { errorText } from '../core/errors';
import { send } from '../core/send';
import type { PinCashier } from '../core/handlers';
import { Button } from '../../ui/components';
import { PinLogin } from './login/PinLogin';

/**
 * Issue 16: the cashiers of this station with a PIN show as tiles first (PinLogin); username and
 * password stay one touch away, and are the only way while nobody has a PIN.
 */
export function LoginScreen() {
  const [cashiers, setCashiers] = useState<PinCashier[] | null>(null);
  const [withPassword, setWithPassword] = useState(false);
  useEffect(() => {
    let live = true;
    void send('pin-cashiers', {}).then((answer) => live && setCashiers(answer.ok ? answer.data : []));
    return () => void (live = false);
  }, []);
  if (cashiers === null) return null;
  if (cashiers.length > 0 && !withPassword) return <PinLogin cashiers={cashiers} onPassword={() => setWithPassword(true)} />;
  return <PasswordLogin onPin={cashiers.length > 0 ? () => setWithPassword(false) : undefined} />;
}

/**
 * Login of a user holding permission 28. Offline, the station checks the password against the
 * argon2 hash it replicated for users who logged in on it before; the core decides, the screen says why not.
 */
function PasswordLogin({ onPin }: { onPin?: () => void }) {
  const { t } = useTranslation();
  const online = useStation((s) => s.linked && (s.status?.online ?? false));
  const stationName = useStation((s) => s.status?.station?.name);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (busy) return;
    if (!username.trim()) return setError(t('login.usernameRequired'));
    if (!password) {
      passwordRef.current?.focus();
      return setError(t('login.passwordRequired'));
    }
    setBusy(true);
    setError(null);
    const answer = await login(username.trim(), password);
    setBusy(false);
    if (!answer.ok) {
      setError(errorText(answer.error));
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  return (
    <KeyForm
      className="panel login-box"
      enterLabel="keys.login"
      submitLabel={t('login.submit')}
      onSubmit={() => void submit()}
      error={error}
      busy={busy}
      actions={
        onPin ? (
          <Button kind="link" onClick={onPin} data-testid="use-pin">
            {t('login.usePin')}
          </Button>
        ) : undefined
      }
    >
      <h1>{t('login.title')}</h1>
      {stationName ? <p className="muted">{t('login.station', { name: stationName })}</p> : null}
      {!online ? (
        <p className="muted" data-testid="offline-login">
          {t('login.offlineNote')}
        </p>
      ) : null}
      <Field label={t('login.username')} name="username" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
      <Field inputRef={passwordRef} label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
    </KeyForm>
  );
}
