import { refused, noPermission } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { FALLBACK_LANGUAGE, isLanguage } from '@pos/shared/languages';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import type { JobQueue } from '../../jobs/job';
import { checkRange } from '../calendar/date-range';
import { providerTimeZone } from '../calendar/lookup-repo';
import { insertExportTask, type ExportTaskRow } from './export-repo';
import { exportJob } from './make-export';
import { assertCrmOpen } from '../crm/crm-access';
import { CRM_KINDS, KIND_PERMISSION, SOURCES, type ExportKind } from './sources';
import type { ExportSource } from './export-source';
import { PDF_EXPORT_MAX_ROWS } from './pdf-writer';

export interface ExportRequest {
  kind: ExportKind;
  format: string;
  /** A period (fromDate, toDate) for the ledger's and orders' kinds; the lists' own filter for the CRM's. */
  filter: { fromDate?: string; toDate?: string } & Record<string, unknown>;
  language: string | undefined;
}

/** R-BULK-7, R-BULK-9: the caller may see this kind's data (403 otherwise). */
export function checkKindAccess(actor: Actor, kind: ExportKind): void {
  if (!actor.permissions.has(KIND_PERMISSION[kind])) throw noPermission();
  if (CRM_KINDS.includes(kind) && !actor.permissions.has(Permission.CrmModule)) throw noPermission();
}

/**
 * Records the export (Started) and queues its job in one transaction. R-BULK-8: an export that
 * would hold nothing is refused before anything is recorded.
 */
export async function startExport(db: Db, jobs: JobQueue, actor: Actor, request: ExportRequest): Promise<ExportTaskRow> {
  checkKindAccess(actor, request.kind);
  if (request.filter.fromDate !== undefined && request.filter.toDate !== undefined) checkRange(request.filter.fromDate, request.filter.toDate, { from: 'fromDate', to: 'toDate' });
  if (CRM_KINDS.includes(request.kind)) await assertCrmOpen(db, actor.providerId);
  const language = isLanguage(request.language) ? request.language : isLanguage(actor.language) ? actor.language : FALLBACK_LANGUAGE;
  const scope = { providerId: actor.providerId, timeZone: await providerTimeZone(db, actor.providerId), filter: request.filter };
  const source = SOURCES[request.kind] as ExportSource<unknown>;
  const total = await source.count(db, scope);
  if (total === 0) throw refused('export-no-documents', 'The export has no documents.');
  await source.ready?.(db, scope);
  if (request.format === 'pdf' && total > PDF_EXPORT_MAX_ROWS) throw refused('export-too-large-for-pdf', `A PDF holds at most ${PDF_EXPORT_MAX_ROWS} rows; export it as CSV or Excel.`, { maxRows: PDF_EXPORT_MAX_ROWS });
  return db.transaction(async (tx) => {
    const row = await insertExportTask(tx, { providerId: actor.providerId, userId: actor.userId, kind: request.kind, format: request.format, filter: request.filter, language, total });
    await jobs.send(exportJob, { exportId: row.id }, { tx });
    return row;
  });
}
