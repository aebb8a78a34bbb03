import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, EmptyState, Spinner } from '../../ui/components';
import { toast } from '../../ui/notices';
import { useHotkeys } from '../keys/hotkeys';
import { send } from '../core/send';
import { onStationEvent } from '../core/station';
import { errorText, printErrorText } from '../core/errors';
import type { QueuedPrintJob } from '../core/handlers';
import { zoneDateTime } from '../state/zone';

/** A job's state in words: waiting for a printer of its role, for the cashier, retrying, failed, or cut short. */
function stateOf(t: (key: string, vars?: Record<string, unknown>) => string, job: QueuedPrintJob): { text: string; tone: 'warning' | 'danger' | 'info' } {
  if (job.waitingForPrinter) return { text: t('printQueue.noPrinter', { role: t(`printQueue.roles.${job.role}`) }), tone: 'warning' };
  if (job.status === 'failed') return { text: t('printQueue.failed', { count: job.attempts }), tone: 'danger' };
  if (job.status === 'interrupted') return { text: t('printQueue.interrupted'), tone: 'danger' };
  if (job.status === 'printing') return { text: t('printQueue.printing'), tone: 'info' };
  if (job.attempts > 0) return { text: t('printQueue.retrying', { count: job.attempts }), tone: 'warning' };
  return { text: t('printQueue.waiting'), tone: 'info' };
}

/**
 * Ctrl+J (issue 16): the station's print jobs not printed yet, newest first: those waiting for a
 * printer of their role (they print by themselves once one is set up), retrying, failed or cut short
 * by a stop. ↑/↓ choose a job, Enter prints it again, Delete cancels it; each row has its buttons.
 */
export function PrintQueueScreen() {
  const { t } = useTranslation();
  const [jobs, setJobs] = useState<QueuedPrintJob[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  const load = useCallback(async () => {
    const answer = await send('print-queue', {});
    if (!answer.ok) return toast('error', errorText(answer.error));
    setJobs(answer.data);
    setSelected((id) => (answer.data.some((j) => j.id === id) ? id : (answer.data[0]?.id ?? null)));
  }, []);
  useEffect(() => {
    void load();
    return onStationEvent((e) => (e.type === 'print-job' || e.type === 'status') && void load());
  }, [load]);

  const retry = async (id: number) => {
    const answer = await send('print-job-print', { id });
    if (!answer.ok) toast('warning', errorText(answer.error));
    else toast('success', t('printQueue.sent'));
    await load();
  };
  const cancel = async (id: number) => {
    const answer = await send('print-job-cancel', { id });
    if (!answer.ok) toast('error', errorText(answer.error));
    else toast('success', t('printQueue.cancelled'));
    await load();
  };
  const move = (step: number) => {
    if (!jobs?.length) return;
    const at = jobs.findIndex((j) => j.id === selected);
    setSelected(jobs[Math.min(Math.max(at + step, 0), jobs.length - 1)]!.id);
  };
  const chosen = jobs?.find((j) => j.id === selected) ?? null;
  useHotkeys([
    { key: 'ArrowDown', label: 'keys.nextJob', run: () => move(1), hidden: true },
    { key: 'ArrowUp', label: 'keys.previousJob', run: () => move(-1), hidden: true },
    { key: 'Enter', label: 'keys.printAgain', run: () => chosen && void retry(chosen.id), disabled: !chosen || chosen.status === 'printing' },
    { key: 'Delete', label: 'keys.cancelPrint', run: () => chosen && void cancel(chosen.id), disabled: !chosen || chosen.status === 'printing' },
  ]);

  return (
    <section className="panel stack" data-testid="print-queue">
      <div className="screen-title">
        <h1>{t('printQueue.title')}</h1>
      </div>
      <p className="muted">{t('printQueue.intro')}</p>
      {jobs === null ? (
        <Spinner />
      ) : jobs.length === 0 ? (
        <EmptyState>{t('printQueue.none')}</EmptyState>
      ) : (
        <table className="data" data-testid="print-jobs">
          <thead>
            <tr>
              <th>{t('printQueue.what')}</th>
              <th>{t('printQueue.made')}</th>
              <th>{t('printQueue.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => {
              const state = stateOf(t, job);
              return (
                <tr key={job.id} data-print-job={job.id} data-job-status={job.status} aria-selected={job.id === selected} className={job.id === selected ? 'selected' : undefined} onClick={() => setSelected(job.id)}>
                  <td>
                    {t(`printQueue.kinds.${job.kind}`, { defaultValue: job.kind })} {job.number ? <span className="num">{job.number}</span> : null}
                  </td>
                  <td className="num">{zoneDateTime(job.createdAt)}</td>
                  <td>
                    <Badge tone={state.tone}>{state.text}</Badge>
                    {job.lastError && !job.waitingForPrinter ? (
                      // The printer's own error (the system's English, e.g. ECONNREFUSED) is said in the cashier's words; the detail stays in the page for support.
                      <div className="muted" data-detail={job.lastError} data-testid="print-error">
                        {printErrorText(job.lastError)}
                      </div>
                    ) : null}
                  </td>
                  <td className="row-actions">
                    <Button className="btn btn-secondary btn-big" onClick={() => void retry(job.id)} disabled={job.status === 'printing'} data-testid="print-again">
                      {t('keys.printAgain')}
                    </Button>
                    <Button kind="danger" className="btn btn-danger btn-big" onClick={() => void cancel(job.id)} disabled={job.status === 'printing'} data-testid="cancel-print">
                      {t('keys.cancelPrint')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
