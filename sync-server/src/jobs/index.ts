import { lostSummaryJob, renderSummaryJob } from '../domains/orders/order-summary';
import { lostMessageJob, sendMessageJob, sweepMessagesJob } from '../domains/messages/send-jobs';
import { autoNotificationsJob } from '../domains/messages/auto-notifications';
import { employeeExportJob, lostEmployeeExportJob } from '../domains/employees/exports';
import { purgeExpiredJob } from './housekeeping';
import { lostDocumentRenderJob, purgeDocumentOutputJob, renderDocumentJob } from '../domains/documents/output/renders';
import { allocateDocumentJob, sweepAllocationsJob } from '../domains/documents/allocation/request-allocation';
import { exportJob, lostExportJob } from '../domains/exports/make-export';
import { bulkInvoiceJob, lostBulkInvoiceJob } from '../domains/bulk-invoices/run-job';
import { timedMessageJob } from '../domains/crm/timed-messages';
import { unsettledCardRefundsJob } from '../domains/documents/card-refund-settle';
import type { JobDefinition } from './job';

/**
 * Every kind of background job, by name: the handlers domains contribute. A queue named as another's
 * deadLetter must be listed (it is created first). The jobs plugin creates their queues, runs their
 * workers in every instance and keeps their schedules.
 */
export const JOBS = {
  [lostSummaryJob.name]: lostSummaryJob,
  [renderSummaryJob.name]: renderSummaryJob,
  [lostMessageJob.name]: lostMessageJob,
  [sendMessageJob.name]: sendMessageJob,
  [sweepMessagesJob.name]: sweepMessagesJob,
  [autoNotificationsJob.name]: autoNotificationsJob,
  [lostEmployeeExportJob.name]: lostEmployeeExportJob,
  [employeeExportJob.name]: employeeExportJob,
  [purgeExpiredJob.name]: purgeExpiredJob,
  [allocateDocumentJob.name]: allocateDocumentJob,
  [sweepAllocationsJob.name]: sweepAllocationsJob,
  [lostDocumentRenderJob.name]: lostDocumentRenderJob,
  [renderDocumentJob.name]: renderDocumentJob,
  [purgeDocumentOutputJob.name]: purgeDocumentOutputJob,
  [lostExportJob.name]: lostExportJob,
  [exportJob.name]: exportJob,
  [lostBulkInvoiceJob.name]: lostBulkInvoiceJob,
  [bulkInvoiceJob.name]: bulkInvoiceJob,
  [timedMessageJob.name]: timedMessageJob,
  [unsettledCardRefundsJob.name]: unsettledCardRefundsJob,
} satisfies Record<string, JobDefinition<string, never>>;

export type JobName = keyof typeof JOBS;
