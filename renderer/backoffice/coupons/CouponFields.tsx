import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITATION_TYPES } from '@pos/shared/coupons/coupon-types';
import { call } from '../../ui/api';
import { CheckboxField, DateField, SelectField, TextField } from '../../ui/components';
import { FormSection } from '../../ui/form-parts';
import type { CustomerType } from '../api-types';
import { useReference } from '../reference';
import { useSession } from '../session';
import { COUPON_TYPES, DISCOUNT_KINDS, WHO_FINANCES, type CouponFormValues } from './coupon-form';

type Set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => void;

interface Props {
  values: CouponFormValues;
  set: Set;
  errors: Record<string, string>;
  /** The coupon exists: sub-coupons may be added to it. */
  existing: boolean;
}

/** Every field of a coupon (001 §3 Coupon), grouped as people think of them. */
export function CouponFields({ values: v, set, errors, existing }: Props) {
  const { t } = useTranslation();
  const currencies = useSession((s) => s.init?.currencies ?? []);
  const currency = currencies.find((c) => c.id === v.currencyId);
  const businessClients = useReference('GET /api/businessClients/all');
  const moneyHint = currency ? t('coupons.inCurrency', { currency: `${currency.symbol} ${currency.code}` }) : undefined;
  return (
    <>
      <FormSection legend={t('coupons.sections.coupon')}>
        <div className="row">
          <TextField label={t('coupons.code')} name="couponCode" dir="ltr" autoFocus={!existing} required value={v.couponCode} onChange={(e) => set('couponCode', e.target.value)} error={errors.couponCode} />
          <TextField label={t('coupons.name')} name="couponName" required value={v.couponName} onChange={(e) => set('couponName', e.target.value)} error={errors.couponName} />
          <SelectField label={t('coupons.type')} name="couponType" value={v.couponType} onChange={(e) => set('couponType', e.target.value as CouponFormValues['couponType'])} options={COUPON_TYPES.map((c) => ({ value: c, label: t(`coupons.types.${c}`) }))} error={errors.couponType} />
          <SelectField label={t('pricing.currency')} name="currencyId" value={v.currencyId} onChange={(e) => set('currencyId', Number(e.target.value))} options={currencies.map((c) => ({ value: c.id, label: `${c.symbol} ${c.code}` }))} error={errors.currencyId} />
        </div>
        <CheckboxField label={t('coupons.active')} name="active" checked={v.active} onChange={(c) => set('active', c)} error={errors.active} />
      </FormSection>

      <FormSection legend={t('coupons.sections.discount')}>
        <div className="row">
          <SelectField label={t('coupons.discount')} name="discountKind" value={v.discountKind} onChange={(e) => set('discountKind', e.target.value as CouponFormValues['discountKind'])} options={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))} error={errors.discountKind} />
          {v.discountKind !== 'none' ? (
            <TextField
              label={t(`coupons.valueOf.${v.discountKind}`)}
              name="discountValue"
              dir="ltr"
              inputMode="decimal"
              value={v.discountValue}
              onChange={(e) => set('discountValue', e.target.value)}
              error={errors.discountValue}
              hint={v.discountKind === 'percent' ? t('coupons.percentHint') : moneyHint}
            />
          ) : null}
          <SelectField label={t('coupons.whoFinances')} name="whoFinances" value={v.whoFinances} onChange={(e) => set('whoFinances', e.target.value as CouponFormValues['whoFinances'])} options={WHO_FINANCES.map((w) => ({ value: w, label: t(`coupons.finances.${w}`) }))} error={errors.whoFinances} />
        </div>
      </FormSection>

      <FormSection legend={t('coupons.sections.limit')}>
        <div className="row">
          <SelectField
            label={t('coupons.limitationType')}
            name="limitationType"
            value={v.limitationType}
            onChange={(e) => set('limitationType', e.target.value as CouponFormValues['limitationType'])}
            options={[{ value: '', label: t('coupons.limits.none') }, ...LIMITATION_TYPES.map((l) => ({ value: l, label: t(`coupons.limits.${l}`) }))]}
            error={errors.limitationType}
          />
          {v.limitationType ? (
            <TextField
              label={t('coupons.limitationAmount')}
              name="limitationAmount"
              dir="ltr"
              inputMode={v.limitationType === 'amount' ? 'decimal' : 'numeric'}
              value={v.limitationAmount}
              onChange={(e) => set('limitationAmount', e.target.value)}
              error={errors.limitationAmount}
              hint={v.limitationType === 'amount' ? moneyHint : t('coupons.ticketsHint')}
            />
          ) : null}
        </div>
      </FormSection>

      <FormSection legend={t('coupons.sections.dates')}>
        <div className="row">
          <DateField label={t('coupons.validFrom')} name="validDateFrom" required value={v.validDateFrom} onChange={(d) => set('validDateFrom', d)} error={errors.validDateFrom} />
          <DateField label={t('coupons.validTo')} name="validDateTo" required value={v.validDateTo} onChange={(d) => set('validDateTo', d)} error={errors.validDateTo} />
          <DateField label={t('coupons.bookingFrom')} name="bookingDateFrom" value={v.bookingDateFrom} onChange={(d) => set('bookingDateFrom', d)} error={errors.bookingDateFrom} />
          <DateField label={t('coupons.bookingTo')} name="bookingDateTo" value={v.bookingDateTo} onChange={(d) => set('bookingDateTo', d)} error={errors.bookingDateTo} />
        </div>
      </FormSection>

      <AppliesTo values={v} set={set} errors={errors} />

      <FormSection legend={t('coupons.sections.businessClient')}>
        <div className="row">
          <SelectField
            label={t('coupons.businessClientId')}
            name="businessClientId"
            value={v.businessClientId}
            onChange={(e) => set('businessClientId', e.target.value)}
            error={errors.businessClientId}
            hint={t('coupons.businessClientHint')}
            options={[
              { value: '', label: t('coupons.noBusinessClient') },
              ...businessClients.map((c) => ({ value: String(c.id), label: c.active ? c.name : t('coupons.inactiveClient', { name: c.name }) })),
            ]}
          />
          <TextField
            label={existing ? t('coupons.subCouponsToAdd') : t('coupons.subCouponsToCreate')}
            name="subCouponsToCreate"
            dir="ltr"
            inputMode="numeric"
            value={v.subCouponsToCreate}
            onChange={(e) => set('subCouponsToCreate', e.target.value)}
            error={errors.subCouponsToCreate}
            hint={t('coupons.subCouponsHint')}
          />
        </div>
      </FormSection>
    </>
  );
}

