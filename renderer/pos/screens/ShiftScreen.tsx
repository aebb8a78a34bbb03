import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '@pos/shared/sync/protocol';
import { CURRENCIES } from '@pos/shared/reference';
import { formatMinor } from '@pos/shared/money';
import { Button } from '../../ui/components';
import { toast } from '../../ui/notices';
import { zoneDateTime } from '../state/zone';
import { useHotkeys } from '../keys/hotkeys';
import { useLocalCurrency, useStation } from '../state/station';
import { go } from '../state/nav';
import { track } from '../state/busy';
import { Field, MoneyField } from '../components/fields';
import { KeyForm } from '../components/KeyForm';
import { Money } from '../components/Money';
import { refreshStatus } from '../core/station';
import { send } from '../core/send';
import type { ClosePreview, ShiftView } from '../core/handlers';
import { errorText } from '../core/errors';
import { ReportView, type ZClose } from './shift/ReportView';
import { CashMovementDialog } from './shift/CashMovementDialog';
import { DENOMINATIONS } from './shift/denominations';
import { printedText } from './sales/print-texts';

/** Prints the X report (open shift) or the last Z report on the station's reports printer. */
async function printReport(kind: 'X' | 'Z', shiftUuid?: string): Promise<void> {
  const answer = await track('progress.report', send('shift-report-print', { kind, ...(shiftUuid ? { shiftUuid } : {}) }));
  if (!answer.ok) return toast('error', errorText(answer.error));
  toast(answer.data.problem ? 'warning' : 'success', printedText('report', answer.data));
}

/** Shift: open with an opening balance; X report; close with counted cash, expected vs counted, the manager code when needed (R-CASH-1, R-CASH-2). */
export function ShiftScreen() {
  const shift = useStation((s) => s.status?.shift ?? null);
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
  const local = useLocalCurrency();
  const [counting, setCounting] = useState(false);
  const [counts, setCounts] = useState<Counts>({});
  const count = (value: number, n: number) => {
    const next = { ...counts, [`${local}:${value}`]: n };
    setCounts(next);
    // The opening float is what the notes and coins add up to.
    setBalances((b) => ({ ...b, [local]: (DENOMINATIONS[local] ?? []).reduce((sum, v) => sum + v * (next[`${local}:${v}`] ?? 0), 0) }));
  };

  const submit = async () => {
    if (busy || moveOnFromCount()) return;
    if (Object.values(balances).some((v) => v === null || v < 0)) return setError(t('shift.balanceInvalid'));
    setBusy(true);
    setError(null);
    const answer = await send('shift-open', { openingBalance: Object.entries(balances).map(([currencyId, amount]) => ({ currencyId: Number(currencyId), amount: amount ?? 0 })) });
    setBusy(false);
    if (!answer.ok) return setError(errorText(answer.error));
    await refreshStatus();
    toast('success', t('shift.opened'));
    go({ name: 'sell' });
  };
  return (
    <KeyForm className="panel screen-narrow" testId="open-shift" enterLabel="keys.openShift" submitLabel={t('shift.open')} onSubmit={() => void submit()} error={error} busy={busy}>
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
      {counting ? (
        <fieldset data-testid="open-count">
          <legend>{t('shift.countCurrency', { currency: CURRENCIES.find((c) => c.id === local)?.symbol ?? '' })}</legend>
          <CountGrid prefix="open-count" currencyId={local} counts={counts} onCount={count} />
        </fieldset>
      ) : (
        <Button onClick={() => setCounting(true)} data-testid="open-by-count">
          {t('shift.openByCount')}
        </Button>
      )}
    </KeyForm>
  );
}

