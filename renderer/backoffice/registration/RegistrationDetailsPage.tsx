import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationStateView } from '@pos/shared/api/registration';
import { call } from '../../ui/api';
import { Badge, Button, ErrorBox, Spinner, TextArea, TextField } from '../../ui/components';
import { Link } from '../../ui/router';
import type { PageProps } from '../page';
import { readFileAsDataUrl } from './read-file';

/** The sign-up has more fields than a login: two columns where the screen allows. */
const WIDE = { maxWidth: '46rem' };

const EMPTY = { invoiceName: '', shortDescription: '', operationName: '', operationPhone: '', operationEmail: '', financeName: '', financePhone: '', financeEmail: '' };

/**
 * /registration-details/{token} (R-USER-9, R-USER-10): the e-mailed link confirms the address
 * (C217), shows "awaiting registration" and lets the business add its details while it waits (C218).
 */
export default function RegistrationDetailsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<RegistrationStateView | null>(null);
  const [failure, setFailure] = useState('');
  const [draft, setDraft] = useState(EMPTY);
  const [logo, setLogo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    void call('POST /api/confirm-email', { body: { Token: params.token ?? '' }, quiet: true, anonymousOk: true }).then((result) => {
      if (!result.ok) return setFailure(result.error.message);
      setState(result.data);
      setDraft((d) => ({ ...d, invoiceName: result.data.invoiceName ?? '', shortDescription: result.data.shortDescription ?? '' }));
    });
  }, [params.token]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    const contact = (name: string, phone: string, email: string) => ({ name: name || undefined, phone: phone || undefined, email: email || undefined });
    const result = await call('POST /api/registration-details', {
      body: {
        Token: params.token ?? '',
        invoiceName: draft.invoiceName,
        shortDescription: draft.shortDescription,
        operationContact: contact(draft.operationName, draft.operationPhone, draft.operationEmail),
        financeContact: contact(draft.financeName, draft.financePhone, draft.financeEmail),
        ...(logo ? { logo } : {}),
      },
      quiet: true,
      anonymousOk: true,
    });
    setBusy(false);
    if (result.ok) {
      setState(result.data);
      setSaved(true);
      setFieldErrors({});
    } else {
      setFieldErrors(result.error.fieldErrors ?? {});
      setFailure(result.error.fieldErrors ? '' : result.error.message);
    }
  };

  if (failure && !state) {
    return (
      <div className="login-card card">
        <ErrorBox message={failure} />
        <Link to="/registration">{t('registration.again')}</Link>
      </div>
    );
  }
  if (!state) return <Spinner />;
  const field = (name: keyof typeof EMPTY, type = 'text') => (
    <TextField label={t(`registration.fields.${name}`)} name={name} type={type} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} error={fieldErrors[name]} />
  );
  return (
    <div className="login-card card" style={WIDE}>
      <h1>{state.companyName}</h1>
      <div role="status" className="stack">
        <p>{t('registration.emailConfirmed', { email: state.email })}</p>
        <p>
          <Badge tone={state.status === 'approved' ? 'success' : state.status === 'rejected' ? 'danger' : 'warning'}>{t(`registration.status.${state.status}`)}</Badge>
        </p>
        <p className="muted">{t(`registration.statusHelp.${state.status}`)}</p>
      </div>
      {state.status === 'awaiting-approval' ? (
        <form onSubmit={save} noValidate aria-label={t('registration.detailsTitle')}>
          <h2>{t('registration.detailsTitle')}</h2>
          <div className="grid">
            {field('invoiceName')}
            {field('operationName')}
            {field('operationPhone', 'tel')}
            {field('operationEmail', 'email')}
            {field('financeName')}
            {field('financePhone', 'tel')}
            {field('financeEmail', 'email')}
          </div>
          <TextArea label={t('registration.fields.shortDescription')} name="shortDescription" value={draft.shortDescription} onChange={(e) => setDraft({ ...draft, shortDescription: e.target.value })} />
          <label className="field">
            <span>{t('registration.fields.logo')}</span>
            <input type="file" name="logo" accept="image/png,image/jpeg" onChange={(e) => e.target.files?.[0] && void readFileAsDataUrl(e.target.files[0]).then(setLogo)} />
            {fieldErrors.logo ? <span className="field-error">{fieldErrors.logo}</span> : state.hasLogo ? <span className="hint">{t('registration.logoSaved')}</span> : null}
          </label>
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          {saved ? <p className="form-success">{t('saved')}</p> : null}
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy}>
              {t('common:save')}
            </Button>
          </div>
        </form>
      ) : (
        <Link to="/login">{t('reset.toLogin')}</Link>
      )}
    </div>
  );
}
