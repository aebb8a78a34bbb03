import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../ui/api';
import { Badge, Button } from '../../ui/components';
import { formatDate } from '../../ui/format';
import { useApi } from '../../ui/use-api';
import { FieldsModal } from './FieldsModal';
import { ListTable } from './ListTable';

/** Index agencies (R-USER-11): their access is sent within 3 business days; an overdue one is marked. */
export function AgenciesTab() {
  const { t } = useTranslation();
  const list = useApi(() => call('GET /api/platform/agencies'), []);
  const stats = useApi(() => call('GET /api/index-statistics', { quiet: true }), [list.data]);
  const [busy, setBusy] = useState<number | null>(null);
  const [addingTo, setAddingTo] = useState<number | null>(null);

  const sendAccess = async (id: number) => {
    setBusy(id);
    const result = await call('POST /api/platform/agencies/{id}/access', { params: { id } });
    setBusy(null);
    if (result.ok) list.reload();
  };
  const switchActive = async (id: number, active: boolean) => {
    const result = await call('POST /api/platform/agencies/{id}/active', { params: { id }, body: { active } });
    if (result.ok) list.reload();
  };

  return (
    <section className="stack" aria-label={t('platform.tabs.agencies')}>
      {stats.data ? (
        <div className="kpis">
          {(['activeAgencies', 'awaitingAccess', 'overdueAccess', 'agents', 'registeredThisMonth'] as const).map((k) => (
            <div key={k} className="kpi">
              <span className="kpi-label">{t(`platform.agencies.stats.${k}`)}</span>
              <span className="kpi-value">{stats.data![k]}</span>
            </div>
          ))}
        </div>
      ) : null}
      <ListTable
        list={list}
        empty={t('platform.agencies.none')}
        head={
          <tr>
            <th>{t('registration.agency.name')}</th>
            <th>{t('registration.agency.email')}</th>
            <th>{t('platform.agencies.agents')}</th>
            <th>{t('platform.agencies.accessDue')}</th>
            <th>{t('platform.registrations.status')}</th>
            <th />
          </tr>
        }
      >
        {(items) =>
          items.map((a) => (
            <tr key={a.id}>
              <td>{a.name}</td>
              <td>{a.email}</td>
              <td>{a.agents.map((g) => g.fullName).join(', ')}</td>
              <td>
                {formatDate(a.accessDueOn)} {a.overdue ? <Badge tone="danger">{t('platform.agencies.overdue')}</Badge> : null}
              </td>
              <td>
                <Badge tone={a.status === 'active' ? 'success' : a.status === 'inactive' ? 'muted' : 'warning'}>{t(`platform.agencies.status.${a.status}`)}</Badge>
              </td>
              <td>
                {a.status === 'awaiting-access' ? (
                  <Button kind="primary" busy={busy === a.id} onClick={() => void sendAccess(a.id)}>
                    {t('platform.agencies.sendAccess')}
                  </Button>
                ) : null}
                <Button kind="link" onClick={() => setAddingTo(a.id)}>
                  {t('platform.agencies.addAgent')}
                </Button>
                {a.status === 'awaiting-access' ? null : (
                  <Button kind="link" onClick={() => void switchActive(a.id, a.status !== 'active')}>
                    {a.status === 'active' ? t('platform.providers.deactivate') : t('platform.providers.activate')}
                  </Button>
                )}
              </td>
            </tr>
          ))
        }
      </ListTable>
      {addingTo !== null ? (
        <AgentForm
          agencyId={addingTo}
          onClose={() => setAddingTo(null)}
          onSaved={() => {
            setAddingTo(null);
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}

/** An agent of the agency (001 §3 Agent: full name, e-mail, mobile). */
function AgentForm({ agencyId, onClose, onSaved }: { agencyId: number; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  return (
    <FieldsModal
      title={t('platform.agencies.addAgent')}
      fields={(['fullName', 'email', 'mobile'] as const).map((name) => ({ name, label: t(`platform.agencies.agent.${name}`), type: name === 'email' ? 'email' : name === 'mobile' ? 'tel' : 'text' }))}
      post={(body) => call('POST /api/platform/agencies/{id}/agents', { params: { id: agencyId }, body, quiet: true })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
