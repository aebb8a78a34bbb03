import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyByCurrency, ShiftReport } from '@pos/shared/sync/protocol';
import { zoneDateTime } from '../../state/zone';
import { Money } from '../../components/Money';

/** What the Z report shows of the close (issue 16): the count, the difference, its note, the manager's approval. */
export interface ZClose {
  currencies: { currencyId: number; counted: number; difference: number }[];
  balanceDescription: string;
  managerApproved: boolean;
}

/**
 * X report (mid-shift) and Z report (closing): orders, tickets, sales by payment method, refunds,
 * the opening float, cash in and out, sales the office cancelled (not counted), cash expected; the
 * Z adds the cash counted, the difference, its note and the manager approval.
 */
export function ReportView({ kind, report, openedAt, closedAt, close }: { kind: 'X' | 'Z'; report: ShiftReport; openedAt?: string; closedAt?: string | null; close?: ZClose | null }) {
  const { t } = useTranslation();
  return (
    <section className="panel" data-testid={`report-${kind}`}>
      <h2>{kind === 'X' ? t('shift.xReport') : t('shift.zReport')}</h2>
      <dl className="amounts">
        {openedAt ? (
          <>
            <dt>{t('shift.openedAt')}</dt>
            <dd className="num">{zoneDateTime(openedAt)}</dd>
          </>
        ) : null}
        {closedAt ? (
          <>
            <dt>{t('shift.closedAt')}</dt>
            <dd className="num">{zoneDateTime(closedAt)}</dd>
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
        {report.cancelledCount ? (
          <>
            <dt>{t('shift.cancelledN', { count: report.cancelledCount })}</dt>
            <dd data-testid="report-cancelled">
              {(report.cancelled ?? []).map((c) => (
                <Money key={c.currencyId} value={c.amount} currencyId={c.currencyId} />
              ))}
            </dd>
          </>
        ) : null}
        <AmountRows label={t('shift.openingFloat')} testId="report-float" list={report.openingBalance} />
        <AmountRows label={t('shift.cashInRow')} testId="report-cash-in" list={report.cashIn} />
        <AmountRows label={t('shift.cashOutRow')} testId="report-cash-out" list={report.cashOut} />
        {report.cashExpected.map((c) => (
          <CashRow key={c.currencyId} currencyId={c.currencyId} amount={c.amount} />
        ))}
        {close ? (
          <>
            {close.currencies.map((c) => (
              <Fragment key={c.currencyId}>
                <dt>{t('shift.countedCash')}</dt>
                <dd data-testid={`report-counted-${c.currencyId}`}>
                  <Money value={c.counted} currencyId={c.currencyId} />
                </dd>
                <dt>{t('shift.difference')}</dt>
                <dd data-testid={`report-difference-${c.currencyId}`} className={c.difference !== 0 ? 'difference-over' : undefined}>
                  <Money value={c.difference} currencyId={c.currencyId} />
                </dd>
              </Fragment>
            ))}
            <dt>{t('shift.differenceNote')}</dt>
            <dd data-testid="report-note" dir="auto">
              {close.balanceDescription || t('shift.noNote')}
            </dd>
            <dt>{t('shift.managerApproval')}</dt>
            <dd data-testid="report-manager">{close.managerApproved ? t('shift.managerApproved') : t('shift.managerNotNeeded')}</dd>
          </>
        ) : null}
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

/** One row per currency of a list of amounts (the opening float, cash in, cash out); nothing when the list is empty. */
function AmountRows({ label, list, testId }: { label: string; list: MoneyByCurrency[] | undefined; testId: string }) {
  if (!list?.length) return null;
  return (
    <>
      {list.map((m) => (
        <Fragment key={m.currencyId}>
          <dt>{label}</dt>
          <dd data-testid={testId}>
            <Money value={m.amount} currencyId={m.currencyId} />
          </dd>
        </Fragment>
      ))}
    </>
  );
}
