import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { CONTRACT_EXTRA_FIELDS_MAX } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { Button, CheckboxField, EmptyState, ErrorBox, Spinner, TextField } from '../../ui/components';
import { toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';

interface Draft {
  key: number;
  label: string;
  required: boolean;
}

let nextKey = 0;

/**
 * The digital contract's extra fields (R-SET-3: at most 15): questions the customer answers on the
 * contract form before signing, e.g. a group's name or allergies. Saved as a whole; a form already
 * signed keeps the fields as they were when it was signed.
 */
export function ContractFields() {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const loaded = useApi(() => call('GET /api/provider/contract-extra-fields'), []);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (loaded.error) return <ErrorBox message={loaded.error.message} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  const rows = drafts ?? loaded.data.map((field) => ({ key: nextKey++, ...field }));
  const change = (key: number, patch: Partial<Draft>) => setDrafts(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const save = async () => {
    setBusy(true);
    const res = await call('POST /api/provider/contract-extra-fields', { body: { fields: rows.map(({ label, required }) => ({ label, required })) }, quiet: true });
    setBusy(false);
    if (!res.ok) {
      setErrors(res.error.fieldErrors ?? {});
      if (!res.error.fieldErrors) toast('error', res.error.message);
      return;
    }
    setErrors({});
    setDrafts(null);
    loaded.reload();
    toast('success', t('contractFields.saved'));
  };
  return (
    <section className="card stack" aria-label={t('settings.section.contract')}>
      <p className="muted">{t('contractFields.intro', { max: CONTRACT_EXTRA_FIELDS_MAX })}</p>
      {rows.length ? null : <EmptyState>{t('contractFields.none')}</EmptyState>}
      <ol className="stack contract-fields">
        {rows.map((row, index) => (
          <li key={row.key} className="toolbar" style={{ alignItems: 'end' }} data-testid="contract-field">
            <TextField label={t('contractFields.label')} name={`label-${index}`} dir="auto" maxLength={200} disabled={!canEdit} value={row.label} onChange={(e) => change(row.key, { label: e.target.value })} error={errors[`fields[${index}].label`]} />
            <CheckboxField label={t('contractFields.required')} name={`required-${index}`} disabled={!canEdit} checked={row.required} onChange={(required) => change(row.key, { required })} />
            {canEdit ? (
              <Button kind="danger" onClick={() => setDrafts(rows.filter((r) => r.key !== row.key))}>
                {t('contractFields.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div className="toolbar">
          <Button disabled={rows.length >= CONTRACT_EXTRA_FIELDS_MAX} onClick={() => setDrafts([...rows, { key: nextKey++, label: '', required: false }])}>
            {t('contractFields.add')}
          </Button>
          <span className="muted">{t('contractFields.count', { count: rows.length, max: CONTRACT_EXTRA_FIELDS_MAX })}</span>
          <span className="spacer" />
          {drafts ? (
            <>
              <Button onClick={() => setDrafts(null)}>{t('common:cancel')}</Button>
              <Button kind="primary" busy={busy} onClick={() => void save()}>
                {t('common:save')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
