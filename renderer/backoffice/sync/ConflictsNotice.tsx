import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useCan } from '../session';
import { CONFLICTS_PAGE_SIZE } from './conflicts';

/** Home: how many orders offline sync flagged, linking to them; nothing when none (or no ViewOrders). */
export function ConflictsNotice() {
  const { t } = useTranslation();
  const canView = useCan(Permission.ViewOrders);
  const first = useApi(() => (canView ? call('GET /api/sync-conflicts', { query: { pageIndex: 0 }, quiet: true }) : null), [canView]);
  const n = first.data?.length ?? 0;
  if (n === 0) return null;
  return (
    <section className="card alert-panel" aria-label={t('titles.conflicts')} data-conflicts={n}>
      <h3>{t('titles.conflicts')}</h3>
      <p>{n >= CONFLICTS_PAGE_SIZE ? t('conflicts.countMany', { n: CONFLICTS_PAGE_SIZE }) : t('conflicts.count', { n })}</p>
      <Link to="/sync-conflicts">{t('conflicts.open')}</Link>
    </section>
  );
}
