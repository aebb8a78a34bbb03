import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_TYPES } from '@pos/shared/reference';
import { call } from '../../ui/api';
import { Button, CheckboxField, EmptyState, Modal, SelectField, TextField } from '../../ui/components';
import { FormFooter, FormSection } from '../../ui/form-parts';
import { confirmDialog } from '../../ui/notices';
import { useForm } from '../../ui/use-form';
import type { CustomerType } from '../api-types';
import { useSession } from '../session';
import type { TabProps } from './product-tabs';

/** Customer types of the product (adult, child...): GET in the product, saved by product/updateCustomerType. */
export function CustomerTypesTab({ product, editing, reload }: TabProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CustomerType | 'new' | null>(null);
  const remove = async (ct: CustomerType) => {
    if (!(await confirmDialog(t('customerTypes.confirmDelete', { name: ct.name })))) return;
    const result = await call('DELETE /api/product/deleteCustomerType', { query: { customerId: ct.id } });
    if (result.ok) reload();
  };
  return (
    <div className="stack">
      {product.customerTypes.length === 0 ? (
        <EmptyState>{t('customerTypes.empty')}</EmptyState>
      ) : (
        <table className="data">
          <thead>
            <tr>
              <th>{t('customerTypes.name')}</th>
              <th>{t('product.registrationType')}</th>
              <th>{t('customerTypes.priceTypes')}</th>
              {editing ? <th /> : null}
            </tr>
          </thead>
          <tbody>
            {product.customerTypes.map((ct) => (
              <tr key={ct.id}>
                <td>
                  <span className="color-dot" style={{ background: ct.color }} aria-hidden="true" />
                  {ct.name}
                </td>
                <td>{t(`product.registrationTypes.${ct.registrationType}`)}</td>
                <td>{ct.availableProductPriceTypes?.map((id) => t(`priceTypes.${id}`)).join(', ') ?? t('customerTypes.allPriceTypes')}</td>
                {editing ? (
                  <td className="num">
                    <Button kind="link" onClick={() => setOpen(ct)}>
                      {t('edit')}
                    </Button>
                    <Button kind="link" onClick={() => void remove(ct)}>
                      {t('delete')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <div>
          <Button kind="primary" onClick={() => setOpen('new')}>
            {t('customerTypes.add')}
          </Button>
        </div>
      ) : null}
      {open ? (
        <CustomerTypeDialog
          productId={product.id}
          customerType={open === 'new' ? undefined : open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}

export function CustomerTypeDialog({ productId, customerType, onClose, onSaved }: { productId: number; customerType?: CustomerType; onClose(): void; onSaved(ct: CustomerType): void }) {
  const { t } = useTranslation();
  const priceTypes = useSession((s) => s.init?.priceTypes ?? []);
  const form = useForm({
    name: customerType?.name ?? '',
    color: customerType?.color ?? '#607d8b',
    registrationType: (customerType?.registrationType ?? 'NotRequired') as (typeof REGISTRATION_TYPES)[number],
    availableProductPriceTypes: customerType?.availableProductPriceTypes ?? null,
  });
  const v = form.values;
  const save = async () => {
    const saved = await form.save('POST /api/product/updateCustomerType', { body: { id: customerType?.id, productId, ...v } });
    if (saved) onSaved(saved);
  };
  return (
    <Modal
      title={customerType ? t('customerTypes.edit') : t('customerTypes.add')}
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
      <TextField label={t('customerTypes.name')} value={v.name} onChange={(e) => form.set('name', e.target.value)} error={form.errors.name} autoFocus />
      <div className="row">
        <TextField label={t('customerTypes.color')} type="color" value={v.color} onChange={(e) => form.set('color', e.target.value)} error={form.errors.color} />
        <SelectField label={t('product.registrationType')} value={v.registrationType} onChange={(e) => form.set('registrationType', e.target.value as typeof v.registrationType)} options={REGISTRATION_TYPES.map((x) => ({ value: x, label: t(`product.registrationTypes.${x}`) }))} />
      </div>
      <FormSection legend={t('customerTypes.priceTypes')}>
        <div className="checks">
          {priceTypes.map((pt) => (
            <CheckboxField
              key={pt.id}
              label={t(`priceTypes.${pt.id}`)}
              checked={v.availableProductPriceTypes === null || v.availableProductPriceTypes.includes(pt.id)}
              onChange={(c) => {
                const current = v.availableProductPriceTypes ?? priceTypes.map((x) => x.id);
                const next = c ? [...current, pt.id] : current.filter((id) => id !== pt.id);
                form.set('availableProductPriceTypes', next.length === priceTypes.length ? null : next);
              }}
            />
          ))}
        </div>
      </FormSection>
      <FormFooter message={form.message} />
    </Modal>
  );
}
