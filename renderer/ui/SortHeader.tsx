import { setQuery } from './router';

/** How a list is sorted, as its page reads it from the address (`orderBy` and `asc`). */
export interface ListSort<K extends string> {
  orderBy?: K | null;
  asc?: boolean | null;
}

/**
 * The address values of a click on a column's header: the sorted column turns its direction, another
 * column is sorted in the list's first direction (`firstAsc`, which the address leaves out), from the
 * first page.
 */
export function sortQuery<K extends string>(column: K, sort: ListSort<K>, firstAsc: boolean): { orderBy: K; asc: string | null; page: null } {
  const asc = sort.orderBy === column ? !sort.asc : firstAsc;
  return { orderBy: column, asc: asc === firstAsc ? null : String(asc), page: null };
}

/** A list's column header that sorts by its column; the sorted one says its direction (aria-sort and an arrow). */
export function SortHeader<K extends string>({ column, label, sort, firstAsc, num = false }: { column: K; label: string; sort: ListSort<K>; firstAsc: boolean; num?: boolean }) {
  const sorted = sort.orderBy === column;
  return (
    <th className={num ? 'num' : undefined} aria-sort={sorted ? (sort.asc ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sort" onClick={() => setQuery(sortQuery(column, sort, firstAsc))}>
        {label}
        {sorted ? (sort.asc ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}
