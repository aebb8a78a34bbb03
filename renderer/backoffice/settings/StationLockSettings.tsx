import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { MAX_AUTO_LOCK_MINUTES } from '@pos/shared/api/provider-settings';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import { useCan } from '../session';

/** Settings, Stations (issue 16): after how many idle minutes a station locks back to its PIN screen (0: never), saved by providers/save (C201). */
export function StationLockSettings() {
  const settings = useApi(() => call('GET /api/get-provider-settings'), []);
  if (settings.error) return <ErrorBox message={settings.error.message} onRetry={settings.reload} />;
  if (!settings.data) return <Spinner />;
  return <AutoLockForm key={settings.data.autoLockMinutes} minutes={settings.data.autoLockMinutes} />;
}

function AutoLockForm({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const form = useForm({ autoLockMinutes: String(minutes) });
  const save = () => form.save('POST /api/providers/save', { body: { autoLockMinutes: Number(form.values.autoLockMinutes || 0) } }, { success: t('saved') });
  return (
    <section className="card stack">
      <h3>{t('stations.autoLock')}</h3>
      <fieldset disabled={!canEdit} style={{ maxInlineSize: '28rem' }}>
        <TextField
          label={t('stations.autoLockMinutes')}
          name="autoLockMinutes"
          type="number"
          min={0}
          max={MAX_AUTO_LOCK_MINUTES}
          dir="ltr"
          hint={t('stations.autoLockHint', { max: MAX_AUTO_LOCK_MINUTES })}
          value={form.values.autoLockMinutes}
          error={form.errors.autoLockMinutes}
          onChange={(e) => form.set('autoLockMinutes', e.target.value)}
        />
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
