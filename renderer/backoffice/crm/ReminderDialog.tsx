import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';

/** A new reminder of a customer (and lead), due in the future (R-CRM-3). */
export function ReminderDialog({ crmCustomerId, crmCustomerLeadId, onClose, onSaved }: { crmCustomerId: number; crmCustomerLeadId?: number; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const form = useForm({ at: '', text: '' });
  const save = async () => {
    const at = new Date(form.values.at);
    if (Number.isNaN(at.getTime())) return form.setErrors({ alertDateTime: t('crm.reminders.whenRequired') });
    const body = { crmCustomerId, ...(crmCustomerLeadId ? { crmCustomerLeadId } : {}), alertDateTime: at.toISOString(), text: form.values.text };
    if (await form.save('POST /api/crm/reminders/save', { body }, { success: t('crm.saved') })) onSaved();
  };
  return (
    <Modal
      title={t('crm.reminders.new')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={form.busy} onClick={() => void save()}>
            {t('common:save')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <TextField label={t('crm.reminders.when')} name="alertDateTime" type="datetime-local" value={form.values.at} error={form.errors.alertDateTime} onChange={(e) => form.set('at', e.target.value)} />
      <TextField label={t('crm.reminders.text')} name="reminderText" value={form.values.text} error={form.errors.text} onChange={(e) => form.set('text', e.target.value)} />
      <FormFooter message={form.message} />
    </Modal>
  );
}
