import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components';
import { Field } from '../components/fields';
import { useHotkeys } from '../keys/hotkeys';
import { useStation } from '../state/station';
import { login } from '../core/station';
import { errorText } from '../core/errors';

/**
 * Login of a user holding permission 28. Offline, the station checks the password against the
 * argon2 hash it replicated for users who logged in on it before; the core decides, the screen says why not.
 */
export function LoginScreen() {
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

  useHotkeys([{ key: 'Enter', label: 'keys.login', run: () => void submit() }]);

  return (
    <form
      className="panel login-box"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1>{t('login.title')}</h1>
      {stationName ? <p className="muted">{t('login.station', { name: stationName })}</p> : null}
      {!online ? <p className="muted" data-testid="offline-login">{t('login.offlineNote')}</p> : null}
      <Field label={t('login.username')} name="username" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
      <Field inputRef={passwordRef} label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button kind="primary" className="btn btn-primary btn-big" type="submit" busy={busy}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
