import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@pos/shared/languages';
import { call } from '../../ui/api';
import { Button, TextArea, TextField } from '../../ui/components';
import { formatDate } from '../../ui/format';
import { Link } from '../../ui/router';
import type { PageProps } from '../page';

/** /registration/agency (R-USER-11): the index (agency) sign-up; the access comes within 3 business days. */
export default function AgencyRegistrationPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState({ name: '', email: '', mobile: '', website: '', description: '' });
  const [busy, setBusy] = useState(false);
  const [dueOn, setDueOn] = useState('');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await call('POST /api/registration/agency', {
      body: { name: draft.name, email: draft.email, mobile: draft.mobile, website: draft.website || undefined, description: draft.description || undefined, language: i18n.language as Language },
      quiet: true,
      anonymousOk: true,
    });
    setBusy(false);
    if (result.ok) setDueOn(result.data.accessDueOn);
    else {
      setFieldErrors(result.error.fieldErrors ?? {});
      setMessage(result.error.message);
    }
  };

  const field = (name: 'name' | 'email' | 'mobile' | 'website', type = 'text') => (
    <TextField label={t(`registration.agency.${name}`)} name={name} type={type} required={name !== 'website'} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} error={fieldErrors[name]} />
  );
  return (
    <div className="login-card card">
      <h1>{t('registration.agency.title')}</h1>
      {dueOn ? (
        <p className="form-success" role="status">
          {t('registration.agency.sent', { date: formatDate(dueOn) })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('registration.agency.title')}>
          <p className="muted">{t('registration.agency.intro')}</p>
          {field('name')}
          {field('email', 'email')}
          {field('mobile', 'tel')}
          {field('website', 'url')}
          <TextArea label={t('registration.agency.description')} name="description" value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
          {message ? (
            <p className="form-error" role="alert">
              {message}
            </p>
          ) : null}
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy}>
              {t('registration.agency.submit')}
            </Button>
          </div>
        </form>
      )}
      <Link to="/login">{t('reset.toLogin')}</Link>
    </div>
  );
}
