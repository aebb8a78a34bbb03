import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@pos/shared/api/routes';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { call } from '../../ui/api';
import { Badge, Button, SelectField } from '../../ui/components';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/notices';
import type { Order } from '../api-types';

/** 002 §4: wait calls poll every 3 seconds until the answer holds data.url or errorMessage. */
export const SUMMARY_POLL_MS = 3000;

type SummaryAnswer = ResponseOf<'GET /api/order/wait-summary'>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * R-ORD-9: the order summary PDF. Asked with order/create-summary, waited on with
 * order/wait-summary (progress shown meanwhile), then opened. Only an OK order has one.
 */
export function SummaryButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language | ''>('');
  const [state, setState] = useState<string | null>(null);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const confirmed = order.status === 'OK';

  const make = async () => {
    setState('Initial');
    setPdfUrl(null);
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const started = await call('GET /api/order/create-summary', { query: { id: order.id, viewNow: true, timezone, language: language || undefined }, quiet: true });
    if (!started.ok) {
      setState(null);
      toast('error', started.error.code === 'summary-only-for-confirmed-orders' ? t('orderSummary.onlyConfirmed') : started.error.message);
      return;
    }
    let answer: SummaryAnswer = started.data;
    while (alive.current && !answer.url && !answer.errorMessage) {
      await sleep(SUMMARY_POLL_MS);
      const polled = await call('GET /api/order/wait-summary', { query: { id: answer.id }, quiet: true });
      if (!polled.ok) {
        answer = { ...answer, errorMessage: polled.error.message };
        break;
      }
      answer = polled.data;
      if (alive.current) setState(answer.status);
    }
    if (!alive.current) return;
    setState(null);
    if (answer.url) {
      toast('success', t('orderSummary.ready'));
      // A browser may block a window opened this long after the click: the link stays on the page.
      setPdfUrl(answer.url);
      window.open(answer.url, '_blank', 'noopener');
    } else toast('error', t('orderSummary.failed', { message: answer.errorMessage ?? '' }));
  };

  return (
    <div className="row order-summary">
      <div style={{ maxWidth: 280 }}>
        <SelectField
          label={t('orderSummary.language')}
          name="summaryLanguage"
          value={language}
          disabled={!confirmed || state !== null}
          onChange={(e) => setLanguage(e.target.value as Language | '')}
          options={[{ value: '', label: t('orderSummary.providerLanguage') }, ...LANGUAGES.map((l) => ({ value: l, label: t(`orderSummary.languages.${l}`) }))]}
        />
      </div>
      <div className="form-actions">
        <Button busy={state !== null} disabled={!confirmed} onClick={() => void make()} title={confirmed ? undefined : t('orderSummary.onlyConfirmed')} aria-describedby={confirmed ? undefined : 'summary-reason'}>
          {t('orderSummary.button')}
        </Button>
        {state !== null ? (
          <span className="muted" role="status">
            {t(`orderSummary.states.${state}`, { defaultValue: state })}
          </span>
        ) : null}
        {pdfUrl && state === null ? (
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
            {t('orderSummary.open')}
          </a>
        ) : null}
        {!confirmed ? (
          <span id="summary-reason" className="muted">
            {t('orderSummary.onlyConfirmed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** R-ORD-25: whether the customer contract form was sent and signed, and sending it (again). */
export function ContractFormPanel({ order, canEdit, onSent }: { order: Order; canEdit: boolean; onSent(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const signed = order.isCustomerContractFormSigned;
  const send = async () => {
    setBusy(true);
    const result = await call('POST /api/order/send-contract-form', { body: { orderId: order.id }, quiet: true });
    setBusy(false);
    if (result.ok) {
      toast('success', t('contractForm.sentTo', { email: order.leadCustomer.email ?? '' }));
      onSent();
    } else toast('error', t(`contractForm.errors.${result.error.code}`, { defaultValue: result.error.message }));
  };
  const reason = !order.leadCustomer.email ? t('contractForm.noEmail') : order.status === 'CN' ? t('contractForm.cancelled') : null;
  return (
    <div className="contract-form-state">
      <strong>{t('contractForm.label')}: </strong>
      {signed ? (
        <Badge tone="success">{t('contractForm.signedAt', { date: formatDateTime(order.contractFormSignedAt) })}</Badge>
      ) : order.contractFormSentAt ? (
        <Badge tone="warning">{t('contractForm.sentAt', { date: formatDateTime(order.contractFormSentAt) })}</Badge>
      ) : (
        <span className="muted">{t('contractForm.notSent')}</span>
      )}{' '}
      {canEdit && !signed ? (
        <>
          <Button kind="link" busy={busy} disabled={reason !== null} onClick={() => void send()} aria-describedby={reason ? 'contract-reason' : undefined}>
            {order.contractFormSentAt ? t('contractForm.resend') : t('contractForm.send')}
          </Button>
          {reason ? (
            <span id="contract-reason" className="muted">
              {reason}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