/** Products, the customer types of those products, price types and clubs; none chosen means any. */
function AppliesTo({ values: v, set, errors }: Omit<Props, 'existing'>) {
  const { t } = useTranslation();
  const products = useReference('GET /api/ref/products-list');
  const clubs = useReference('GET /api/official-clubs');
  const customerTypes = useCustomerTypes(v.productIds);
  const several = v.productIds.length > 1;
  const customerTypeItems = customerTypes.map((ct) => ({ id: ct.id, name: several ? `${products.find((p) => p.id === ct.productId)?.name ?? ct.productId}: ${ct.name}` : ct.name }));
  const toggle = (key: 'productIds' | 'customerTypeIds' | 'priceTypeIds' | 'clubIds', id: number, on: boolean) => {
    set(key, on ? [...v[key], id] : v[key].filter((x) => x !== id));
    // A product taken out takes its customer types with it.
    if (key === 'productIds' && !on) set('customerTypeIds', v.customerTypeIds.filter((ct) => customerTypes.find((x) => x.id === ct)?.productId !== id));
  };
  const group = (key: 'productIds' | 'customerTypeIds' | 'priceTypeIds' | 'clubIds', legend: string, items: { id: number; name: string }[], empty: string) => (
    <fieldset data-group={key}>
      <legend>{legend}</legend>
      {items.length ? (
        <div className="checks">
          {items.map((item) => (
            <CheckboxField key={item.id} label={item.name} checked={v[key].includes(item.id)} onChange={(c) => toggle(key, item.id, c)} />
          ))}
        </div>
      ) : (
        <p className="muted">{empty}</p>
      )}
      {errors[key] ? <small className="field-error">{errors[key]}</small> : null}
    </fieldset>
  );
  return (
    <FormSection legend={t('coupons.sections.appliesTo')}>
      <p className="hint">{t('coupons.noneMeansAny')}</p>
      {group('productIds', t('coupons.products'), products, t('coupons.noProducts'))}
      {group('customerTypeIds', t('coupons.customerTypes'), customerTypeItems, t('coupons.chooseProductsFirst'))}
      {group('priceTypeIds', t('coupons.priceTypes'), [1, 2, 3].map((id) => ({ id, name: t(`priceTypes.${id}`) })), '')}
      {group('clubIds', t('coupons.clubs'), clubs, t('coupons.noClubs'))}
    </FormSection>
  );
}

/** The customer types of the chosen products (GET customer-types/{productId} each). */
function useCustomerTypes(productIds: number[]): CustomerType[] {
  const [types, setTypes] = useState<CustomerType[]>([]);
  const key = [...productIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    let live = true;
    const ids = key ? key.split(',').map(Number) : [];
    void Promise.all(ids.map((id) => call('GET /api/customer-types/{productId}', { params: { productId: id }, quiet: true }))).then((results) => {
      if (live) setTypes(results.flatMap((r) => (r.ok ? r.data : [])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return types;
}
