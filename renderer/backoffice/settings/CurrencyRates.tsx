import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button, DateField, EmptyState, Modal, SelectField, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDate, today } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { CurrencyRate } from '../api-types';
import { useCan, useSession } from '../session';

/** Currency rates of the provider (GET and POST provider/currency-rate): local units for one unit of a currency, from a date. */
export function CurrencyRates() {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const init = useSession((s) => s.init);
  const foreign = (init?.currencies ?? []).filter((c) => c.id !== init?.localCurrencyId);
  const answer = useApi(() => call('GET /api/provider/currency-rate'), []);
  // Without a currency and a date the answer is the list (one rate is the answer to both).
  const rates = { ...answer, data: answer.data === undefined || Array.isArray(answer.data) ? answer.data : [answer.data] };
  const [open, setOpen] = useState<CurrencyRate | 'new' | null>(null);
  const currencyName = (id: number) => {
    const c = init?.currencies.find((x) => x.id === id);
    return c ? `${c.symbol} ${c.code}` : String(id);
  };
  return (
    <section className="card stack">
      <div className="toolbar">
        <h3>{t('settings.currencyRates')}</h3>
        <span className="spacer" />
        {canEdit && foreign.length ? (
          <Button kind="primary" onClick={() => setOpen('new')}>
            {t('settings.newRate')}
          </Button>
        ) : null}
      </div>
      {rates.loading ? <Spinner /> : null}
      {rates.data?.length === 0 ? <EmptyState>{t('settings.noRates')}</EmptyState> : null}
      {rates.data?.length ? (
        <table className="data">
          <thead>
            <tr>
              <th>{t('pricing.currency')}</th>
              <th>{t('settings.rateFrom')}</th>
              <th className="num">{t('settings.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.data.map((r) => (
              <tr key={r.id} className={canEdit ? 'clickable' : undefined} onClick={() => canEdit && setOpen(r)}>
                <td>{currencyName(r.currencyId)}</td>
                <td>{formatDate(r.date)}</td>
                <td className="num">{r.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {open ? (
        <RateDialog
          rate={open === 'new' ? undefined : open}
          currencies={foreign.map((c) => ({ value: c.id, label: `${c.symbol} ${c.code}` }))}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            rates.reload();
          }}
        />
      ) : null}
    </section>
  );
}

function RateDialog({ rate, currencies, onClose, onSaved }: { rate?: CurrencyRate; currencies: { value: number; label: string }[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const form = useForm({ currencyId: rate?.currencyId ?? currencies[0]?.value ?? 0, date: rate?.date ?? today(), rate: rate ? String(rate.rate) : '' });
  const save = async () => {
    if (await form.save('POST /api/provider/currency-rate', { body: { id: rate?.id, currencyId: form.values.currencyId, date: form.values.date, rate: form.values.rate.trim() } })) onSaved();
  };
  return (
    <Modal
      title={rate ? t('settings.editRate') : t('settings.newRate')}
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
      <SelectField label={t('pricing.currency')} value={form.values.currencyId} onChange={(e) => form.set('currencyId', Number(e.target.value))} options={currencies} error={form.errors.currencyId} />
      <DateField label={t('settings.rateFrom')} value={form.values.date} onChange={(d) => form.set('date', d)} error={form.errors.date} />
      <TextField label={t('settings.rate')} name="rate" inputMode="decimal" dir="ltr" value={form.values.rate} onChange={(e) => form.set('rate', e.target.value)} error={form.errors.rate} hint={t('settings.rateHint')} />
      <FormFooter message={form.message} />
    </Modal>
  );
}
