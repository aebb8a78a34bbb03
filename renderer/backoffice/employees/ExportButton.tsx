import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { Language } from '@pos/shared/languages';
import type { EmployeeExport } from '@pos/shared/api/employees';
import { call, type ApiResult } from '../../ui/api';
import { Button } from '../../ui/components';
import { toast } from '../../ui/notices';

type ExportState = Static<typeof EmployeeExport>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * C172 / C177: asks the server for a CSV export (made by a job), waits for it, then downloads it.
 * The list's own filter goes with it.
 */
export function ExportButton({ name, start }: { name: string; start: (language: Language) => Promise<ApiResult<ExportState>> }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const started = await start(i18n.language as Language);
      if (!started.ok) return;
      let state = started.data;
      for (let i = 0; i < 120 && state.status !== 'Done' && state.status !== 'Fail'; i++) {
        await sleep(1000);
        const polled = await call('GET /api/employee/export/{id}', { params: { id: state.id }, quiet: true });
        if (!polled.ok) break;
        state = polled.data;
      }
      if (state.status !== 'Done') {
        toast('error', t('employees.exportFailed'));
        return;
      }
      const link = document.createElement('a');
      link.href = `/api/employee/export/${state.id}/csv`;
      link.download = '';
      document.body.appendChild(link);
      link.click();
      link.remove();
      toast('success', t('employees.exported', { count: state.rows ?? 0 }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button busy={busy} onClick={() => void run()} data-export={name}>
      {t('employees.exportCsv')}
    </Button>
  );
}
