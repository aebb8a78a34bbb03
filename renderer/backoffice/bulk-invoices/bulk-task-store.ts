import type { Static } from 'typebox';
import type { BulkInvoiceTask } from '@pos/shared/api/bulk-invoices';

export type StoredBulkTask = Static<typeof BulkInvoiceTask>;

/** R-BULK-4: the bulk task id, entity id and failed flag, kept per user in local storage. */
const keyOf = (userId: number) => `bulkInvoiceTask:${userId}`;

export function readBulkTask(userId: number): StoredBulkTask | null {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as StoredBulkTask | null;
    return value && typeof value.taskId === 'number' && typeof value.entityId === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function storeBulkTask(userId: number, task: StoredBulkTask): void {
  localStorage.setItem(keyOf(userId), JSON.stringify(task));
}

/** R-BULK-3: cleared when the run fails (and when it is done). */
export function clearBulkTask(userId: number): void {
  localStorage.removeItem(keyOf(userId));
}
