import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/components';
import { useHotkeys } from '../keys/hotkeys';
import { useScans } from '../keys/scans';
import { back } from '../state/nav';
import { Field } from '../components/fields';
import { send } from '../core/send';
import { errorText } from '../core/errors';
import type { ScanResult } from '../core/handlers';
import { CameraScanner } from '../camera/CameraScanner';
import { playSound } from '../scan/sounds';
import { admittedCount, alreadyScannedText } from '../scan/scan-texts';
import { formatDate, ltr } from '../../ui/format';
import { zoneDate, zoneTime } from '../state/zone';
import { useStation } from '../state/station';
import { gateLogOf, recordGateScan, useGateLog } from '../state/gate-log';

type Verdict = 'admitted' | 'already' | 'cancelled' | 'refunded' | 'too-early' | 'too-late' | 'wrong-date' | 'not-ours' | 'refused' | 'not-ticket' | 'unknown' | 'error';

interface GateResult {
  verdict: Verdict;
  headline: string;
  /** Why it was refused, in words (empty when admitted). */
  reason: string;
  detail: string;
  code: string;
}

/** A provider-local date and time: the time alone today, else the date and the time. */
function edgeText(edge: { date: string; time: string }): string {
  return ltr(edge.date === zoneDate() ? edge.time : `${formatDate(edge.date)} ${edge.time}`);
}

/** What one admission's answer means at the gate, in words: every refusal says its reason (issue 16). */
function verdictOf(t: (key: string, vars?: Record<string, unknown>) => string, r: ScanResult): GateResult {
  const R = (key: string, vars?: Record<string, unknown>) => t(`gate.reasons.${key}`, vars);
  if (r.kind === 'unknown') {
    return r.ticketLike
      ? { verdict: 'not-ours', headline: t('gate.refused'), reason: R('not-ours'), detail: r.code, code: r.code }
      : { verdict: 'unknown', headline: t('gate.unknown'), reason: R('unknown'), detail: r.code, code: r.code };
  }
  if (r.kind !== 'ticket') return { verdict: 'not-ticket', headline: t('gate.notTicket'), reason: R('not-ticket'), detail: r.code, code: r.code };
  const { scanned, total } = admittedCount(r.order);
  const order = r.order.orderNumber !== null ? t('scan.orderTitle', { number: r.order.orderNumber }) : '';
  const detail = [order, r.order.leadName].filter(Boolean).join(' · ');
  const base = { detail, code: r.code };
  if (r.admitted) return { verdict: 'admitted', headline: t('gate.admitted', { scanned, total }), reason: '', ...base };
  const refusal = r.refusal ?? null;
  if (r.voided || refusal?.code === 'refunded') return { verdict: 'refunded', headline: t('gate.refused'), reason: R('refunded'), ...base };
  if (refusal?.code === 'cancelled' || r.order.status === 'CN' || r.order.status === 'Cancelled') return { verdict: 'cancelled', headline: t('gate.refused'), reason: R('cancelled'), ...base };
  if (r.firstScan) return { verdict: 'already', headline: t('gate.already'), reason: alreadyScannedText(r.firstScan), ...base };
  if (refusal?.code === 'too-early' || refusal?.code === 'too-late') return { verdict: refusal.code, headline: t('gate.refused'), reason: R(refusal.code, { time: edgeText(refusal.edge) }), ...base };
  if (refusal?.code === 'wrong-date') return { verdict: 'wrong-date', headline: t('gate.refused'), reason: R('wrong-date', { date: ltr(formatDate(refusal.date)) }), ...base };
  return { verdict: 'refused', headline: t('gate.refused'), reason: '', ...base };
}

const scanClock = (at: string) => zoneTime(at);

const tone = (verdict: Verdict | undefined) => (verdict === undefined ? 'idle' : verdict === 'admitted' ? 'ok' : verdict === 'already' ? 'already' : 'bad');

