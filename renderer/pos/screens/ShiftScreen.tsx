import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '@pos/shared/sync/protocol';
import { CURRENCIES } from '@pos/shared/reference';
import { Button } from '../../ui/components';
import { toast } from '../../ui/notices';
import { formatDateTime } from '../../ui/format';
import { useHotkeys } from '../keys/hotkeys';
import { useStation } from '../state/station';
import { go } from '../state/nav';
import { Field, MoneyField } from '../components/fields';
import { Money } from '../components/Money';
import { closeShift, openShift, printReport, shiftReport } from '../core/station';
import { errorText } from '../core/errors';
import { ReportView } from './shift/ReportView';
import { DENOMINATIONS, countedTotal } from './shift/denominations';

/** Shift: open with an opening balance; X report; close with counted cash, expected vs counted, the manager code when needed (R-CASH-1, R-CASH-2). */
export function ShiftScreen() {
  const shift = useStation((s) => s.shift);
  const [closed, setClosed] = useState<{ report: ShiftReport; openedAt: string; closedAt: string } | null>(null);
  if (closed) return <ClosedShift {...closed} onDone={() => setClosed(null)} />;
  if (!shift) return <OpenShiftForm />;
  return <OpenShiftView onClosed={setClosed} />;
}

function OpenShiftForm() {
  const { t } = useTranslation();
  const [balances, setBalances] = useState<Record<number, number | null>>({ 1: 0 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    if (Object.values(balances).some((v) => v === null || v < 0)) return setError(t('shift.balanceInvalid'));
    setBusy(true);
    setError(null);
    const answer = await openShift(Object.entries(balances).map(([currencyId, amount]) => ({ currencyId: Number(currencyId), amount: amount ?? 0 })));
    setBusy(false);
    if (!answer.ok) return setError(errorText(answer.error));
    toast('success', t('shift.opened'));
    go({ name: 'sell' });
  };
  useHotkeys([{ key: 'Enter', label: 'keys.openShift', run: () => void submit() }]);

  return (
    <form
      className="panel screen-narrow"
      data-testid="open-shift"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1>{t('shift.openTitle')}</h1>
      <p className="muted">{t('shift.openHelp')}</p>
      {CURRENCIES.map((c, i) => (
        <MoneyField
          key={c.id}
          name={`opening-${c.code}`}
          inputRef={i === 0 ? first : undefined}
          label={t('shift.openingBalance', { currency: c.symbol })}
          value={balances[c.id] ?? (c.id === 1 ? 0 : null)}
          onChange={(v) => setBalances((b) => ({ ...b, [c.id]: v }))}
        />
      ))}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button kind="primary" type="submit" className="btn btn-primary btn-big" busy={busy}>
          {t('shift.open')}
        </Button>
      </div>
    </form>
  );
}

function OpenShiftView({ onClosed }: { onClosed(closed: { report: ShiftReport; openedAt: string; closedAt: string }): void }) {
  const { t } = useTranslation();
  const shift = useStation((s) => s.shift)!;
  const [report, setReport] = useState<ShiftReport | null>(null);
  const [closing, setClosing] = useState(false);

  const loadX = async () => {
    const answer = await shiftReport();
    if (!answer.ok) return toast('error', errorText(answer.error));
    setReport(answer.data);
  };
  useEffect(() => {
    void loadX();
  }, []);

  useHotkeys([
    { key: 'F6', label: 'keys.xReport', run: () => void loadX().then(() => void printReport('X')) },
    { key: 'F7', label: 'keys.closeShift', run: () => setClosing(true), disabled: closing },
  ]);

  return (
    <div className="columns">
      <div className="stack">
        <section className="panel" data-testid="shift-open">
          <div className="screen-title">
            <h1>{t('shift.title')}</h1>
            <span className="spacer" />
            <Button onClick={() => void loadX().then(() => void printReport('X'))}>{t('shift.printX')}</Button>
            {!closing ? (
              <Button kind="primary" onClick={() => setClosing(true)}>
                {t('shift.close')}
              </Button>
            ) : null}
          </div>
          <p>
            {t('shift.openSince', { at: formatDateTime(shift.openedAt), name: shift.openedByName ?? '' })}
          </p>
          {shift.earlier ? <p className="error-text">{t('shift.earlierNote')}</p> : null}
        </section>
        {closing && report ? <CloseShiftForm expected={report.cashExpected} earlier={shift.earlier} onCancel={() => setClosing(false)} onClosed={(r, closedAt) => onClosed({ report: r, openedAt: shift.openedAt, closedAt })} /> : null}
      </div>
      <div>{report ? <ReportView kind="X" report={report} openedAt={shift.openedAt} /> : null}</div>
    </div>
  );
}

function CloseShiftForm({ expected, earlier, onCancel, onClosed }: { expected: readonly { currencyId: number; amount: number }[]; earlier: boolean; onCancel(): void; onClosed(report: ShiftReport, closedAt: string): void }) {
  const { t } = useTranslation();
  const limit = useStation((s) => s.shiftDifferenceLimit);
  const currencies = useMemo(() => {
    const ids = new Set([1, ...expected.map((e) => e.currencyId)]);
    return CURRENCIES.filter((c) => ids.has(c.id));
  }, [expected]);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [note, setNote] = useState('');
  const [managerCode, setManagerCode] = useState('');
  const [askCode, setAskCode] = useState(earlier);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const perCurrency = currencies.map((c) => {
    const lines = (DENOMINATIONS[c.id] ?? []).map((value) => ({ value, count: counts[`${c.id}:${value}`] ?? 0 }));
    const counted = countedTotal(lines);
    const expectedAmount = expected.find((e) => e.currencyId === c.id)?.amount ?? 0;
    return { currency: c, lines, counted, expected: expectedAmount, difference: counted - expectedAmount };
  });
  const overLimit = limit !== undefined && perCurrency.some((p) => Math.abs(p.difference) > limit);
  const needsCode = askCode || overLimit;

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  const submit = async () => {
    if (busy) return;
    if (needsCode && !managerCode.trim()) {
      setError(t('shift.managerCodeRequired'));
      return codeRef.current?.focus();
    }
    setBusy(true);
    setError(null);
    const answer = await closeShift({
      counted: perCurrency.map((p) => ({ currencyId: p.currency.id, denominations: p.lines.filter((l) => l.count > 0), counted: p.counted })),
      balanceDescription: note,
      managerCode: managerCode.trim() || undefined,
    });
    setBusy(false);
    if (!answer.ok) {
      if (answer.error.code === 'manager-code-required') setAskCode(true);
      setManagerCode('');
      return setError(errorText(answer.error));
    }
    onClosed(answer.data.report, answer.data.closedAt);
  };

  useHotkeys([
    { key: 'Enter', label: 'keys.closeShift', run: () => void submit() },
    { key: 'Escape', label: 'keys.cancel', run: onCancel },
  ]);

  return (
    <form
      className="panel stack"
      data-testid="close-shift"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t('shift.closeTitle')}</h2>
      {perCurrency.map((p) => (
        <fieldset key={p.currency.id} data-currency={p.currency.code}>
          <legend>{t('shift.countCurrency', { currency: p.currency.symbol })}</legend>
          <div className="count-grid">
            {p.lines.map((l) => (
              <Field
                key={l.value}
                label={`${p.currency.symbol} ${formatFace(l.value)}`}
                name={`count-${p.currency.code}-${l.value}`}
                inputMode="numeric"
                dir="ltr"
                value={l.count ? String(l.count) : ''}
                onChange={(e) => {
                  const n = Number(e.target.value.replace(/\D/g, '') || '0');
                  setCounts((c) => ({ ...c, [`${p.currency.id}:${l.value}`]: Math.min(n, 100000) }));
                }}
              />
            ))}
          </div>
          <dl className="amounts" data-testid={`count-summary-${p.currency.code}`}>
            <dt>{t('shift.expected')}</dt>
            <dd>
              <Money value={p.expected} currencyId={p.currency.id} />
            </dd>
            <dt>{t('shift.counted')}</dt>
            <dd>
              <Money value={p.counted} currencyId={p.currency.id} />
            </dd>
            <dt>{t('shift.difference')}</dt>
            <dd className={limit !== undefined && Math.abs(p.difference) > limit ? 'difference-over' : undefined} data-testid={`difference-${p.currency.code}`}>
              <Money value={p.difference} currencyId={p.currency.id} />
            </dd>
          </dl>
        </fieldset>
      ))}
      <Field label={t('shift.note')} name="balanceDescription" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      {needsCode ? (
        <>
          <p className="muted">{earlier ? t('shift.codeForEarlier') : overLimit ? t('shift.codeForDifference') : t('shift.codeNeeded')}</p>
          <Field inputRef={codeRef} label={t('shift.managerCode')} name="managerCode" type="password" autoComplete="off" inputMode="numeric" value={managerCode} onChange={(e) => setManagerCode(e.target.value)} />
        </>
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button kind="primary" type="submit" className="btn btn-primary btn-big" busy={busy}>
          {t('shift.closeConfirm')}
        </Button>
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
      </div>
    </form>
  );
}

function formatFace(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

function ClosedShift({ report, openedAt, closedAt, onDone }: { report: ShiftReport; openedAt: string; closedAt: string; onDone(): void }) {
  const { t } = useTranslation();
  useHotkeys([{ key: 'Enter', label: 'keys.done', run: onDone }]);
  return (
    <div className="screen-narrow stack" data-testid="shift-closed">
      <p className="ok-text" role="status">
        {t('shift.closed')}
      </p>
      <ReportView kind="Z" report={report} openedAt={openedAt} closedAt={closedAt} />
      <div className="actions">
        <Button onClick={() => void printReport('Z')}>{t('shift.printZ')}</Button>
        <Button kind="primary" onClick={onDone}>
          {t('shift.done')}
        </Button>
      </div>
    </div>
  );
}
