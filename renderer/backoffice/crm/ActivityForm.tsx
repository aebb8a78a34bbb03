import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Button, SelectField, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';

/** An activity of the customer's lead (C330), of an active type and location. */
export function ActivityForm({ crmCustomerId, crmCustomerLeadId, onSaved }: { crmCustomerId: number; crmCustomerLeadId: number; onSaved(): void }) {
  const { t } = useTranslation();
  const types = useApi(() => call('GET /api/crm/activity-types/get'), []);
  const locations = useApi(() => call('GET /api/crm/activity-locations/get'), []);
  const form = useForm({ activityTypeId: '', activityLocationId: '', at: '', description: '' });
  const v = form.values;
  const save = async () => {
    const at = new Date(v.at || Date.now());
    const body = {
      crmCustomerId,
      crmCustomerLeadId,
      activityTypeId: Number(v.activityTypeId),
      activityLocationId: v.activityLocationId ? Number(v.activityLocationId) : null,
      activityDateTime: at.toISOString(),
      description: v.description,
    };
    if (await form.save('POST /api/crm/activity/save', { body }, { success: t('crm.saved') })) {
      form.setValues({ activityTypeId: v.activityTypeId, activityLocationId: '', at: '', description: '' });
      onSaved();
    }
  };
  const options = (items: { id: number; name: string; active: boolean }[] | null | undefined) => (items ?? []).filter((i) => i.active).map((i) => ({ value: i.id, label: i.name }));
  return (
    <>
      <div className="row">
        <SelectField label={t('crm.activities.type')} name="activityTypeId" value={v.activityTypeId} error={form.errors.activityTypeId} onChange={(e) => form.set('activityTypeId', e.target.value)} options={[{ value: '', label: t('crm.choose') }, ...options(types.data)]} />
        <SelectField label={t('crm.activities.location')} name="activityLocationId" value={v.activityLocationId} error={form.errors.activityLocationId} onChange={(e) => form.set('activityLocationId', e.target.value)} options={[{ value: '', label: t('crm.none') }, ...options(locations.data)]} />
        <TextField label={t('crm.activities.when')} name="activityDateTime" type="datetime-local" value={v.at} onChange={(e) => form.set('at', e.target.value)} />
        <TextField label={t('crm.activities.description')} name="activityDescription" value={v.description} onChange={(e) => form.set('description', e.target.value)} />
      </div>
      <FormFooter message={form.message}>
        <Button disabled={!v.activityTypeId} busy={form.busy} onClick={() => void save()}>
          {t('crm.activities.add')}
        </Button>
      </FormFooter>
    </>
  );
}
