import type { Static } from 'typebox';
import type { ExportTask } from '@pos/shared/api/exports';
import type { ExportTaskWithUser } from './export-repo';

type ExportTaskView = Static<typeof ExportTask>;

/** The file's address once the export is made (R-CLIENT-5: the wait ends on data.url). */
export const exportFileUrl = (id: number) => `/api/export/${id}/file`;

export function exportTaskView(row: ExportTaskWithUser): ExportTaskView {
  const made = row.state === 'Finished' && row.status === 'Ok' && row.storageKey !== null;
  return {
    id: row.id,
    kind: row.kind as ExportTaskView['kind'],
    format: row.format,
    state: row.state as ExportTaskView['state'],
    status: row.status as ExportTaskView['status'],
    processed: row.processed,
    total: row.total,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: row.error,
    errorMessage: row.state === 'Failed' ? (EXPORT_ERROR_MESSAGES[row.error ?? ''] ?? EXPORT_ERROR_MESSAGES['export-failed']!) : null,
    url: made ? exportFileUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    userName: row.userName,
  };
}

/** What the wait's errorMessage says for a failed export (the back office shows its own text by the code in `error`). */
export const EXPORT_ERROR_MESSAGES: Record<string, string> = {
  'export-failed': 'The export could not be made; ask for it again.',
};
