import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMonth } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { Button, ErrorBox, Spinner, TextField } from '../../ui/components';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';
import { previousMonth, SettlementStatement } from './SettlementStatement';

/** /platform/provider/{id}: the provider's agreed terms (R-TERMS-1..3, 9) and its monthly settlement statement (R-TERMS-6..8), on screen and exported. */
export default function PlatformProviderPage({ params }: PageProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const [month, setMonth] = useState(params.month ?? previousMonth());
  const terms = useApi(() => call('GET /api/platform/providers/{id}/terms', { params: { id } }), [id]);
  const statement = useApi(() => (isMonth(month) ? call('GET /api/platform/providers/{id}/settlement', { params: { id }, query: { month } }) : null), [id, month]);
  const [draft, setDraft] = useState({ commission: '', freeOrderFee: '', cancellationFee: '', usageFee: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!terms.data) return;
    setDraft({
      commission: String(terms.data.commissionBp / 100),
      freeOrderFee: String(terms.data.freeOrderFeePerTicket / 100),
      cancellationFee: String(terms.data.providerCancellationFeeBp / 100),
      usageFee: String(terms.data.monthlyUsageFee / 100),
    });
  }, [terms.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const hundredths = (s: string) => Math.round(Number(s.replace(',', '.')) * 100);
    setBusy(true);
    const result = await call('POST /api/platform/providers/{id}/terms', {
      params: { id },
      body: { commissionBp: hundredths(draft.commission), freeOrderFeePerTicket: hundredths(draft.freeOrderFee), providerCancellationFeeBp: hundredths(draft.cancellationFee), monthlyUsageFee: hundredths(draft.usageFee) },
      quiet: true,
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      terms.reload();
      statement.reload();
    } else setErrors(result.error.fieldErrors ?? { commissionBp: result.error.message });
  };

  return (
    <div className="stack">
      <Link to="/platform/providers">{t('platform.backToProviders')}</Link>
      <form className="card" onSubmit={save} aria-label={t('platform.terms.title')}>
        <h2>{t('platform.terms.title')}</h2>
        {terms.loading && !terms.data ? <Spinner /> : null}
        <div className="grid">
          <TextField label={t('platform.terms.commission')} name="commission" inputMode="decimal" value={draft.commission} onChange={(e) => setDraft({ ...draft, commission: e.target.value })} error={errors.commissionBp} />
          <TextField label={t('platform.terms.freeOrderFee')} name="freeOrderFee" inputMode="decimal" value={draft.freeOrderFee} onChange={(e) => setDraft({ ...draft, freeOrderFee: e.target.value })} error={errors.freeOrderFeePerTicket} />
          <TextField label={t('platform.terms.cancellationFee')} name="cancellationFee" inputMode="decimal" value={draft.cancellationFee} onChange={(e) => setDraft({ ...draft, cancellationFee: e.target.value })} error={errors.providerCancellationFeeBp} />
          <TextField label={t('platform.terms.usageFee')} name="usageFee" inputMode="decimal" value={draft.usageFee} onChange={(e) => setDraft({ ...draft, usageFee: e.target.value })} error={errors.monthlyUsageFee} />
        </div>
        {terms.data ? (
          <p className="muted small">
            {t('platform.terms.fixed', { refundDays: terms.data.refundWithinDays, hours: terms.data.minParticipantsCancellationHours, payoutDays: terms.data.payoutDays.join(', '), shortfallDays: terms.data.shortfallRepaymentDays, terminationDays: terms.data.terminationNoticeDays })}
          </p>
        ) : null}
        <div className="form-actions">
          <Button kind="primary" type="submit" busy={busy}>
            {t('common:save')}
          </Button>
        </div>
      </form>

      <section className="card stack" aria-label={t('platform.settlement.title')}>
        <div className="toolbar">
          <h2>{t('platform.settlement.title')}</h2>
          <TextField label={t('platform.settlement.month')} name="month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          <a className="btn" href={`/api/platform/providers/${id}/settlement/export?month=${month}`} download>
            {t('platform.settlement.export')}
          </a>
        </div>
        {statement.loading && !statement.data ? <Spinner /> : null}
        {statement.error ? <ErrorBox message={statement.error.message} onRetry={statement.reload} /> : null}
        {statement.data ? <SettlementStatement statement={statement.data} /> : null}
      </section>
    </div>
  );
}