/**
 * The gate (F12): every scan admits what it names (scan-resolve with admit). A big green answer
 * for people let in, amber for a ticket already scanned (when and where), red for every refusal with
 * its reason (cancelled, refunded, unknown, another provider's, wrong date, too early / too late by the
 * product's admission window); the shift's counts (admitted, refused, already) and its recent scans; a field for a damaged ticket's code (Enter admits); F7 the
 * camera, feeding the same path.
 */
export function GateScreen() {
  const { t } = useTranslation();
  const [result, setResult] = useState<GateResult | null>(null);
  const shiftUuid = useStation((s) => s.status?.shift?.uuid ?? null);
  const log = gateLogOf(useGateLog(), shiftUuid);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const admit = async (raw: string) => {
    const typed = raw.trim();
    if (!typed) return;
    setBusy(true);
    const answer = await send('scan-resolve', { code: typed, admit: true });
    setBusy(false);
    const next: GateResult = answer.ok ? verdictOf(t, answer.data) : { verdict: 'error', headline: errorText(answer.error), reason: '', detail: typed, code: typed };
    setResult(next);
    recordGateScan(shiftUuid, { at: new Date().toISOString(), code: next.code, verdict: next.verdict, headline: next.headline, detail: [next.reason, next.detail].filter(Boolean).join(' · ') });
    playSound(next.verdict === 'admitted' ? 'ok' : 'bad');
  };

  useScans((scanned) => void admit(scanned));

  useHotkeys([
    {
      key: 'Enter',
      label: 'keys.admit',
      run: () => {
        void admit(code);
        setCode('');
      },
      disabled: busy,
    },
    { key: 'F7', label: camera ? 'keys.closeCamera' : 'keys.camera', run: () => setCamera((c) => !c) },
    { key: 'Escape', label: 'keys.back', run: () => (camera ? setCamera(false) : back()) },
  ]);

  return (
    <div className="gate stack" data-testid="gate">
      <div className="screen-title">
        <h1>{t('gate.title')}</h1>
        <span className="spacer" />
        <span className="gate-count ok" data-testid="gate-count" data-admitted={log.admitted}>
          {t('gate.count', { count: log.admitted })}
        </span>
        <span className="gate-count already" data-testid="gate-count-already" data-already={log.already}>
          {t('gate.alreadyCount', { count: log.already })}
        </span>
        <span className="gate-count bad" data-testid="gate-count-refused" data-refused={log.refused}>
          {t('gate.refusedCount', { count: log.refused })}
        </span>
      </div>
      <section className={`gate-result ${result ? tone(result.verdict) : 'idle'}`} data-testid="gate-result" data-result={result?.verdict ?? 'idle'} role="status" aria-live="assertive">
        {result ? (
          <>
            <strong className="gate-headline">{result.headline}</strong>
            {result.reason ? (
              <span className="gate-reason" data-testid="gate-reason">
                {result.reason}
              </span>
            ) : null}
            {result.detail ? <span className="gate-detail">{result.detail}</span> : null}
          </>
        ) : (
          <span className="gate-headline">{t('gate.ready')}</span>
        )}
      </section>
      <section className="panel row gate-manual">
        <Field
          inputRef={ref}
          label={t('gate.manualCode')}
          name="gateCode"
          dir="ltr"
          autoComplete="off"
          value={code}
          hint={t('gate.manualHelp')}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button onClick={() => setCamera((c) => !c)} data-testid="gate-camera">
          {t('keys.camera')} <kbd dir="ltr">F7</kbd>
        </Button>
      </section>
      {camera ? <CameraScanner onCode={(scanned) => void admit(scanned)} onClose={() => setCamera(false)} /> : null}
      <section className="panel gate-recent" data-testid="gate-recent">
        <h2>{t('gate.recent')}</h2>
        {log.recent.length === 0 ? (
          <p className="muted">{t('gate.recentEmpty')}</p>
        ) : (
          <ol>
            {log.recent.map((scan, i) => (
              <li key={`${scan.at}-${i}`} className={`gate-recent-row ${tone(scan.verdict as Verdict)}`} data-result={scan.verdict}>
                <time dir="ltr">{scanClock(scan.at)}</time>
                <strong>{scan.headline}</strong>
                <span className="gate-recent-detail">{scan.detail || ltr(scan.code)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
