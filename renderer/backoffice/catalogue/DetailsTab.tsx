import { useTranslation } from 'react-i18next';
import { FULL_DESCRIPTION_MAX_LENGTH } from '@pos/shared/catalogue/product-rules';
import { REGISTRATION_TYPES, TICKET_TYPES } from '@pos/shared/reference';
import { Button, CheckboxField, SelectField, TextArea, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { useForm } from '../../ui/use-form';
import type { ProductView } from '../api-types';
import { useReference } from '../reference';
import { referenceName } from '../../ui/reference-names';
import type { TabProps } from './product-tabs';

/** The product's own fields (R-PROD-6, R-PROD-7), saved by POST product. */
export function productDetails(p: ProductView) {
  return {
    name: p.name,
    productTypeId: p.productTypeId,
    unitName: p.unitName,
    shortDescription: p.shortDescription,
    fullDescription: p.fullDescription,
    arrivalInstructions: p.arrivalInstructions,
    parkingInstructions: p.parkingInstructions,
    policy: p.policy,
    extraInfo: p.extraInfo,
    address: p.address,
    cityId: p.cityId,
    regionIds: p.regions,
    barcode: p.barcode ?? '',
    printingType: p.printingType as (typeof TICKET_TYPES)[number],
    registrationType: p.registrationType as (typeof REGISTRATION_TYPES)[number],
    pricePerPerson: p.pricePerPerson,
    recommended: p.recommended,
    mostPopular: p.mostPopular,
  };
}

export function DetailsTab({ product, editing, reload }: TabProps) {
  const { t } = useTranslation();
  const form = useForm(productDetails(product));
  const v = form.values;
  const save = async () => {
    const saved = await form.save('POST /api/product', { body: { id: product.id, ...v, barcode: v.barcode || null } }, { success: t('saved') });
    if (saved) reload();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!editing}>
        <legend>{t('product.tabs.details')}</legend>
        <GeneralFields form={form} />
        <div className="row">
          <TextField label={t('product.barcode')} value={v.barcode} onChange={(e) => form.set('barcode', e.target.value)} error={form.errors.barcode} />
          <SelectField label={t('product.printingType')} value={v.printingType} onChange={(e) => form.set('printingType', e.target.value as typeof v.printingType)} options={TICKET_TYPES.map((x) => ({ value: x, label: t(`product.printingTypes.${x}`) }))} />
          <SelectField label={t('product.registrationType')} value={v.registrationType} onChange={(e) => form.set('registrationType', e.target.value as typeof v.registrationType)} options={REGISTRATION_TYPES.map((x) => ({ value: x, label: t(`product.registrationTypes.${x}`) }))} />
        </div>
        <div className="row">
          <CheckboxField label={t('product.recommended')} checked={v.recommended} onChange={(c) => form.set('recommended', c)} />
          <CheckboxField label={t('product.mostPopular')} checked={v.mostPopular} onChange={(c) => form.set('mostPopular', c)} />
        </div>
        <TextArea label={t('product.arrivalInstructions')} value={v.arrivalInstructions} onChange={(e) => form.set('arrivalInstructions', e.target.value)} error={form.errors.arrivalInstructions} />
        <TextArea label={t('product.parkingInstructions')} value={v.parkingInstructions} onChange={(e) => form.set('parkingInstructions', e.target.value)} error={form.errors.parkingInstructions} />
        <TextArea label={t('product.policy')} value={v.policy} onChange={(e) => form.set('policy', e.target.value)} error={form.errors.policy} />
        <TextArea label={t('product.extraInfo')} value={v.extraInfo} onChange={(e) => form.set('extraInfo', e.target.value)} error={form.errors.extraInfo} />
      </fieldset>
      <FormFooter message={form.message} />
      {editing ? (
        <div className="form-actions">
          <Button kind="primary" type="submit" busy={form.busy}>
            {t('common:save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

type DetailsForm = ReturnType<typeof useForm<ReturnType<typeof productDetails>>>;

/** Name, type, unit, descriptions, address, city and regions: shared by the editor and the wizard's General step. */
export function GeneralFields({ form, withRegions = true }: { form: Pick<DetailsForm, 'values' | 'set' | 'errors'>; withRegions?: boolean }) {
  const { t } = useTranslation();
  const types = useReference('GET /api/product-types');
  const cities = useReference('GET /api/cities');
  const v = form.values;
  return (
    <>
      <div className="row">
        <TextField label={t('product.name')} name="name" value={v.name} onChange={(e) => form.set('name', e.target.value)} error={form.errors.name} />
        <SelectField label={t('product.type')} name="productTypeId" value={v.productTypeId ?? ''} onChange={(e) => form.set('productTypeId', e.target.value ? Number(e.target.value) : null)} options={[{ value: '', label: t('choose') }, ...types.map((x) => ({ value: x.id, label: referenceName('productTypes', x.name) }))]} error={form.errors.productTypeId} />
        <TextField label={t('product.unitName')} name="unitName" value={v.unitName} onChange={(e) => form.set('unitName', e.target.value)} error={form.errors.unitName} />
      </div>
      <TextField label={t('product.shortDescription')} name="shortDescription" value={v.shortDescription} onChange={(e) => form.set('shortDescription', e.target.value)} error={form.errors.shortDescription} />
      <TextArea
        label={t('product.fullDescription')}
        name="fullDescription"
        value={v.fullDescription}
        onChange={(e) => form.set('fullDescription', e.target.value)}
        error={form.errors.fullDescription}
        hint={t('product.charactersLeft', { count: FULL_DESCRIPTION_MAX_LENGTH - v.fullDescription.length })}
      />
      <div className="row">
        <TextField label={t('product.address')} name="address" value={v.address} onChange={(e) => form.set('address', e.target.value)} error={form.errors.address} />
        <SelectField label={t('product.city')} name="cityId" value={v.cityId ?? ''} onChange={(e) => form.set('cityId', e.target.value ? Number(e.target.value) : null)} options={[{ value: '', label: t('choose') }, ...cities.map((x) => ({ value: x.id, label: referenceName('cities', x.name) }))]} error={form.errors.cityId} />
      </div>
      <CheckboxField label={t('product.pricePerPerson')} checked={v.pricePerPerson} onChange={(c) => form.set('pricePerPerson', c)} />
      {withRegions ? <RegionChecks value={v.regionIds} onChange={(ids) => form.set('regionIds', ids)} error={form.errors.regionIds} /> : null}
    </>
  );
}

export function RegionChecks({ value, onChange, error }: { value: readonly number[]; onChange(ids: number[]): void; error?: string }) {
  const { t } = useTranslation();
  const regions = useReference('GET /api/regions');
  return (
    <fieldset className={error ? 'has-error' : undefined}>
      <legend>{t('product.regions')}</legend>
      <div className="checks">
        {regions.map((r) => (
          <CheckboxField key={r.id} label={referenceName('regions', r.name)} checked={value.includes(r.id)} onChange={(c) => onChange(c ? [...value, r.id] : value.filter((id) => id !== r.id))} />
        ))}
      </div>
      {error ? <small className="field-error">{error}</small> : null}
    </fieldset>
  );
}
