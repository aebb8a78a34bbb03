import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { Button, CheckboxField, TextField } from '../../ui/components';
import { call } from '../../ui/api';
import { Link, navigate, useLocation } from '../../ui/router';
import { changeLanguage, login } from '../session';
import { rememberBrand, rememberedBrand } from './login-brand';
import './login.css';

/**
 * Login (username, password, remember me) and forgot password (000 §2 Other screens). Issue 18: the
 * product's name, the provider's name and logo when this browser signed in to it before, and the
 * languages as buttons.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [brand] = useState(rememberedBrand);
  return (
    <div className="login-page">
      <div className="login-card card">
        <header className="login-brand" data-login-brand>
          {brand?.logo ? <img className="login-logo" src={brand.logo} alt={brand.name} data-provider-logo /> : <span className="login-mark" aria-hidden="true" />}
          <div className="login-names">
            <div className="login-product">{t('login.productName')}</div>
            <div className="login-provider">{brand?.name || t('appName')}</div>
          </div>
        </header>
        {mode === 'login' ? <LoginForm onForgot={() => setMode('forgot')} /> : <ForgotForm onBack={() => setMode('login')} />}
        <LoginLanguages />
      </div>
    </div>
  );
}

/** The three languages as a row of buttons, the current one pressed. */
function LoginLanguages() {
  const { t, i18n } = useTranslation();
  return (
    <div className="login-languages" role="group" aria-label={t('common:language')}>
      {LANGUAGES.map((l: Language) => (
        <button key={l} type="button" lang={l} className={l === i18n.language ? 'active' : undefined} aria-pressed={l === i18n.language} onClick={() => void changeLanguage(l)}>
          {t(`common:languages.${l}`)}
        </button>
      ))}
    </div>
  );
}

function LoginForm({ onForgot }: { onForgot(): void }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    setFieldErrors({});
    const error = await login(username, password, rememberMe);
    setBusy(false);
    if (!error) {
      void rememberBrand();
      const back = search.get('returnUrl');
      navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/', { replace: true });
      return;
    }
    setFieldErrors(error.fieldErrors ?? {});
    setMessage(error.message);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <h1>{t('login.title')}</h1>
      <TextField label={t('login.username')} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} error={fieldErrors.Username} autoFocus />
      <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.Password} />
      <CheckboxField label={t('login.rememberMe')} name="rememberMe" checked={rememberMe} onChange={setRememberMe} />
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-actions">
        <Button kind="primary" type="submit" busy={busy}>
          {t('login.submit')}
        </Button>
        <Button kind="link" onClick={onForgot}>
          {t('login.forgotPassword')}
        </Button>
        <Link to="/registration">{t('registration.join')}</Link>
      </div>
    </form>
  );
}

function ForgotForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    setFieldError(undefined);
    const result = await call('POST /api/forgot-password', { body: { Email: email }, quiet: true, anonymousOk: true });
    setBusy(false);
    if (result.ok) setSent(true);
    else {
      setFieldError(result.error.fieldErrors?.Email);
      setMessage(result.error.message);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('forgot.title')}>
      <h1>{t('forgot.title')}</h1>
      {sent ? (
        <p className="form-success" role="status">
          {t('forgot.sent')}
        </p>
      ) : (
        <>
          <p className="muted">{t('forgot.text')}</p>
          <TextField label={t('forgot.email')} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} autoFocus />
          {message ? (
            <p className="form-error" role="alert">
              {message}
            </p>
          ) : null}
        </>
      )}
      <div className="form-actions">
        {sent ? null : (
          <Button kind="primary" type="submit" busy={busy}>
            {t('forgot.submit')}
          </Button>
        )}
        <Button kind="link" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </div>
    </form>
  );
}
