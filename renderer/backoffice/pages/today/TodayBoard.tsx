import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../../ui/api';
import { ErrorBox, Spinner } from '../../../ui/components';
import { useApi } from '../../../ui/use-api';
import { useCan } from '../../session';
import { ArrivalsCard, ConflictsCard, OnRequestCard, SalesCard, SlotsCard, StationsCard } from './TodayCards';
import './today.css';

/** How often the open page reads the day again (stations go online and offline, sales come in). */
const REFRESH_MS = 60_000;

/** Home's Today (issue 18; FareHarbor's dashboard, ROLLER's venue manager): the provider's day in aligned cards. */
export function TodayBoard() {
  const { t } = useTranslation();
  const canViewOrders = useCan(Permission.ViewOrders);
  const canViewSettings = useCan(Permission.ViewProviderSettings);
  const today = useApi(() => call('GET /api/dashboard/today'), []);
  const { reload } = today;
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  if (!today.data) {
    if (today.error) return <ErrorBox message={t('home.today.loadFailure')} onRetry={today.reload} />;
    return (
      <div className="today-grid" aria-busy="true">
        <section className="card today-card today-loading">
          <Spinner label={t('home.today.loading')} />
        </section>
      </div>
    );
  }
  const data = today.data;
  return (
    <div className="today-grid" data-today={data.date}>
      <SalesCard data={data} />
      <ArrivalsCard data={data} />
      <OnRequestCard data={data} canViewOrders={canViewOrders} />
      <SlotsCard data={data} />
      <StationsCard data={data} canViewSettings={canViewSettings} />
      <ConflictsCard data={data} canViewOrders={canViewOrders} />
    </div>
  );
}