function OpenShiftView({ onClosed }: { onClosed(closed: { report: ShiftReport; openedAt: string; closedAt: string }): void }) {
  const { t } = useTranslation();
  const shift = useStation((s) => s.status?.shift) as ShiftView;
  const [report, setReport] = useState<ShiftReport | null>(null);
  const [closing, setClosing] = useState(false);
  const [moving, setMoving] = useState(false);
  const local = useLocalCurrency();

  const loadX = async () => {
    const answer = await send('shift-x-report', {});
    if (!answer.ok) return toast('error', errorText(answer.error));
    setReport(answer.data);
  };
  useEffect(() => {
    void loadX();
  }, []);

  useHotkeys([
    { key: 'F3', label: 'keys.sales', run: () => go({ name: 'sales' }) },
    { key: 'F5', label: 'keys.printReport', run: () => void printReport('X') },
    { key: 'F6', label: 'keys.xReport', run: () => void loadX() },
    { key: 'F7', label: 'keys.closeShift', run: () => setClosing(true), disabled: closing },
    { key: 'Ctrl+M', label: 'keys.cashMove', run: () => setMoving(true), disabled: closing },
  ]);

  return (
    <div className="columns">
      <div className="stack scroll">
        <section className="panel" data-testid="shift-open">
          <div className="screen-title">
            <h1>{t('shift.title')}</h1>
            <span className="spacer" />
            <Button className="btn btn-secondary btn-big" onClick={() => go({ name: 'sales' })} data-testid="shift-sales-button">
              {t('shift.sales')} <kbd dir="ltr">F3</kbd>
            </Button>
            <Button className="btn btn-secondary btn-big" onClick={() => void printReport('X')} data-testid="print-x-button">
              {t('shift.printX')} <kbd dir="ltr">F5</kbd>
            </Button>
            <Button className="btn btn-secondary btn-big" onClick={() => setMoving(true)} disabled={closing} data-testid="cash-move-button">
              {t('shift.cashMove')} <kbd dir="ltr">Ctrl+M</kbd>
            </Button>
            <Button onClick={() => void loadX()}>{t('shift.refreshX')}</Button>
            {!closing ? (
              <Button kind="primary" onClick={() => setClosing(true)} data-testid="close-shift-button">
                {t('shift.close')}
              </Button>
            ) : null}
          </div>
          <p>{t('shift.openSince', { at: zoneDateTime(shift.openedAt) })}</p>
        </section>
        {closing ? <CloseShiftForm onCancel={() => setClosing(false)} onClosed={(r, closedAt) => onClosed({ report: r, openedAt: shift.openedAt, closedAt })} /> : null}
      </div>
      <div className="scroll">{report ? <ReportView kind="X" report={report} openedAt={shift.openedAt} /> : null}</div>
      {moving ? (
        <CashMovementDialog
          inDrawer={report?.cashExpected.find((c) => c.currencyId === local)?.amount ?? null}
          onClose={() => setMoving(false)}
          onDone={() => {
            setMoving(false);
            void loadX();
          }}
        />
      ) : null}
    </div>
  );
}

type Counts = Record<string, number>;

/** Enter in a count field goes to the next field and never submits (a count is typed, then Enter, many times). */
function moveOnFromCount(): boolean {
  const field = document.activeElement as HTMLInputElement | null;
  if (!field?.name || !/^(open-)?count-/.test(field.name)) return false;
  const fields = [...(field.form?.querySelectorAll<HTMLInputElement>('input') ?? [])];
  const next = fields[fields.indexOf(field) + 1];
  next?.focus();
  next?.select();
  return true;
}

/** Notes and coins of one currency as count fields; `prefix` names them (count-NIS-20000). */
function CountGrid({ prefix, currencyId, counts, onCount }: { prefix: string; currencyId: number; counts: Counts; onCount(value: number, count: number): void }) {
  const currency = CURRENCIES.find((c) => c.id === currencyId);
  const code = currency?.code ?? String(currencyId);
  return (
    <div className="count-grid">
      {(DENOMINATIONS[currencyId] ?? []).map((value) => (
        <Field
          key={value}
          label={`${currency?.symbol ?? ''} ${formatFace(value)}`}
          name={`${prefix}-${code}-${value}`}
          inputMode="numeric"
          dir="ltr"
          value={counts[`${currencyId}:${value}`] ? String(counts[`${currencyId}:${value}`]) : ''}
          onChange={(e) => onCount(value, Math.min(Number(e.target.value.replace(/\D/g, '') || '0'), 100000))}
        />
      ))}
    </div>
  );
}

function countedArgs(currencies: readonly number[], counts: Counts) {
  return currencies.map((currencyId) => ({
    currencyId,
    denominations: (DENOMINATIONS[currencyId] ?? []).map((value) => ({ value, count: counts[`${currencyId}:${value}`] ?? 0 })).filter((d) => d.count > 0),
  }));
}

/**
 * The cash count: notes and coins per currency; the core answers expected, counted and the
 * difference, and whether the manager code will be asked (an earlier shift, a difference over the
 * provider's limit: R-CASH-2).
 */
