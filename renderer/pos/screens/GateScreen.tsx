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

type Verdict = 'admitted' | 'already' | 'cancelled' | 'refunded' | 'refused' | 'not-ticket' | 'unknown' | 'error';

interface GateResult {
  verdict: Verdict;
  headline: string;
  detail: string;
  code: string;
}

/** What one admission's answer means at the gate, in words. */
function verdictOf(t: (key: string, vars?: Record<string, unknown>) => string, r: ScanResult): GateResult {
  if (r.kind === 'unknown') return { verdict: 'unknown', headline: t('gate.unknown'), detail: r.code, code: r.code };
  if (r.kind !== 'ticket') return { verdict: 'not-ticket', headline: t('gate.notTicket'), detail: r.code, code: r.code };
  const { scanned, total } = admittedCount(r.order);
  const order = r.order.orderNumber !== null ? t('scan.orderTitle', { number: r.order.orderNumber }) : '';
  const detail = [order, r.order.leadName].filter(Boolean).join(' · ');
  if (r.admitted) return { verdict: 'admitted', headline: t('gate.admitted', { scanned, total }), detail, code: r.code };
  if (r.voided) return { verdict: 'refunded', headline: t('gate.refunded'), detail, code: r.code };
  if (r.order.status === 'CN' || r.order.status === 'Cancelled') return { verdict: 'cancelled', headline: t('gate.cancelled'), detail, code: r.code };
  if (r.firstScan) return { verdict: 'already', headline: alreadyScannedText(r.firstScan), detail, code: r.code };
  return { verdict: 'refused', headline: t('gate.refused'), detail, code: r.code };
}

/**
 * The gate (F12): every scan admits what it names (scan-resolve with admit). A big green answer
 * for people let in, amber for a ticket already scanned (when and where), red for an unknown code or a
 * cancelled order; a running count; a field for a damaged ticket's code (Enter admits); F7 the
 * camera, feeding the same path.
 */
export function GateScreen() {
  const { t } = useTranslation();
  const [result, setResult] = useState<GateResult | null>(null);
  const [admitted, setAdmitted] = useState(0);
  const [refused, setRefused] = useState(0);
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
    const next: GateResult = answer.ok ? verdictOf(t, answer.data) : { verdict: 'error', headline: errorText(answer.error), detail: typed, code: typed };
    setResult(next);
    if (next.verdict === 'admitted') {
      setAdmitted((n) => n + 1);
      playSound('ok');
    } else {
      setRefused((n) => n + 1);
      playSound('bad');
    }
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

  const good = result?.verdict === 'admitted';
  return (
    <div className="gate stack" data-testid="gate">
      <div className="screen-title">
        <h1>{t('gate.title')}</h1>
        <span className="spacer" />
        <span className="gate-count" data-testid="gate-count" data-admitted={admitted}>
          {t('gate.count', { count: admitted })}
        </span>
        {refused > 0 ? <span className="gate-count muted">{t('gate.refusedCount', { count: refused })}</span> : null}
      </div>
      <section className={`gate-result ${result ? (good ? 'ok' : result.verdict === 'already' ? 'already' : 'bad') : 'idle'}`} data-testid="gate-result" data-result={result?.verdict ?? 'idle'} role="status" aria-live="assertive">
        {result ? (
          <>
            <strong className="gate-headline">{result.headline}</strong>
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
    </div>
  );
}
