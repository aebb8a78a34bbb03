import { useTranslation } from 'react-i18next';
import { ORDER_BLOCK_TIMINGS } from '@pos/shared/reference';
import { SUGGESTED_ADMIT_AFTER_MINUTES, SUGGESTED_ADMIT_BEFORE_MINUTES } from '@pos/shared/tickets/admission-window';
import { call } from '../../ui/api';
import { Button, SelectField, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { toast } from '../../ui/notices';
import { useForm } from '../../ui/use-form';
import type { ProductView } from '../api-types';
import type { TabProps } from './product-tabs';

export function timeValues(p: ProductView) {
  return {
    calendarType: p.calendarType as 'open' | 'strict',
    averageDurationTime: p.averageDurationTime === null ? '' : String(p.averageDurationTime),
    blockCreatingNewOrdersBefore: p.blockCreatingNewOrdersBefore as (typeof ORDER_BLOCK_TIMINGS)[number],
    orderBlockMinutes: String(p.orderBlockMinutes),
    admitBeforeMinutes: p.admitBeforeMinutes === null ? '' : String(p.admitBeforeMinutes),
    admitAfterMinutes: p.admitAfterMinutes === null ? '' : String(p.admitAfterMinutes),
  };
}

export function timeBody(v: ReturnType<typeof timeValues>) {
  const int = (s: string) => (s.trim() === '' ? null : Number(s));
  return { calendarType: v.calendarType, averageDurationTime: int(v.averageDurationTime), blockCreatingNewOrdersBefore: v.blockCreatingNewOrdersBefore, orderBlockMinutes: int(v.orderBlockMinutes) ?? 0, admitBeforeMinutes: int(v.admitBeforeMinutes), admitAfterMinutes: int(v.admitAfterMinutes) };
}

/**
 * Time and duration: open or strict hours (R-PROD-15), average duration, order block timing (R-SLOT-21),
 * and the gate's admission window (issue 16: minutes before and after the slot's start; empty: no limit).
 */
export function TimeFields({ form }: { form: ReturnType<typeof useForm<ReturnType<typeof timeValues>>> }) {
  const { t } = useTranslation();
  const v = form.values;
  return (
    <>
      <div className="row">
        <SelectField label={t('product.calendarType')} value={v.calendarType} onChange={(e) => form.set('calendarType', e.target.value as typeof v.calendarType)} options={(['strict', 'open'] as const).map((x) => ({ value: x, label: t(`product.calendarTypes.${x}`) }))} error={form.errors.calendarType} />
        <TextField label={t('product.averageDuration')} type="number" min={0} value={v.averageDurationTime} onChange={(e) => form.set('averageDurationTime', e.target.value)} error={form.errors.averageDurationTime} />
        <SelectField label={t('product.orderBlock')} value={v.blockCreatingNewOrdersBefore} onChange={(e) => form.set('blockCreatingNewOrdersBefore', e.target.value as typeof v.blockCreatingNewOrdersBefore)} options={ORDER_BLOCK_TIMINGS.map((x) => ({ value: x, label: t(`product.orderBlockTimings.${x}`) }))} error={form.errors.blockCreatingNewOrdersBefore} />
        <TextField label={t('product.orderBlockMinutes')} type="number" min={0} value={v.orderBlockMinutes} onChange={(e) => form.set('orderBlockMinutes', e.target.value)} error={form.errors.orderBlockMinutes} />
      </div>
      <div className="row" data-testid="admission-window">
        <TextField label={t('product.admitBeforeMinutes')} name="admitBeforeMinutes" type="number" min={0} max={10080} placeholder={t('product.admitNoLimit')} value={v.admitBeforeMinutes} onChange={(e) => form.set('admitBeforeMinutes', e.target.value)} error={form.errors.admitBeforeMinutes} />
        <TextField label={t('product.admitAfterMinutes')} name="admitAfterMinutes" type="number" min={0} max={10080} placeholder={t('product.admitNoLimit')} value={v.admitAfterMinutes} onChange={(e) => form.set('admitAfterMinutes', e.target.value)} error={form.errors.admitAfterMinutes} />
      </div>
      <small className="hint">{t('product.admitWindowHint', { before: SUGGESTED_ADMIT_BEFORE_MINUTES, after: SUGGESTED_ADMIT_AFTER_MINUTES })}</small>
    </>
  );
}

export function TimeTab({ product, editing, reload }: TabProps) {
  const { t } = useTranslation();
  const form = useForm(timeValues(product));
  const save = async () => {
    if (await form.save('POST /api/product', { body: { id: product.id, ...timeBody(form.values) } }, { success: t('saved') })) reload();
  };
  const applyToSlots = async () => {
    const result = await call('POST /api/product/{id}/updateSlotsOrderBlockMin', { params: { id: product.id } });
    if (result.ok) toast('success', t('product.slotsUpdated', { count: result.data.slotsUpdated }));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!editing}>
        <legend>{t('product.tabs.time')}</legend>
        <TimeFields form={form} />
      </fieldset>
      <FormFooter message={form.message} />
      {editing ? (
        <div className="form-actions">
          <Button kind="primary" type="submit" busy={form.busy}>
            {t('common:save')}
          </Button>
          <Button onClick={() => void applyToSlots()}>{t('product.applyToSlots')}</Button>
        </div>
      ) : null}
    </form>
  );
}
