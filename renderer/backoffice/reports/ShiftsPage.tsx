import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeShift } from '@pos/shared/api/shifts';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Spinner, TextField } from '../../ui/components';
import { formatMoney, ltr } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';

/** An instant as DD/MM/YYYY hh:mm in the provider's zone (the report's), whatever the browser's zone is. */
function inZone(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The first and last day of this month, YYYY-MM-DD (the server's default range too). */
function thisMonth(): { from: string; to: string } {
  const d = new Date();
  const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${month}-${String(new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate()).padStart(2, '0')}` };
}

/**
 * /report/shifts (issue 16): the cashier stations' shifts of a range of days and the cash put into
 * (float top-up) or taken out of (safe drop) each drawer: reason, amount, cashier and time, as the
 * stations sent them. Times in the provider's zone. ReportsView (10).
 */
export default function ShiftsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(thisMonth);
  const [range, setRange] = useState(draft);
  const answer = useApi(() => call('GET /api/report/shifts', { query: range }), [range.from, range.to]);
  const data = answer.data;
  return (
    <div className="stack">
      <section className="card stack" aria-label={t('shifts.title')} data-testid="office-shifts">
        <p className="muted small">{t('shifts.explain')}</p>
        <form
          className="toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            setRange(draft);
          }}
        >
          <TextField label={t('shifts.from')} name="from" type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          <TextField label={t('shifts.to')} name="to" type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
          <Button kind="primary" type="submit">
            {t('shifts.show')}
          </Button>
        </form>
        {answer.loading && !data ? <Spinner /> : null}
        {answer.error ? <ErrorBox message={answer.error.message} onRetry={answer.reload} /> : null}
        {data && data.shifts.length === 0 ? <EmptyState>{t('shifts.none')}</EmptyState> : null}
        {data && data.shifts.length > 0 ? (
          <table className="data" data-testid="shift-cash-movements">
            <thead>
              <tr>
                <th>{t('shifts.time')}</th>
                <th>{t('shifts.movement')}</th>
                <th>{t('shifts.amount')}</th>
                <th>{t('shifts.reason')}</th>
                <th>{t('shifts.cashier')}</th>
              </tr>
            </thead>
            <tbody>
              {data.shifts.map((s) => (
                <ShiftRows key={s.uuid} shift={s} timeZone={data.timezone} />
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}

function ShiftRows({ shift, timeZone }: { shift: OfficeShift; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Fragment>
      <tr className="group-row" data-shift={shift.uuid}>
        <th colSpan={5} scope="rowgroup">
          {t('shifts.shiftOf', { station: shift.station, cashier: shift.openedBy })} · <span className="num">{ltr(inZone(shift.openedAt, timeZone))}</span>
          {shift.closedAt ? (
            <>
              {' – '}
              <span className="num">{ltr(inZone(shift.closedAt, timeZone))}</span>
            </>
          ) : (
            <>
              {' '}
              <Badge tone="success">{t('shifts.stillOpen')}</Badge>
            </>
          )}
        </th>
      </tr>
      {shift.movements.length === 0 ? (
        <tr>
          <td colSpan={5} className="muted">
            {t('shifts.noMovements')}
          </td>
        </tr>
      ) : (
        shift.movements.map((m) => (
          <tr key={m.uuid} data-movement={m.kind}>
            <td className="num">{ltr(inZone(m.createdAt, timeZone))}</td>
            <td>
              <Badge tone={m.kind === 'in' ? 'info' : 'warning'}>{t(m.kind === 'in' ? 'shifts.cashIn' : 'shifts.cashOut')}</Badge>
            </td>
            <td className="num">{formatMoney(m.kind === 'in' ? m.amount : -m.amount, m.currencyId)}</td>
            <td dir="auto">{m.reason}</td>
            <td>{m.cashier}</td>
          </tr>
        ))
      )}
    </Fragment>
  );
}
