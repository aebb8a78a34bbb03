import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui/components';
import { call } from '../../ui/api';
import { Link } from '../../ui/router';
import type { PageProps } from '../page';

/** Reset password by the e-mailed token (000 §2 Other screens: Login). */
export default function ResetPasswordPage({ params }: PageProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    if (password !== repeat) {
      setFieldErrors({ confirmPassword: t('reset.mismatch') });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const result = await call('POST /api/reset-password', { body: { token: params.token ?? '', password, confirmPassword: repeat }, quiet: true, anonymousOk: true });
    setBusy(false);
    if (result.ok) setDone(true);
    else {
      setFieldErrors(result.error.fieldErrors ?? {});
      setMessage(result.error.message);
    }
  };

  return (
    <div className="login-card card">
      <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
        <h1>{t('reset.title')}</h1>
        {done ? (
          <p className="form-success" role="status">
            {t('reset.done')}
          </p>
        ) : (
          <>
            <TextField label={t('reset.password')} name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} />
            <TextField label={t('reset.repeat')} name="repeat" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} error={fieldErrors.confirmPassword} />
            {fieldErrors.token ? <p className="form-error">{fieldErrors.token}</p> : null}
            {message ? (
              <p className="form-error" role="alert">
                {message}
              </p>
            ) : null}
          </>
        )}
        <div className="form-actions">
          {done ? null : (
            <Button kind="primary" type="submit" busy={busy}>
              {t('reset.submit')}
            </Button>
          )}
          <Link to="/login">{t('reset.toLogin')}</Link>
        </div>
      </form>
    </div>
  );
}
