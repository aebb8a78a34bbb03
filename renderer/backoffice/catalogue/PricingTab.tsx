import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_WEEKDAYS } from '@pos/shared/weekdays';
import { formatMinorPlain, toMinor } from '@pos/shared/money';
import { call } from '../../ui/api';
import { Badge, Button, CheckboxField, DateField, EmptyState, Modal, SelectField, TextField } from '../../ui/components';
import { FormFooter, FormSection } from '../../ui/form-parts';
import { addDays, formatDateRange, formatMoney, today } from '../../ui/format';
import { useForm } from '../../ui/use-form';
import { WeekdayChecks } from '../../ui/WeekdayChecks';
import type { CustomerType, PriceList } from '../api-types';
import { useSession } from '../session';
import type { TabProps } from './product-tabs';

/** Price lists and their lines (R-PRICE-*): POST product-price saves a list with all its lines. */
export function PricingTab({ product, editing, reload }: TabProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<PriceList | 'new' | null>(null);
  const pauseOrRestore = async (list: PriceList) => {
    const result = await call('POST /api/remove-or-restoreprice-list', { body: { id: list.id } });
    if (result.ok) reload();
  };
  return (
    <div className="stack">
      {product.prices.length === 0 ? <EmptyState>{t('pricing.empty')}</EmptyState> : null}
      {product.prices.map((list) => (
        <div key={list.id} className="price-list card">
          <div className="toolbar">
            <h3>{list.title || t('pricing.untitled')}</h3>
            {list.active ? <Badge tone="success">{t('pricing.active')}</Badge> : <Badge tone="muted">{t('pricing.paused')}</Badge>}
            <span className="spacer" />
            {editing ? (
              <>
                <Button kind="link" onClick={() => setOpen(list)}>
                  {t('edit')}
                </Button>
                <Button kind="link" onClick={() => void pauseOrRestore(list)}>
                  {list.active ? t('pricing.pause') : t('pricing.restore')}
                </Button>
              </>
            ) : null}
          </div>
          <p className="muted">
            {formatDateRange(list.fromDate, list.toDate)} · {t(`priceTypes.${list.priceTypeId}`)} · {t(`channels.${list.channelId}`)} · {list.perPerson ? t('pricing.perPerson') : t('pricing.perUnit')} · {list.autoConfirm ? t('pricing.autoConfirm') : t('pricing.onRequest')}
            {list.dailyLimit !== null ? ` · ${t('pricing.dailyLimitIs', { count: list.dailyLimit })}` : ''}
          </p>
          <table className="data">
            <tbody>
              {list.priceLines.map((line) => (
                <tr key={line.id}>
                  <td>{product.customerTypes.find((c) => c.id === line.productCustomerTypeId)?.name ?? line.productCustomerTypeId}</td>
                  <td className="num">{formatMoney(line.amount, line.currencyId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {editing ? (
        <div>
          <Button kind="primary" disabled={product.customerTypes.length === 0} onClick={() => setOpen('new')}>
            {t('pricing.add')}
          </Button>
          {product.customerTypes.length === 0 ? <p className="hint">{t('pricing.needsCustomerTypes')}</p> : null}
        </div>
      ) : null}
      {open ? (
        <PriceListDialog
          productId={product.id}
          customerTypes={product.customerTypes}
          list={open === 'new' ? undefined : open}
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

/** The price list form, used by the product editor and the wizard's Prices step. */
export function PriceListForm({ productId, customerTypes, list, fromWizzard, onSaved, footer }: { productId: number; customerTypes: CustomerType[]; list?: PriceList; fromWizzard?: boolean; onSaved(list: PriceList): void; footer(save: () => void, busy: boolean): React.ReactNode }) {
  const { t } = useTranslation();
  const init = useSession((s) => s.init);
  const form = useForm({
    title: list?.title ?? '',
    priceTypeId: list?.priceTypeId ?? init?.defaultPriceTypeId ?? 1,
    channelId: list?.channelId ?? init?.defaultChannelId ?? 1,
    currencyId: list?.currencyId ?? init?.localCurrencyId ?? 1,
    fromDate: list?.fromDate ?? today(),
    toDate: list?.toDate ?? addDays(today(), 365),
    daysOfWeek: list?.daysOfWeek ?? ALL_WEEKDAYS,
    perPerson: list?.perPerson ?? true,
    autoConfirm: list?.autoConfirm ?? true,
    dailyLimit: list?.dailyLimit === null || list?.dailyLimit === undefined ? '' : String(list.dailyLimit),
    amounts: Object.fromEntries(customerTypes.map((ct) => [ct.id, (() => { const line = list?.priceLines.find((l) => l.productCustomerTypeId === ct.id); return line ? formatMinorPlain(line.amount) : ''; })()])) as Record<number, string>,
  });
  const v = form.values;
  const save = async () => {
    const lines: { id?: number; productCustomerTypeId: number; amount: number | null; priority: number }[] = [];
    const bad: Record<string, string> = {};
    customerTypes.forEach((ct, i) => {
      const text = v.amounts[ct.id]?.trim() ?? '';
      if (!text) return;
      try {
        const amount = toMinor(text);
        // Issue 18: a negative price (-20) is refused at its field, as the server refuses it (R-PRICE-5).
        if (amount < 0) bad[`amount-${ct.id}`] = t('common:fieldError.minimum', { min: 0 });
        else lines.push({ id: list?.priceLines.find((l) => l.productCustomerTypeId === ct.id)?.id, productCustomerTypeId: ct.id, amount, priority: i + 1 });
      } catch {
        bad[`amount-${ct.id}`] = t('pricing.badAmount');
      }
    });
    if (Object.keys(bad).length) {
      form.setErrors(bad);
      return;
    }
    const saved = await form.submit<PriceList>('product-price', {
      id: list?.id,
      productId,
      title: v.title,
      priceTypeId: v.priceTypeId,
      channelId: v.channelId,
      currencyId: v.currencyId,
      fromDate: v.fromDate || null,
      toDate: v.toDate || null,
      daysOfWeek: v.daysOfWeek,
      perPerson: v.perPerson,
      autoConfirm: v.autoConfirm,
      dailyLimit: v.dailyLimit.trim() === '' ? null : Number(v.dailyLimit),
      fromWizzard: fromWizzard ?? false,
      priceLines: lines,
    });
    if (saved) onSaved(saved);
  };
  // Server field errors name the line by its index among the lines sent.
  const sentIndex = (ctId: number) => customerTypes.filter((c) => (v.amounts[c.id] ?? '').trim() !== '').findIndex((c) => c.id === ctId);
  return (
    <>
      <div className="row">
        <TextField label={t('pricing.title')} name="title" value={v.title} onChange={(e) => form.set('title', e.target.value)} error={form.errors.title} />
        <SelectField label={t('pricing.priceType')} value={v.priceTypeId} onChange={(e) => form.set('priceTypeId', Number(e.target.value))} options={(init?.priceTypes ?? []).map((x) => ({ value: x.id, label: t(`priceTypes.${x.id}`) }))} error={form.errors.priceTypeId} />
        <SelectField label={t('pricing.channel')} value={v.channelId} onChange={(e) => form.set('channelId', Number(e.target.value))} options={(init?.channels ?? []).map((x) => ({ value: x.id, label: t(`channels.${x.id}`) }))} error={form.errors.channelId} />
        <SelectField label={t('pricing.currency')} value={v.currencyId} onChange={(e) => form.set('currencyId', Number(e.target.value))} options={(init?.currencies ?? []).map((x) => ({ value: x.id, label: `${x.symbol} ${x.code}` }))} error={form.errors.currencyId} />
      </div>
      <div className="row">
        <DateField label={t('pricing.fromDate')} value={v.fromDate} onChange={(d) => form.set('fromDate', d)} error={form.errors.fromDate} />
        <DateField label={t('pricing.toDate')} value={v.toDate} onChange={(d) => form.set('toDate', d)} error={form.errors.toDate} />
        <TextField label={t('pricing.dailyLimit')} type="number" min={0} value={v.dailyLimit} onChange={(e) => form.set('dailyLimit', e.target.value)} error={form.errors.dailyLimit} hint={t('pricing.dailyLimitHint')} />
      </div>
      <WeekdayChecks legend={t('pricing.days')} value={v.daysOfWeek} onChange={(d) => form.set('daysOfWeek', d)} error={form.errors.daysOfWeek} />
      <div className="row">
        <CheckboxField label={t('pricing.perPerson')} checked={v.perPerson} onChange={(c) => form.set('perPerson', c)} />
        <CheckboxField label={t('pricing.autoConfirm')} checked={v.autoConfirm} onChange={(c) => form.set('autoConfirm', c)} />
      </div>
      <FormSection legend={t('pricing.lines')}>
        {customerTypes.map((ct) => (
          <TextField
            key={ct.id}
            label={ct.name}
            inputMode="decimal"
            name={`amount-${ct.id}`}
            value={v.amounts[ct.id] ?? ''}
            onChange={(e) => form.set('amounts', { ...v.amounts, [ct.id]: e.target.value })}
            error={form.errors[`amount-${ct.id}`] ?? form.errors[`priceLines[${sentIndex(ct.id)}].amount`] ?? form.errors[`priceLines[${sentIndex(ct.id)}].productCustomerTypeId`]}
          />
        ))}
        {form.errors.priceLines ? <small className="field-error">{form.errors.priceLines}</small> : null}
      </FormSection>
      <FormFooter message={form.message} />
      {footer(() => void save(), form.busy)}
    </>
  );
}

function PriceListDialog({ productId, customerTypes, list, onClose, onSaved }: { productId: number; customerTypes: CustomerType[]; list?: PriceList; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  return (
    <Modal title={list ? t('pricing.edit') : t('pricing.add')} onClose={onClose} wide>
      <PriceListForm
        productId={productId}
        customerTypes={customerTypes}
        list={list}
        onSaved={onSaved}
        footer={(save, busy) => (
          <div className="form-actions">
            <Button kind="primary" busy={busy} onClick={save}>
              {t('common:save')}
            </Button>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
          </div>
        )}
      />
    </Modal>
  );
}
