import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './components';
import './list-filter.css';

/**
 * The head of a list page (issue 18): one quick search box over the obvious fields, a button that
 * opens or collapses the full filter (collapsed by default, so the results are above the fold; the
 * choice is remembered per user and list), and the page's own actions.
 */

/** Where the open/closed choice of a list's full filter is kept: per user and list. */
export function filterOpenKey(userId: number | undefined, list: string): string {
  return `backoffice.filterOpen.${userId ?? 0}.${list}`;
}

function readOpen(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'open';
  } catch {
    return false;
  }
}

/** The full filter's open state, remembered in localStorage under the given key (collapsed unless the user opened it). */
export function useFilterOpen(key: string): [boolean, (open: boolean) => void] {
  const [state, setState] = useState<{ key: string; open: boolean }>(() => ({ key, open: readOpen(key) }));
  const open = state.key === key ? state.open : readOpen(key);
  const set = (next: boolean) => {
    setState({ key, open: next });
    try {
      window.localStorage.setItem(key, next ? 'open' : 'closed');
    } catch {
      // Private mode or storage full: the choice lasts until the page is left.
    }
  };
  return [open, set];
}

export function ListHead({
  label,
  placeholder,
  value,
  onChange,
  onSearch,
  filterOpen,
  onFilterOpen,
  activeFilters,
  filterId,
  error,
  actions,
}: {
  /** The quick search box's accessible name, e.g. "Search orders". */
  label: string;
  /** What the box searches, e.g. "Order number, customer name, phone or e-mail". */
  placeholder: string;
  value: string;
  onChange(value: string): void;
  onSearch(event: FormEvent): void;
  filterOpen: boolean;
  onFilterOpen(open: boolean): void;
  /** How many fields of the full filter are in use (shown on its button). */
  activeFilters: number;
  /** The id of the full filter's element, for aria-controls. */
  filterId: string;
  error?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className="card list-head">
      <form className="quick-search" role="search" onSubmit={onSearch} aria-label={label}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input id={id} type="search" name="keyword" value={value} placeholder={placeholder} title={placeholder} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)} />
        <Button kind="primary" type="submit">
          {t('quickSearch.search')}
        </Button>
      </form>
      <Button className="btn btn-secondary filter-toggle" aria-expanded={filterOpen} aria-controls={filterId} onClick={() => onFilterOpen(!filterOpen)}>
        {filterOpen ? t('quickSearch.hideFilter') : t('quickSearch.showFilter')}
        {activeFilters > 0 ? <span className="filter-count">{activeFilters}</span> : null}
        <span aria-hidden="true" className="filter-caret">
          {filterOpen ? '▴' : '▾'}
        </span>
      </Button>
      <span className="spacer" />
      {actions}
      {error ? (
        <small className="field-error list-head-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
