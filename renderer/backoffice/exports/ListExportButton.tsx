import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@pos/shared/languages';
import type { ApiResult } from '../../ui/api';
import { call } from '../../ui/api';
import { Button } from '../../ui/components';
import { alertDialog, toast } from '../../ui/notices';
import type { ExportTask } from './export-choices';
import { usePoll } from './poll';
import './exports.css';

export type ListExportFormat = 'xlsx' | 'csv';

/**
 * A list's export buttons (C173-C175: quotes, CRM leads, CRM customers): Excel or CSV of what the
 * list shows, made as an export job, followed every 3000 ms (R-CLIENT-5) with its progress until its
 * file can be downloaded; the export also stays in the Exports screen's history.
 */
export function ListExportButton({ start, label }: { start: (format: ListExportFormat, language: Language) => Promise<ApiResult<ExportTask>>; label: string }) {
  const { t, i18n } = useTranslation();
  const [task, setTask] = useState<ExportTask | null>(null);
  const [busy, setBusy] = useState(false);
  const running = task?.state === 'Started' ? task.id : null;

  usePoll(running, async (id) => {
    const polled = await call('GET /api/export/wait-task', { query: { id }, quiet: true });
    if (!polled.ok) return;
    setTask(polled.data);
    if (polled.data.errorMessage) await alertDialog(t(`exports.errors.${polled.data.error ?? 'export-failed'}`, { defaultValue: polled.data.errorMessage }), { tone: 'error' });
    else if (polled.data.url) toast('success', t('exports.ready', { name: polled.data.fileName }));
  });

  const begin = async (format: ListExportFormat) => {
    setBusy(true);
    const started = await start(format, i18n.language as Language);
    setBusy(false);
    if (!started.ok) {
      // R-BULK-8 (nothing to export), R-CRM-8 (the module off): the server's answer by its code.
      toast('error', t(`exports.errors.${started.error.code ?? 'export-failed'}`, { defaultValue: started.error.message }));
      return;
    }
    setTask(started.data);
  };

  const percent = task && task.total > 0 ? Math.min(100, Math.floor((task.processed * 100) / task.total)) : 0;
  return (
    <span className="list-export" role="group" aria-label={label}>
      <Button onClick={() => void begin('xlsx')} busy={busy || running !== null} data-testid="export-xlsx">
        {t('exports.list.excel')}
      </Button>
      <Button kind="link" onClick={() => void begin('csv')} disabled={busy || running !== null} data-testid="export-csv">
        {t('exports.list.csv')}
      </Button>
      {running !== null ? <span className="muted">{t('exports.list.making', { percent })}</span> : null}
      {task?.url ? (
        <a className="btn btn-primary" href={task.url} download data-testid="export-download">
          {t('exports.download')}
        </a>
      ) : null}
    </span>
  );
}

/** C173: the quotes of one status (or all). */
export const exportQuotes = (status: string | null) => (format: ListExportFormat, language: Language) =>
  call('POST /api/export/quotes', { query: { language, format }, body: status ? { status: status as 'Draft' | 'Sent' | 'Accepted' } : {}, quiet: true });
/** C174: the provider's CRM leads. */
export const exportLeads = () => (format: ListExportFormat, language: Language) => call('POST /api/export/crmCustomerLeads', { query: { language, format }, body: {}, quiet: true });
/** C175: the CRM customers a keyword finds (or all). */
export const exportCustomers = (keyword: string) => (format: ListExportFormat, language: Language) =>
  call('POST /api/export/crmCustomers', { query: { language, format }, body: keyword ? { keyword } : {}, quiet: true });
