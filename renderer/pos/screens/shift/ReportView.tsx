import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '@pos/shared/sync/protocol';
import { formatDateTime } from '../../../ui/format';
import { Money } from '../../components/Money';

/** X report (mid-shift) and Z report (closing): orders, tickets, sales by payment method, refunds. */
export function ReportView({ kind, report, openedAt, closedAt }: { kind: 'X' | 'Z'; report: ShiftReport; openedAt?: string; closedAt?: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="panel" data-testid={`report-${kind}`}>
      <h2>{kind === 'X' ? t('shift.xReport') : t('shift.zReport')}</h2>
      <dl className="amounts">
        {openedAt ? (
          <>
            <dt>{t('shift.openedAt')}</dt>
            <dd className="num">{formatDateTime(openedAt)}</dd>
          </>
        ) : null}
        {closedAt ? (
          <>
            <dt>{t('shift.closedAt')}</dt>
            <dd className="num">{formatDateTime(closedAt)}</dd>
          </>
        ) : null}
        <dt>{t('shift.orders')}</dt>
        <dd className="num">{report.orders}</dd>
        <dt>{t('shift.tickets')}</dt>
        <dd className="num">{report.tickets}</dd>
        <dt>{t('shift.receipts')}</dt>
        <dd className="num">{report.receipts}</dd>
        <dt>{t('shift.total')}</dt>
        <dd>
          <Money value={report.total} />
        </dd>
        {report.byMethod.map((m) => (
          <MethodRow key={`${m.method}-${m.currencyId}`} method={m.method} currencyId={m.currencyId} amount={m.amount} />
        ))}
        <dt>{'refundCount' in report && typeof report.refundCount === 'number' ? t('shift.refundsN', { count: report.refundCount }) : t('shift.refunds')}</dt>
        <dd data-testid="report-refunds">
          <Money value={-report.refunds} />
        </dd>
        {report.cashExpected.map((c) => (
          <CashRow key={c.currencyId} currencyId={c.currencyId} amount={c.amount} />
        ))}
      </dl>
    </section>
  );
}

function MethodRow({ method, currencyId, amount }: { method: number; currencyId: number; amount: number }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('shift.byMethod', { method: t(`pay.methods.${method}`) })}</dt>
      <dd>
        <Money value={amount} currencyId={currencyId} />
      </dd>
    </>
  );
}

function CashRow({ currencyId, amount }: { currencyId: number; amount: number }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('shift.cashExpected')}</dt>
      <dd>
        <Money value={amount} currencyId={currencyId} />
      </dd>
    </>
  );
}
