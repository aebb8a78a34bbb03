import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorBox, Pager, Spinner } from './components';
import { setQuery } from './router';
import type { Loaded } from './use-api';

/** One page of a list page's search, as the server answers it. */
export interface SearchPage<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
}

/** The full filter's buttons: search with the draft, and clear (the page empties its draft and address). */
export function FilterActions({ search, clear, onClear }: { search: string; clear: string; onClear(): void }) {
  return (
    <div className="form-actions">
      <Button kind="primary" type="submit">
        {search}
      </Button>
      <Button onClick={onClear}>{clear}</Button>
    </div>
  );
}

/**
 * A list page's search results: progress while it searches, a failure with a retry (not a refused
 * filter, 400: that shows at its fields), a sentence when nothing is found, otherwise the table and
 * the pager (the page number lives in the address).
 */
export function SearchResults<T>({ list, empty, searching, children }: { list: Loaded<SearchPage<T>>; empty: string; searching?: string; children(items: T[]): ReactNode }) {
  return (
    <>
      {list.loading ? <Spinner label={searching} /> : null}
      {list.error && list.error.status !== 400 ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.items.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">{children(list.data.items)}</div>
            <Pager pageIndex={list.data.pageIndex} pageSize={list.data.pageSize} total={list.data.totalCount} onPage={(page) => setQuery({ page })} />
          </>
        )
      ) : null}
    </>
  );
}