function CloseShiftForm({ onCancel, onClosed }: { onCancel(): void; onClosed(report: ShiftReport, closedAt: string): void }) {
  const { t } = useTranslation();
  const local = useLocalCurrency();
  const [counts, setCounts] = useState<Counts>({});
  const [preview, setPreview] = useState<ClosePreview | null>(null);
  const [note, setNote] = useState('');
  const [managerCode, setManagerCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const currencies = [...new Set([local, ...(preview?.currencies.map((c) => c.currencyId) ?? [])])].sort((a, b) => a - b);
  const currencyKey = currencies.join(',');

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void send('shift-close-preview', { counted: countedArgs(currencyKey.split(',').map(Number), counts) }).then((answer) => {
        if (!live) return;
        // A fresh preview answers for the counts as they are now: an error about older counts goes.
        if (answer.ok) {
          setPreview(answer.data);
          setError(null);
        } else setError(errorText(answer.error));
      });
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [counts, currencyKey]);

  const [codeAsked, setCodeAsked] = useState(false);
  const reasons = preview?.managerCodeReasons ?? [];
  const needsCode = reasons.length > 0 || codeAsked;

  const submit = async () => {
    if (busy) return;
    if (needsCode && !managerCode.trim()) {
      setError(t('shift.managerCodeRequired'));
      return codeRef.current?.focus();
    }
    setBusy(true);
    setError(null);
    const answer = await track('progress.closeShift', send('shift-close', { counted: countedArgs(currencies, counts), balanceDescription: note, ...(managerCode.trim() ? { managerCode: managerCode.trim() } : {}) }));
    setBusy(false);
    if (!answer.ok) {
      // The core asks for the code the preview had not asked for yet (counts changed a moment ago): show the field.
      if (answer.error.code === 'manager-code-required') setCodeAsked(true);
      setManagerCode('');
      codeRef.current?.focus();
      return setError(errorText(answer.error));
    }
    onClosed(answer.data.report, answer.data.shift.closedAt ?? new Date().toISOString());
    await refreshStatus();
  };

  useHotkeys([{ key: 'Escape', label: 'keys.cancel', run: onCancel }]);

  return (
    <KeyForm
      className="panel stack close-form"
      testId="close-shift"
      enterLabel="keys.closeShift"
      submitLabel={t('shift.closeConfirm')}
      onSubmit={() => (moveOnFromCount() ? undefined : void submit())}
      error={error}
      busy={busy}
      actions={<Button onClick={onCancel}>{t('common:cancel')}</Button>}
    >
      <h2>{t('shift.closeTitle')}</h2>
      {currencies.map((currencyId) => {
        const currency = CURRENCIES.find((c) => c.id === currencyId);
        const summary = preview?.currencies.find((c) => c.currencyId === currencyId);
        const over = preview !== null && summary !== undefined && Math.abs(summary.difference) > preview.differenceLimit;
        const code = currency?.code ?? String(currencyId);
        return (
          <fieldset key={currencyId} data-currency={code}>
            <legend>{t('shift.countCurrency', { currency: currency?.symbol ?? code })}</legend>
            <CountGrid prefix="count" currencyId={currencyId} counts={counts} onCount={(value, n) => setCounts((c) => ({ ...c, [`${currencyId}:${value}`]: n }))} />
            <dl className="amounts" data-testid={`count-summary-${code}`}>
              <dt>{t('shift.expected')}</dt>
              <dd>
                <Money value={summary?.expected ?? 0} currencyId={currencyId} />
              </dd>
              <dt>{t('shift.counted')}</dt>
              <dd>
                <Money value={summary?.counted ?? 0} currencyId={currencyId} />
              </dd>
              <dt>{t('shift.difference')}</dt>
              <dd className={over ? 'difference-over' : undefined} data-testid={`difference-${code}`}>
                <Money value={summary?.difference ?? 0} currencyId={currencyId} />
              </dd>
            </dl>
          </fieldset>
        );
      })}
      <Field label={t('shift.note')} name="balanceDescription" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      {needsCode ? (
        <>
          {reasons.map((r) => (
            <p key={r} className="muted" data-reason={r}>
              {r === 'earlier-shift' ? t('shift.codeForEarlier') : t('shift.codeForDifference', { limit: formatMinor(preview?.differenceLimit ?? 0) })}
            </p>
          ))}
          <Field inputRef={codeRef} label={t('shift.managerCode')} name="managerCode" type="password" autoComplete="off" inputMode="numeric" value={managerCode} onChange={(e) => setManagerCode(e.target.value)} />
        </>
      ) : null}
    </KeyForm>
  );
}

function formatFace(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

function ClosedShift({ report, openedAt, closedAt, onDone }: { report: ShiftReport; openedAt: string; closedAt: string; onDone(): void }) {
  const { t } = useTranslation();
  // The Z's float, count, difference, note and manager approval as the station kept them with the close.
  const [close, setClose] = useState<ZClose | null>(null);
  useEffect(() => {
    void send('shift-z-details', {}).then((answer) => {
      if (answer.ok) setClose({ currencies: answer.data.currencies, balanceDescription: answer.data.balanceDescription, managerApproved: answer.data.managerApproved });
    });
  }, []);
  useHotkeys([
    { key: 'Enter', label: 'keys.done', run: onDone },
    { key: 'F5', label: 'keys.printReport', run: () => void printReport('Z') },
  ]);
  return (
    <div className="screen-narrow stack" data-testid="shift-closed">
      <p className="ok-text" role="status">
        {t('shift.closed')}
      </p>
      <div className="actions">
        <Button className="btn btn-secondary btn-big" onClick={() => void printReport('Z')} data-testid="print-z-button">
          {t('shift.printZ')} <kbd dir="ltr">F5</kbd>
        </Button>
        <Button kind="primary" onClick={onDone}>
          {t('shift.done')}
        </Button>
      </div>
      <ReportView kind="Z" report={report} openedAt={openedAt} closedAt={closedAt} close={close} />
    </div>
  );
}
