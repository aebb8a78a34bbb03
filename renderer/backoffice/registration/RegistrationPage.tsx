import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_VERSION } from '@pos/shared/terms/terms';
import { call } from '../../ui/api';
import { Button, CheckboxField, TextField } from '../../ui/components';
import { Link } from '../../ui/router';
import type { Language } from '@pos/shared/languages';
import type { PageProps } from '../page';

/** The sign-up has more fields than a login: two columns where the screen allows. */
const WIDE = { maxWidth: '46rem' };
import { TermsClauses } from './TermsClauses';

const EMPTY = { companyName: '', companyId: '', email: '', mobile: '', website: '', address: '', username: '', password: '', confirmPassword: '' };
type Draft = typeof EMPTY;
const FIELDS: { name: keyof Draft; type?: string; autoComplete?: string; required?: boolean }[] = [
  { name: 'companyName', required: true, autoComplete: 'organization' },
  { name: 'companyId', required: true },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'mobile', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'website', type: 'url', autoComplete: 'url' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'username', required: true, autoComplete: 'username' },
  { name: 'password', type: 'password', required: true, autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', required: true, autoComplete: 'new-password' },
];

/** /registration (R-USER-9): the quick sign-up, then the terms step, then "check your e-mail". */
export default function RegistrationPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<'details' | 'terms' | 'sent'>('details');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const next = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(FIELDS.filter((f) => f.required && !draft[f.name].trim()).map((f) => [f.name, t('registration.required')]));
    if (draft.password !== draft.confirmPassword) missing.confirmPassword = t('reset.mismatch');
    setFieldErrors(missing);
    if (Object.keys(missing).length === 0) setStep('terms');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    setBusy(true);
    const result = await call('POST /api/registration', {
      body: { ...draft, website: draft.website || undefined, address: draft.address || undefined, termsVersion: TERMS_VERSION, acceptTerms: accepted, language: i18n.language as Language },
      quiet: true,
      anonymousOk: true,
    });
    setBusy(false);
    if (result.ok) {
      setStep('sent');
      return;
    }
    const errors = result.error.fieldErrors ?? {};
    setFieldErrors(errors);
    setMessage(result.error.message);
    // A field of the first step is wrong: back to it, with the errors shown beside the fields.
    if (Object.keys(errors).some((f) => FIELDS.some((d) => d.name === f)) || result.error.status === 422) setStep('details');
  };

  return (
    <div className="login-card card" style={WIDE}>
      <ol className="wizard-steps" aria-label={t('registration.steps')}>
        {(['details', 'terms', 'sent'] as const).map((s, i) => (
          <li key={s} aria-current={step === s ? 'step' : undefined}>
            <span className="step-number">{i + 1}</span> {t(`registration.step.${s}`)}
          </li>
        ))}
      </ol>
      {step === 'details' ? (
        <form onSubmit={next} noValidate aria-label={t('registration.title')}>
          <h1>{t('registration.title')}</h1>
          <p className="muted">{t('registration.intro')}</p>
          {message ? (
            <p className="form-error" role="alert">
              {message}
            </p>
          ) : null}
          <div className="grid">
            {FIELDS.map((f) => (
              <TextField
                key={f.name}
                label={t(`registration.fields.${f.name}`)}
                name={f.name}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                required={f.required}
                value={draft[f.name]}
                onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
                error={fieldErrors[f.name]}
              />
            ))}
          </div>
          <div className="form-actions">
            <Button kind="primary" type="submit">
              {t('registration.next')}
            </Button>
            <Link to="/login">{t('reset.toLogin')}</Link>
            <Link to="/registration/agency">{t('registration.agencyLink')}</Link>
          </div>
        </form>
      ) : null}
      {step === 'terms' ? (
        <form onSubmit={submit} noValidate aria-label={t('registration.termsTitle')}>
          <h1>{t('registration.termsTitle')}</h1>
          <TermsClauses />
          <CheckboxField label={t('registration.accept')} name="acceptTerms" checked={accepted} onChange={setAccepted} error={fieldErrors.acceptTerms} />
          {message ? (
            <p className="form-error" role="alert">
              {message}
            </p>
          ) : null}
          <div className="form-actions">
            <Button type="button" onClick={() => setStep('details')}>
              {t('common:previous')}
            </Button>
            <Button kind="primary" type="submit" busy={busy} disabled={!accepted}>
              {t('registration.submit')}
            </Button>
          </div>
        </form>
      ) : null}
      {step === 'sent' ? (
        <div role="status" className="stack">
          <h1>{t('registration.sentTitle')}</h1>
          <p className="form-success">{t('registration.sent', { email: draft.email })}</p>
          <Link to="/login">{t('reset.toLogin')}</Link>
        </div>
      ) : null}
    </div>
  );
}
