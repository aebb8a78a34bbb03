import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan } from '../session';

/** R-SET-2: the order source options (at most 10, 30 characters each), saved by providers/save. */
const MAX_OPTIONS = 10;
const MAX_LENGTH = 30;

export function OrderSettings() {
  const settings = useApi(() => call('GET /api/get-provider-settings'), []);
  if (settings.error) return <ErrorBox message={settings.error.message} onRetry={settings.reload} />;
  if (!settings.data) return <Spinner />;
  return <OrderSourceForm key={settings.data.orderSourceOptions.join('\n')} options={settings.data.orderSourceOptions} onSaved={settings.reload} />;
}

function OrderSourceForm({ options, onSaved }: { options: string[]; onSaved(): void }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const form = useForm({ options });
  const list = form.values.options;
  const setAt = (i: number, value: string) => form.set('options', list.map((o, j) => (j === i ? value : o)));
  const save = async () => {
    if ((await form.save('POST /api/providers/save', { body: { orderSourceOptions: list.map((o) => o.trim()) } }, { success: t('saved') })) !== undefined) onSaved();
  };
  return (
    <section className="card stack">
      <h3>{t('settings.orderSources')}</h3>
      <p className="hint">{t('settings.orderSourcesHint', { count: MAX_OPTIONS, length: MAX_LENGTH })}</p>
      <fieldset disabled={!canEdit}>
        {list.map((option, i) => (
          <div key={i} className="row">
            <TextField label={t('settings.orderSource', { n: i + 1 })} name={`orderSource-${i}`} maxLength={MAX_LENGTH} value={option} onChange={(e) => setAt(i, e.target.value)} error={form.errors[`orderSourceOptions[${i}]`]} />
            <div className="form-actions">
              <Button kind="link" onClick={() => form.set('options', list.filter((_, j) => j !== i))}>
                {t('delete')}
              </Button>
            </div>
          </div>
        ))}
        {form.errors.orderSourceOptions ? <p className="form-error">{form.errors.orderSourceOptions}</p> : null}
        <Button disabled={list.length >= MAX_OPTIONS} onClick={() => form.set('options', [...list, ''])}>
          {t('settings.addOrderSource')}
        </Button>
      </fieldset>
      <FormFooter message={form.message} />
      {canEdit ? (
        <div className="form-actions">
          <Button kind="primary" busy={form.busy} onClick={() => void save()}>
            {t('common:save')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
