import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../ui/api';
import { Button, EmptyState, ErrorBox, Spinner } from '../../ui/components';

type Page<T> = { items: T[]; lastId: number | null };

/** A history list read page by page after the last item's id (R-CRM-9), with "more" while there is more. */
export function PagedList<T extends { id: number }>({ load, render, empty, reloadKey }: { load(lastId?: number): Promise<ApiResult<Page<T>>>; render(item: T): ReactNode; empty: string; reloadKey?: unknown }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<T[]>([]);
  const [lastId, setLastId] = useState<number | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState('');
  const read = async (after?: number) => {
    setBusy(true);
    const res = await load(after);
    setBusy(false);
    if (!res.ok) return setError(res.error.message);
    setError('');
    setItems((old) => (after ? [...old, ...res.data.items] : res.data.items));
    setLastId(res.data.lastId);
  };
  useEffect(() => {
    void read();
  }, [reloadKey]);
  if (error) return <ErrorBox message={error} onRetry={() => void read()} />;
  return (
    <div className="stack">
      {items.length === 0 && !busy ? <EmptyState>{empty}</EmptyState> : null}
      {items.map(render)}
      {busy ? <Spinner /> : null}
      {lastId !== null && !busy ? <Button onClick={() => void read(lastId)}>{t('crm.more')}</Button> : null}
    </div>
  );
}
