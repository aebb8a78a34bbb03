import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_INVOICE_HISTORY_PAGE_SIZE } from '@pos/shared/api/bulk-invoices';
import type { ResponseOf } from '@pos/shared/api/routes';
import { call } from '../../ui/api';
import { Badge, Button, DateField, EmptyState, ErrorBox, Pager, Spinner } from '../../ui/components';
import { formatDate, formatDateRange, formatDateTime, formatMoney, today } from '../../ui/format';
import { alertDialog, toast } from '../../ui/notices';
import { useApi } from '../../ui/use-api';
import { useSession } from '../session';
import type { PageProps } from '../page';
import { usePoll } from '../exports/poll';
import { TaskProgress } from '../exports/TaskProgress';
import { clearBulkTask, readBulkTask, storeBulkTask } from './bulk-task-store';
import '../exports/exports.css';

type Progress = NonNullable<ResponseOf<'GET /api/bulk-invoices/wait'>>;
type Result = ResponseOf<'GET /api/bulk-invoices-history/get'>;

const TONE = { Started: 'warning', Finished: 'success', Failed: 'danger' } as const;

/** R-BULK-5: what a run made. */
function RunResult({ run }: { run: Result }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('bulkInvoices.startedAt'), formatDateTime(run.startedAt)],
    [t('bulkInvoices.finishedAt'), formatDateTime(run.finishedAt)],
    [t('bulkInvoices.issueDate'), formatDate(run.issueDate)],
    [t('bulkInvoices.orders'), String(run.processed)],
    [t('bulkInvoices.invoices'), `${run.invoiceCount} · ${formatMoney(run.invoiceAmount)}`],
    [t('bulkInvoices.creditInvoices'), `${run.creditInvoiceCount} · ${formatMoney(run.creditInvoiceAmount)}`],
  ];
  return (
    <dl className="task-result">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /bulk-invoices: one bulk invoice run at a time (R-BULK-1) for the period's confirmed orders,
 * dated the issue date (R-BULK-6); followed every 3000 ms (R-BULK-2, R-CLIENT-5) with the task
 * kept per user (R-BULK-4) and cleared on an error (R-BULK-3); the result and the history (R-BULK-5).
 */
export default function BulkInvoicesPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const userId = useSession((s) => s.init?.user.id ?? 0);
  const [form, setForm] = useState({ fromDate: `${today().slice(0, 8)}01`, toDate: today(), issueDate: today() });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [taskId, setTaskId] = useState<number | null>(() => readBulkTask(userId)?.taskId ?? null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const history = useApi(() => call('GET /api/provider/bulk-invoice-histories/get', { query: { pageIndex } }), [pageIndex]);

  // R-BULK-4: a run this user started elsewhere (another tab, another machine) is followed here too.
  useEffect(() => {
    if (taskId !== null) return;
    void call('GET /api/bulk-invoices/wait', { query: {}, quiet: true }).then((res) => {
      if (res.ok && res.data?.status === 'Started') {
        storeBulkTask(userId, { taskId: res.data.taskId, entityId: res.data.taskId, failed: false });
        setTaskId(res.data.taskId);
        setProgress(res.data);
      }
    });
  }, []);

  usePoll(taskId, async (id) => {
    const polled = await call('GET /api/bulk-invoices/wait', { query: { taskId: id }, quiet: true });
    if (!polled.ok) {
      if (polled.error.status === 404) {
        clearBulkTask(userId);
        setTaskId(null);
      }
      return;
    }
    const wait = polled.data;
    if (!wait) return;
    setProgress(wait);
    if (wait.errorMessage !== null) {
      // R-BULK-3, R-CLIENT-5: an error alert, polling stops, the stored ids are cleared.
      clearBulkTask(userId);
      setTaskId(null);
      history.reload();
      await alertDialog(wait.errorMessage, { tone: 'error', title: t('bulkInvoices.failed') });
      return;
    }
    if (wait.bulkInvoiceHistoryId !== null) {
      clearBulkTask(userId);
      setTaskId(null);
      const made = await call('GET /api/bulk-invoices-history/get', { query: { id: wait.bulkInvoiceHistoryId } });
      if (made.ok) setResult(made.data);
      history.reload();
      toast('success', t('bulkInvoices.done'));
    }
  });

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const started = await call('POST /api/bulk-invoices/create', { body: { filter: { fromDate: form.fromDate, toDate: form.toDate }, issueDate: form.issueDate }, quiet: true });
    setBusy(false);
    if (!started.ok) {
      setErrors(started.error.fieldErrors ?? {});
      // R-BULK-1, R-BULK-6: the server's refusal, in the screen's language by its code.
      toast('error', started.error.code ? t(`bulkInvoices.errors.${started.error.code}`, { ...started.error.extra, defaultValue: started.error.message }) : started.error.message);
      return;
    }
    storeBulkTask(userId, started.data);
    setResult(null);
    setProgress(null);
    setTaskId(started.data.taskId);
    history.reload();
  };

  return (
    <div className="stack">
      <form className="card" onSubmit={(e) => void start(e)} aria-label={t('bulkInvoices.newRun')}>
        <h2>{t('bulkInvoices.newRun')}</h2>
        <p className="muted">{t('bulkInvoices.explain')}</p>
        <div className="task-form">
          <DateField label={t('bulkInvoices.fromDate')} name="fromDate" value={form.fromDate} onChange={(fromDate) => setForm({ ...form, fromDate })} error={errors['filter.fromDate'] ? t('bulkInvoices.badDate') : undefined} required />
          <DateField label={t('bulkInvoices.toDate')} name="toDate" value={form.toDate} onChange={(toDate) => setForm({ ...form, toDate })} error={errors['filter.toDate'] ? t('bulkInvoices.badDate') : undefined} required />
          <DateField label={t('bulkInvoices.issueDate')} name="issueDate" value={form.issueDate} onChange={(issueDate) => setForm({ ...form, issueDate })} error={errors.issueDate ? t('bulkInvoices.futureDate') : undefined} required />
          <div className="form-actions">
            <Button kind="primary" type="submit" busy={busy} disabled={taskId !== null}>
              {t('bulkInvoices.start')}
            </Button>
          </div>
        </div>
      </form>

      {taskId !== null ? (
        <section className="card" aria-label={t('bulkInvoices.running')} data-bulk-task={taskId}>
          <h2>{t('bulkInvoices.running')}</h2>
          <TaskProgress processed={progress?.processed ?? 0} total={progress?.total ?? 0} label={t('bulkInvoices.running')} />
        </section>
      ) : null}

      {result ? (
        <section className="card" aria-label={t('bulkInvoices.result')} data-bulk-result={result.id}>
          <h2>{t('bulkInvoices.result')}</h2>
          <RunResult run={result} />
        </section>
      ) : null}

      <section className="card" aria-label={t('bulkInvoices.history')}>
        <h2>{t('bulkInvoices.history')}</h2>
        {history.error ? <ErrorBox message={history.error.message} onRetry={history.reload} /> : null}
        {!history.data && !history.error ? <Spinner /> : null}
        {history.data && history.data.items.length === 0 ? <EmptyState>{t('bulkInvoices.none')}</EmptyState> : null}
        {history.data && history.data.items.length > 0 ? (
          <>
            <table className="table">
              <thead>
                <tr>
                  <th>{t('bulkInvoices.startedAt')}</th>
                  <th>{t('bulkInvoices.issueDate')}</th>
                  <th>{t('bulkInvoices.period')}</th>
                  <th>{t('bulkInvoices.user')}</th>
                  <th>{t('bulkInvoices.invoices')}</th>
                  <th>{t('bulkInvoices.creditInvoices')}</th>
                  <th>{t('bulkInvoices.status')}</th>
                  <th>{t('bulkInvoices.pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.items.map((run) => (
                  <tr key={run.id} data-bulk-run={run.id}>
                    <td>{formatDateTime(run.startedAt)}</td>
                    <td>{formatDate(run.issueDate)}</td>
                    <td>
                      {formatDateRange(run.filter.fromDate, run.filter.toDate)}
                    </td>
                    <td>{run.userName}</td>
                    <td className="amount">
                      {run.invoiceCount} · {formatMoney(run.invoiceAmount)}
                    </td>
                    <td className="amount">
                      {run.creditInvoiceCount} · {formatMoney(run.creditInvoiceAmount)}
                    </td>
                    <td>
                      <Badge tone={TONE[run.status as keyof typeof TONE] ?? 'muted'}>{t(`bulkInvoices.statuses.${run.status}`)}</Badge>
                      {run.errorMessage ? <div><small>{run.errorMessage}</small></div> : null}
                    </td>
                    <td>
                      {run.status === 'Finished' ? (
                        // R-BULK-5: the run's result sheet, in the screen's language.
                        <a href={`/api/bulk-invoices-history/pdf?id=${run.id}&language=${i18n.language}`} target="_blank" rel="noreferrer" data-bulk-pdf={run.id}>
                          {t('bulkInvoices.openPdf')}
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageIndex={pageIndex} pageSize={BULK_INVOICE_HISTORY_PAGE_SIZE} total={history.data.total} onPage={setPageIndex} />
          </>
        ) : null}
      </section>
    </div>
  );
}
