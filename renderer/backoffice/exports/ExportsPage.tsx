import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@pos/shared/languages';
import { EXPORT_HISTORY_PAGE_SIZE } from '@pos/shared/api/exports';
import { call } from '../../ui/api';
import { Badge, Button, DateField, EmptyState, ErrorBox, Pager, SelectField, Spinner } from '../../ui/components';
import { formatDateTime, today } from '../../ui/format';
import { alertDialog, toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useSession } from '../session';
import type { PageProps } from '../page';
import { CHOICE_PERMISSION, EXPORT_CHOICES, startExport, type ExportChoice, type ExportTask } from './export-choices';
import { usePoll } from './poll';
import { TaskProgress } from './TaskProgress';
import './exports.css';

function statusTone(task: ExportTask) {
  if (task.state === 'Failed') return 'danger' as const;
  if (task.state === 'Started') return 'warning' as const;
  return task.status === 'Canceled' ? ('muted' as const) : ('success' as const);
}

const kindKey = (task: ExportTask) => (task.kind === 'orders' ? `orders-${task.format}` : task.kind === 'payments-account-transactions' ? 'payments' : task.kind);

/**
 * /export (000 §2, 002 §7.6): starts an export of the period (R-BULK-9), follows it every 3000 ms
 * (R-CLIENT-5) with its progress until its file is made, fails or is cancelled (R-BULK-7), and
 * lists the provider's exports with their files.
 */
export default function ExportsPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const choices = EXPORT_CHOICES.filter((c) => permissions.has(CHOICE_PERMISSION[c]));
  const [choice, setChoice] = useState<ExportChoice | undefined>(choices[0]);
  const [period, setPeriod] = useState({ fromDate: `${today().slice(0, 8)}01`, toDate: today() });
  const [pageIndex, setPageIndex] = useState(0);
  const [active, setActive] = useState<ExportTask | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useApi(() => call('GET /api/export/history', { query: { pageIndex } }), [pageIndex]);
  const running = active?.state === 'Started' ? active.id : null;

  usePoll(running, async (id) => {
    const polled = await call('GET /api/export/wait-task', { query: { id }, quiet: true });
    if (!polled.ok) return;
    setActive(polled.data);
    if (polled.data.state === 'Started') return;
    history.reload();
    if (polled.data.errorMessage) {
      // R-CLIENT-5: an errorMessage shows an error alert and stops the polling.
      await alertDialog(t(`exports.errors.${polled.data.error ?? 'export-failed'}`, { defaultValue: polled.data.errorMessage }), { tone: 'error' });
    } else if (polled.data.status === 'Canceled') {
      toast('info', t('exports.canceled'));
    } else {
      toast('success', t('exports.ready', { name: polled.data.fileName }));
    }
  });

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setBusy(true);
    const started = await startExport(choice, period, i18n.language as Language);
    setBusy(false);
    if (!started.ok) {
      // R-BULK-8 and the dates: the server's answer, in the screen's language by its code.
      const field = Object.keys(started.error.fieldErrors ?? {})[0];
      toast('error', started.error.code ? t(`exports.errors.${started.error.code}`, { defaultValue: started.error.message, maxRows: started.error.extra?.maxRows }) : field ? t('exports.badPeriod') : started.error.message);
      return;
    }
    setActive(started.data);
    history.reload();
  };
  const cancel = async (task: ExportTask) => {
    const asked = await call('GET /api/export/cancel-request/{id}', { params: { id: task.id } });
    if (asked.ok) toast('info', t('exports.cancelAsked'));
  };

  return (
    <div className="stack">
      <form className="card" onSubmit={(e) => void start(e)} aria-label={t('exports.newExport')}>
        <h2>{t('exports.newExport')}</h2>
        <div className="task-form">
          <SelectField label={t('exports.kind')} name="kind" value={choice ?? ''} onChange={(e) => setChoice(e.target.value as ExportChoice)} options={choices.map((c) => ({ value: c, label: t(`exports.choices.${c}`) }))} />
          <DateField label={t('exports.fromDate')} name="fromDate" value={period.fromDate} onChange={(fromDate) => setPeriod({ ...period, fromDate })} required />
          <DateField label={t('exports.toDate')} name="toDate" value={period.toDate} onChange={(toDate) => setPeriod({ ...period, toDate })} required />
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy} disabled={!choice || running !== null}>
              {t('exports.start')}
            </Button>
          </div>
        </div>
      </form>

      {active ? (
        <section className="card" aria-label={t('exports.current')} data-export-task={active.id}>
          <h2>{t(`exports.kinds.${kindKey(active)}`)}</h2>
          <TaskProgress processed={active.processed} total={active.total} label={t('exports.current')} />
          <div className="form-actions">
            <Badge tone={statusTone(active)}>{t(active.state === 'Finished' ? `exports.statuses.${active.status ?? 'Ok'}` : `exports.states.${active.state}`)}</Badge>
            {active.state === 'Started' ? (
              <Button kind="danger" onClick={() => void cancel(active)}>
                {t('exports.cancel')}
              </Button>
            ) : null}
            {active.url ? (
              <a className="btn btn-primary" href={active.url} download>
                {t('exports.download')}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}

      <section className="card" aria-label={t('exports.history')}>
        <h2>{t('exports.history')}</h2>
        {history.error ? <ErrorBox message={history.error.message} onRetry={history.reload} /> : null}
        {!history.data && !history.error ? <Spinner /> : null}
        {history.data && history.data.items.length === 0 ? <EmptyState>{t('exports.none')}</EmptyState> : null}
        {history.data && history.data.items.length > 0 ? (
          <>
            <table className="table">
              <thead>
                <tr>
                  <th>{t('exports.createdAt')}</th>
                  <th>{t('exports.kind')}</th>
                  <th>{t('exports.user')}</th>
                  <th>{t('exports.rows')}</th>
                  <th>{t('exports.status')}</th>
                  <th>{t('exports.file')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.items.map((listed) => {
                  // The task being followed shows its newest state in both places.
                  const task = active?.id === listed.id ? active : listed;
                  return (
                  <tr key={task.id} data-export-id={task.id}>
                    <td>{formatDateTime(task.createdAt)}</td>
                    <td>{t(`exports.kinds.${kindKey(task)}`)}</td>
                    <td>{task.userName}</td>
                    <td>{task.state === 'Started' ? `${task.processed} / ${task.total}` : task.processed}</td>
                    <td>
                      <Badge tone={statusTone(task)}>{t(task.state === 'Finished' ? `exports.statuses.${task.status ?? 'Ok'}` : `exports.states.${task.state}`)}</Badge>
                    </td>
                    <td>
                      {task.url ? (
                        <a href={task.url} download dir="ltr">
                          {task.fileName}
                        </a>
                      ) : task.state === 'Started' && running !== task.id ? (
                        <Button kind="link" onClick={() => setActive(task)}>
                          {t('exports.follow')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                  );
                })}
              </tbody>
            </table>
            <Pager pageIndex={pageIndex} pageSize={EXPORT_HISTORY_PAGE_SIZE} total={history.data.total} onPage={setPageIndex} />
          </>
        ) : null}
      </section>
    </div>
  );
}
