import { useTranslation } from 'react-i18next';
import type { CrmCustomerView } from '@pos/shared/api/crm';
import { Button, CheckboxField, DateField, Modal, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';

/** A new customer, or a customer's details changed (C290). */
export function CustomerForm({ customer, onClose, onSaved }: { customer?: CrmCustomerView; onClose(): void; onSaved(c: CrmCustomerView): void }) {
  const { t } = useTranslation();
  const form = useForm({
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    mobile: customer?.mobile ?? '',
    email: customer?.email ?? '',
    birthdate: customer?.birthdate ?? '',
    remarks: customer?.remarks ?? '',
    subscribe: customer?.subscribe ?? false,
  });
  const v = form.values;
  const save = async () => {
    const saved = await form.save('POST /api/crm-customer/save', { body: { ...(customer ? { id: customer.id } : {}), ...v, birthdate: v.birthdate || null } }, { success: t('crm.saved') });
    if (saved) onSaved(saved);
  };
  return (
    <Modal
      title={customer ? t('crm.customer.edit') : t('crm.customer.new')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={form.busy} onClick={() => void save()} data-testid="save-customer">
            {t('common:save')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <div className="row">
        <TextField label={t('crm.customer.firstName')} name="firstName" required value={v.firstName} error={form.errors.firstName} onChange={(e) => form.set('firstName', e.target.value)} />
        <TextField label={t('crm.customer.lastName')} name="lastName" value={v.lastName} error={form.errors.lastName} onChange={(e) => form.set('lastName', e.target.value)} />
      </div>
      <div className="row">
        <TextField label={t('crm.customer.mobile')} name="mobile" dir="ltr" value={v.mobile} error={form.errors.mobile} onChange={(e) => form.set('mobile', e.target.value)} />
        <TextField label={t('crm.customer.email')} name="email" dir="ltr" value={v.email} error={form.errors.email} onChange={(e) => form.set('email', e.target.value)} />
        <DateField label={t('crm.customer.birthdate')} name="birthdate" value={v.birthdate} error={form.errors.birthdate} onChange={(d) => form.set('birthdate', d)} />
      </div>
      <TextArea label={t('crm.customer.remarks')} name="remarks" value={v.remarks} error={form.errors.remarks} onChange={(e) => form.set('remarks', e.target.value)} />
      <CheckboxField label={t('crm.customer.subscribe')} checked={v.subscribe} onChange={(c) => form.set('subscribe', c)} />
      <FormFooter message={form.message} />
    </Modal>
  );
}
