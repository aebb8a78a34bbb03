import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATION_STATUSES, type OperationStatus, type PlatformProviderView } from '@pos/shared/api/platform';
import { call } from '../../ui/api';
import { Badge, Button } from '../../ui/components';
import { Link } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { FieldsModal } from './FieldsModal';
import { ListTable } from './ListTable';
import { usePlatformRights } from './use-platform-staff';

/** Providers (R-SET-8 activation with a confirmation, R-CRM-8 CRM module, R-CLIENT-27 operation status), and a new provider (R-PERM-19). */
export function ProvidersTab() {
  const { t } = useTranslation();
  const rights = usePlatformRights();
  const list = useApi(() => call('GET /api/platform/providers'), []);
  const [creating, setCreating] = useState(false);
  const edit = rights.includes('providers.edit');

  const switchActive = async (p: PlatformProviderView) => {
    const result = await call('POST /api/platform/providers/{id}/active', { params: { id: p.id }, body: { active: !p.active } });
    if (result.ok) list.reload();
  };
  const switchCrm = async (p: PlatformProviderView) => {
    const result = await call('POST /api/platform/providers/{id}/crm-module', { params: { id: p.id }, body: { active: !p.crmModuleActive } });
    if (result.ok) list.reload();
  };
  const setStatus = async (p: PlatformProviderView, status: OperationStatus) => {
    const result = await call('POST /api/platform/providers/{id}/operation-status', { params: { id: p.id }, body: { status } });
    if (result.ok) list.reload();
  };

  return (
    <section className="stack" aria-label={t('platform.tabs.providers')}>
      {rights.includes('providers.create') ? (
        <div className="toolbar">
          <Button kind="primary" onClick={() => setCreating(true)}>
            {t('platform.providers.create')}
          </Button>
        </div>
      ) : null}
      <ListTable
        list={list}
        empty={t('platform.providers.none')}
        head={
          <tr>
            <th>{t('platform.providers.name')}</th>
            <th>{t('registration.fields.companyId')}</th>
            <th>{t('platform.providers.registration')}</th>
            <th>{t('platform.providers.active')}</th>
            <th>{t('platform.providers.crm')}</th>
            <th>{t('platform.providers.operationStatus')}</th>
            <th />
          </tr>
        }
      >
        {(items) =>
          items.map((p) => (
            <tr key={p.id} data-provider={p.name}>
              <td>{p.name}</td>
              <td className="mono">{p.companyId}</td>
              <td>{p.registrationStatus ? t(`registration.status.${p.registrationStatus}`) : t('platform.providers.byPlatform')}</td>
              <td>
                <Badge tone={p.active ? 'success' : 'muted'}>{p.active ? t('platform.providers.isActive') : t('platform.providers.isInactive')}</Badge>{' '}
                {edit ? (
                  <Button kind="link" onClick={() => void switchActive(p)}>
                    {p.active ? t('platform.providers.deactivate') : t('platform.providers.activate')}
                  </Button>
                ) : null}
              </td>
              <td>
                <label className="field-check">
                  <input type="checkbox" checked={p.crmModuleActive} disabled={!edit} onChange={() => void switchCrm(p)} aria-label={t('platform.providers.crmOf', { name: p.name })} />
                  {p.crmModuleActive ? t('platform.providers.on') : t('platform.providers.off')}
                </label>
              </td>
              <td>
                <select value={p.operationStatus} disabled={!edit} onChange={(e) => void setStatus(p, e.target.value as OperationStatus)} aria-label={t('platform.providers.operationStatusOf', { name: p.name })}>
                  {OPERATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`platform.operationStatus.${s}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <Link to={`/platform/provider/${p.id}`}>{t('platform.providers.termsAndSettlement')}</Link>
              </td>
            </tr>
          ))
        }
      </ListTable>
      {creating ? <CreateProvider onClose={() => setCreating(false)} onCreated={list.reload} /> : null}
    </section>
  );
}

/** A new provider (R-PERM-19): its company, contacts and first user. */
function CreateProvider({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const { t } = useTranslation();
  return (
    <FieldsModal
      title={t('platform.providers.create')}
      fields={(['companyName', 'companyId', 'email', 'mobile', 'username', 'password'] as const).map((name) => ({ name, label: t(`registration.fields.${name}`), type: name === 'password' ? 'password' : 'text' }))}
      post={(body) => call('POST /api/platform/providers', { body, quiet: true })}
      onSaved={() => {
        onCreated();
        onClose();
      }}
      onClose={onClose}
    />
  );
}
