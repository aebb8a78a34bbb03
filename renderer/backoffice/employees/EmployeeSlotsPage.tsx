import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SLOTS_DEFAULTS } from '@pos/shared/employees';
import { call } from '../../ui/api';
import { Badge, CheckboxField, DateField, EmptyState, ErrorBox, Pager, Spinner } from '../../ui/components';
import { addDays, formatDate, formatTimeRange, today } from '../../ui/format';
import { setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import type { PageProps } from '../page';
import { ExportButton } from './ExportButton';

/**
 * /employee/no-slots: the slot occurrences with who works them (C259). R-EMP-5: start date
 * descending with the staffed ones by default; "only without employee" keeps the unstaffed.
 */
export default function EmployeeSlotsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const startDate = search.get('startDate') ?? today();
  const endDate = search.get('endDate') ?? addDays(startDate, 30);
  const withEmployees = search.get('withEmployees') !== 'false' && EMPLOYEE_SLOTS_DEFAULTS.withEmployees;
  const pageIndex = Number(search.get('page') ?? 0) || 0;
  const list = useApi(() => call('POST /api/employee/getSlotsWithNoEmployee', { body: { startDate, endDate, withEmployees, pageIndex } }), [search.toString()]);
  return (
    <div className="stack">
      <div className="card row" role="search">
        <DateField label={t('employees.from')} name="startDate" value={startDate} onChange={(d) => setQuery({ startDate: d || null, page: null })} />
        <DateField label={t('employees.to')} name="endDate" value={endDate} onChange={(d) => setQuery({ endDate: d || null, page: null })} />
        <div className="field">
          <CheckboxField label={t('employees.onlyUnstaffed')} checked={!withEmployees} onChange={(c) => setQuery({ withEmployees: c ? 'false' : null, page: null })} />
        </div>
        <div className="field">
          <ExportButton name="employee-slots" start={(language) => call('POST /api/employee/export-employees-slots', { body: { startDate, endDate, withEmployees }, query: { language } })} />
        </div>
      </div>
      {list.loading ? <Spinner /> : null}
      {list.error ? <ErrorBox message={list.error.message} onRetry={list.reload} /> : null}
      {list.data && !list.loading ? (
        list.data.items.length === 0 ? (
          <EmptyState>{t('employees.noSlots')}</EmptyState>
        ) : (
          <>
            <div className="table-wrap">
              <table className="data" aria-label={t('employees.slotsTitle')}>
                <thead>
                  <tr>
                    <th>{t('employees.when')}</th>
                    <th>{t('calendar.product')}</th>
                    <th className="num">{t('calendar.sold')}</th>
                    <th>{t('employees.guides')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((s) => (
                    <tr key={`${s.slotId}-${s.date}`}>
                      <td>
                        {formatDate(s.date)} {formatTimeRange(s.startTime, s.endTime)}
                      </td>
                      <td>{s.productName}</td>
                      <td className="num">{s.sold}</td>
                      <td>{s.employees.length ? s.employees.map((e) => e.fullName).join(', ') : <Badge tone="warning">{t('employees.unstaffed')}</Badge>}</td>
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
