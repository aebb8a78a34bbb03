import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Spinner } from '../../ui/components';
import { formatDate, today } from '../../ui/format';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan, useSession } from '../session';
import { visibleMenu } from '../menu';
import { ConflictsNotice } from '../sync/ConflictsNotice';
import { TodayBoard } from './today/TodayBoard';

/**
 * Home (000 §2): a greeting, the unfinished-products alert (R-PROD-3..5) and, for staff who see the
 * reports (10), Today (issue 18): the day's sales, arrivals, slots, waiting orders, conflicts and
 * stations. Without it: the conflicts notice and shortcuts to what the menu offers, aligned.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const init = useSession((s) => s.init);
  const permissions = useSession((s) => s.permissions);
  const canSeeProducts = useCan(Permission.ProductsViewSearch);
  const canSeeToday = useCan(Permission.ReportsView);
  const hour = new Date().getHours();
  const part = hour < 5 ? 'evening' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  const name = init?.user.firstName || init?.user.username || '';
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long' }).format(new Date());
  return (
    <div className="home">
      <section className="card greeting">
        <h2>{t(`home.greeting.${part}`, { name })}</h2>
        <p className="muted">
          {init?.provider ? `${init.provider.name} · ` : null}
          {weekday} <bdi dir="ltr">{formatDate(today())}</bdi>
        </p>
      </section>
      {canSeeProducts ? <UnfinishedProducts /> : null}
      {canSeeToday ? (
        <TodayBoard />
      ) : (
        <>
          <ConflictsNotice />
          <nav className="home-shortcuts" aria-label={t('home.shortcuts')}>
            {visibleMenu(permissions, init?.crmModule ?? false)
              .filter((e) => e.to !== '/')
              .map((e) => (
                <Link key={e.key} to={e.to} className="shortcut card">
                  {t(`menu.${e.key}`)}
                </Link>
              ))}
          </nav>
        </>
      )}
    </div>
  );
}

function UnfinishedProducts() {
  const { t } = useTranslation();
  const alerts = useApi(() => call('GET /api/product/alerts'), []);
  if (alerts.loading) return <Spinner />;
  if (!alerts.data?.length) return null;
  return (
    <section className="card alert-panel" aria-label={t('home.unfinished')}>
      <h3>{t('home.unfinished')}</h3>
      <ul className="plain-list">
        {alerts.data.map((a) => (
          <li key={a.productId}>
            <Link to={`/product/${a.productId}`}>{a.productName}</Link>{' '}
            {a.types.map((type) => (
              <Badge key={type} tone={type === 'OnAir' ? 'info' : 'warning'}>
                {t(`alerts.${type}`)}
              </Badge>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
