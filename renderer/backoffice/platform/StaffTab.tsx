import { useTranslation } from 'react-i18next';
import { PLATFORM_RIGHTS, type PlatformRight } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { ErrorBox, Spinner } from '../../ui/components';
import { useApi } from '../../ui/use-api';

/** R-PERM-19: the platform's rights of each staff member (view, edit and create providers, and the other screens). */
export function StaffTab() {
  const { t } = useTranslation();
  const list = useApi(() => call('GET /api/platform/staff'), []);
  const toggle = async (userId: number, rights: PlatformRight[], right: PlatformRight) => {
    const next = rights.includes(right) ? rights.filter((r) => r !== right) : [...rights, right];
    const result = await call('POST /api/platform/staff/{id}/rights', { params: { id: userId }, body: { rights: next } });
    if (result.ok) list.reload();
  };
  if (list.loading && !list.data) return <Spinner />;
  if (list.error) return <ErrorBox message={list.error.message} onRetry={list.reload} />;
  return (
    <div className="table-wrap">
      <table aria-label={t('platform.tabs.staff')}>
        <thead>
          <tr>
            <th>{t('registration.fields.username')}</th>
            {PLATFORM_RIGHTS.map((r) => (
              <th key={r}>{t(`platform.rights.${r.replace('.', '_')}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data?.map((s) => (
            <tr key={s.userId}>
              <td>{s.username}</td>
              {PLATFORM_RIGHTS.map((r) => (
                <td key={r}>
                  <input type="checkbox" checked={s.rights.includes(r)} onChange={() => void toggle(s.userId, s.rights, r)} aria-label={`${s.username}: ${t(`platform.rights.${r.replace('.', '_')}`)}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
