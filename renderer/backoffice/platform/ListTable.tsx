import type { ReactNode } from 'react';
import { EmptyState, ErrorBox, Spinner } from '../../ui/components';
import type { Loaded } from '../../ui/use-api';

/** A loaded list as a table: progress while it loads, the error with a retry, a sentence when it is empty. */
export function ListTable<T>({ list, empty, head, label, children }: { list: Loaded<T[]>; empty: string; head: ReactNode; label?: string; children(items: T[]): ReactNode }) {
  if (list.loading && !list.data) return <Spinner />;
  if (list.error) return <ErrorBox message={list.error.message} onRetry={list.reload} />;
  if (!list.data?.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="table-wrap">
      <table aria-label={label}>
        <thead>{head}</thead>
        <tbody>{children(list.data)}</tbody>
      </table>
    </div>
  );
}
