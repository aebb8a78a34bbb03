import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Pager, SelectField, Spinner, TextField } from '../../ui/components';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import type { PageProps } from '../page';
import { ExportButton } from './ExportButton';

/** R-EMP-4: the list's status filter; active unless asked otherwise. */
type StatusChoice = 'active' | 'inactive' | 'all';
const STATUS_VALUE: Record<StatusChoice, boolean | null> = { active: true, inactive: false, all: null };

/** /employees and /employees/filter: the provider's employees (POST employees), active ones by default (R-EMP-4). */
export default function EmployeesPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const status = (['active', 'inactive', 'all'] as const).find((s) => s === search.get('status')) ?? 'active';
  const keyword = search.get('keyword') ?? '';
  const tagId = search.get('tagId') ? Number(search.get('tagId')) : undefined;
  const pageIndex = Number(search.get('page') ?? 0) || 0;
  const canEdit = useCan(Permission.EditProviderSettings);
  const tagsProducts = useApi(() => call('GET /api/tags-products', { quiet: true }), []);
  const filter = { keyword: keyword || undefined, status: STATUS_VALUE[status], tagIds: tagId ? [tagId] : undefined };
  const list = useApi(() => call('POST /api/employees', { body: { ...filter, pageIndex } }), [search.toString()]);
  const [draft, setDraft] = useState({ keyword, status: status as string, tagId: tagId ? String(tagId) : '' });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams(Object.entries(draft).filter(([k, v]) => v && !(k === 'status' && v === 'active')));
    navigate(`/employees/filter${query.size ? `?${query.toString()}` : ''}`, { replace: true });
  };
  const tagName = (id: number) => tagsProducts.data?.tags.find((x) => x.id === id)?.name ?? '';

  return (
    <div className="stack">
      <form className="card" onSubmit={apply} aria-label={t('employees.filter')}>
        <div className="row">
          <TextField label={t('employees.keyword')} name="keyword" value={draft.keyword} onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))} />
          <SelectField
            label={t('employees.status')}
            name="status"
            value={draft.status}
            onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value }))}
            options={(['active', 'inactive', 'all'] as const).map((s) => ({ value: s, label: t(`employees.statuses.${s}`) }))}
          />
          <SelectField
            label={t('employees.tag')}
            name="tagId"
            value={draft.tagId}
            onChange={(e) => setDraft((d) => ({ ...d, tagId: e.target.value }))}
            options={[{ value: '', label: t('orders.any') }, ...(tagsProducts.data?.tags ?? []).filter((x) => x.active).map((x) => ({ value: x.id, label: x.name }))]}
          />
        </div>
        <div className="form-actions">
          <Button kind="primary" type="submit">
            {t('orders.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({ keyword: '', status: 'active', tagId: '' });
              navigate('/employees', { replace: true });
            }}
          >
            {t('orders.clear')}
          </Button>
          <span className="spacer" />
          <Link to="/employee/no-slots">{t('employees.slotsTitle')}</Link>
          <ExportButton name="employees" start={(language) => call('POST /api/export/employees', { body: filter, query: { language } })} />
          {canEdit ? (
            <Button kind="primary" onClick={() => navigate('/employee/new')}>
              {t('employees.new')}
            </Button>
          ) : null}
        </div>
      </form>
      {list.loading ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.items.length === 0 ? (
          <EmptyState>{t('employees.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('titles.employees')}>
                <thead>
                  <tr>
                    <th>{t('employees.name')}</th>
                    <th>{t('employees.pid')}</th>
                    <th>{t('employees.employeeNumber')}</th>
                    <th>{t('employees.mobile')}</th>
                    <th>{t('employees.tags')}</th>
                    <th>{t('employees.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((e) => (
                    <tr key={e.id} className="clickable" data-employee={e.fullName} onClick={() => navigate(`/employee/${e.id}`)}>
                      <td>
                        <span aria-hidden="true" style={{ display: 'inline-block', width: '0.8em', height: '0.8em', borderRadius: '50%', background: e.calendarColor, marginInlineEnd: '0.4em' }} />
                        <Link to={`/employee/${e.id}`}>{e.fullName}</Link>
                      </td>
                      <td dir="ltr">{e.pid ?? ''}</td>
                      <td dir="ltr">{e.employeeNumber ?? ''}</td>
                      <td dir="ltr">{e.mobile}</td>
                      <td>{e.tagIds.map(tagName).filter(Boolean).join(', ')}</td>
                      <td>
                        <Badge tone={e.status ? 'success' : 'muted'}>{t(e.status ? 'employees.statuses.active' : 'employees.statuses.inactive')}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager pageIndex={pageIndex} pageSize={list.data.pageSize} total={list.data.total} onPage={(page) => setQuery({ page: page || null })} />
          </>
        )
      ) : null}
    </div>
  );
}
