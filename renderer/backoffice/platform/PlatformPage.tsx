import { useTranslation } from 'react-i18next';
import type { PlatformRight } from '@pos/shared/api/platform';
import { Spinner } from '../../ui/components';
import { Link } from '../../ui/router';
import type { PageProps } from '../page';
import { usePlatformRights } from './use-platform-staff';
import { RegistrationsTab } from './RegistrationsTab';
import { ProvidersTab } from './ProvidersTab';
import { PromosTab } from './PromosTab';
import { AgenciesTab } from './AgenciesTab';
import { StaffTab } from './StaffTab';
import { ModalAlertsTab } from './ModalAlertsTab';

const TABS: { key: string; right: PlatformRight; Tab: () => React.JSX.Element }[] = [
  { key: 'registrations', right: 'registrations', Tab: RegistrationsTab },
  { key: 'providers', right: 'providers.view', Tab: ProvidersTab },
  { key: 'promos', right: 'promos', Tab: PromosTab },
  { key: 'alerts', right: 'providers.edit', Tab: ModalAlertsTab },
  { key: 'agencies', right: 'agencies', Tab: AgenciesTab },
  { key: 'staff', right: 'staff', Tab: StaffTab },
];

/** /platform/{tab?}: the platform's own back office (000 §2 "Back office"), its tabs by the caller's rights (R-PERM-19). */
export default function PlatformPage({ params }: PageProps) {
  const { t } = useTranslation();
  const rights = usePlatformRights();
  const tabs = TABS.filter((tab) => rights.includes(tab.right));
  if (!tabs.length) return <Spinner />;
  const current = tabs.find((tab) => tab.key === params.tab) ?? tabs[0]!;
  return (
    <div className="stack">
      <nav className="tabs" aria-label={t('platform.title')}>
        {tabs.map((tab) => (
          <Link key={tab.key} to={`/platform/${tab.key}`} className={tab === current ? 'active' : undefined} aria-current={tab === current ? 'page' : undefined}>
            {t(`platform.tabs.${tab.key}`)}
          </Link>
        ))}
      </nav>
      <current.Tab />
    </div>
  );
}
