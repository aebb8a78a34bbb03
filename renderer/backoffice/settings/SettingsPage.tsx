import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Badge, Button, EmptyState, ErrorBox, Modal, Pager, Spinner, TextField } from '../../ui/components';
import { FormFooter } from '../../ui/form-parts';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/notices';
import { Link, navigate, setQuery, useLocation } from '../../ui/router';
import { useApi } from '../../ui/use-api';
import { useForm } from '../../ui/use-form';
import type { Station, StationWithCode } from '../api-types';
import { useCan, useSession } from '../session';
import type { PageProps } from '../page';
import { OrderSettings } from './OrderSettings';
import { CurrencyRates } from './CurrencyRates';
import { ContractFields } from './ContractFields';
import { CalendarSettings } from './CalendarSettings';
import { StationLockSettings } from './StationLockSettings';

const SECTIONS = ['users', 'profiles', 'stations', 'orders', 'calendar', 'currencies', 'contract'] as const;

/**
 * /provider/settings: the provider's users, profiles, cashier stations, order settings and currency
 * rates (the sections whose server calls exist). Reading needs ViewProviderSettings; changes EditProviderSettings.
 */
export default function SettingsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const section = (SECTIONS as readonly string[]).includes(search.get('section') ?? '') ? (search.get('section') as (typeof SECTIONS)[number]) : 'users';
  const provider = useSession((s) => s.init?.provider);
  return (
    <div className="stack">
      <section className="card">
        <h2>{provider?.name}</h2>
        <dl className="facts">
          <dt>{t('settings.vat')}</dt>
          <dd>{provider ? `${provider.vatPercent}%` : ''}</dd>
          <dt>{t('settings.timezone')}</dt>
          <dd>
              <bdi dir="ltr">{provider?.timezone}</bdi>
            </dd>
        </dl>
      </section>
      <nav className="tabs" aria-label={t('settings.sections')}>
        {SECTIONS.map((s) => (
          <Link key={s} to={`/provider/settings?section=${s}`} className={s === section ? 'active' : undefined}>
            {t(`settings.section.${s}`)}
          </Link>
        ))}
      </nav>
      {section === 'users' ? <UsersSection /> : null}
      {section === 'profiles' ? <ProfilesSection /> : null}
      {section === 'stations' ? <StationsSection /> : null}
      {section === 'stations' ? <StationLockSettings /> : null}
      {section === 'orders' ? <OrderSettings /> : null}
      {section === 'calendar' ? <CalendarSettings /> : null}
      {section === 'currencies' ? <CurrencyRates /> : null}
      {section === 'contract' ? <ContractFields /> : null}
    </div>
  );
}

function UsersSection() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const keyword = search.get('keyword') ?? '';
  const pageIndex = Number(search.get('page') ?? 0);
  const users = useApi(() => call('POST /api/provider/users/search', { body: { keyword: keyword || undefined, pageIndex, pageSize: 20 } }), [keyword, pageIndex]);
  const [draft, setDraft] = useState(keyword);
  return (
    <section className="card stack">
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ keyword: draft, page: null });
        }}
      >
        <TextField label={t('settings.searchUsers')} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">{t('orders.search')}</Button>
        <span className="spacer" />
        {canEdit ? (
          <Button kind="primary" onClick={() => navigate('/provider/user/new')}>
            {t('settings.newUser')}
          </Button>
        ) : null}
      </form>
      {users.loading ? <Spinner /> : null}
      {users.error ? <ErrorBox message={users.error.message} onRetry={users.reload} /> : null}
      {users.data ? (
        users.data.items.length === 0 ? (
          <EmptyState>{t('settings.noUsers')}</EmptyState>
        ) : (
          <>
            <table className="data">
              <thead>
                <tr>
                  <th>{t('settings.username')}</th>
                  <th>{t('orders.name')}</th>
                  <th>{t('settings.profile')}</th>
                  <th>{t('orders.email')}</th>
                  <th>{t('orders.status')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((u) => (
                  <tr key={u.id} className="clickable" onClick={() => navigate(`/provider/user/${u.id}`)}>
                    <td>
                      <Link to={`/provider/user/${u.id}`}>{u.username}</Link>
                    </td>
                    <td>{`${u.firstName} ${u.lastName}`.trim()}</td>
                    <td>{u.profileName ?? ''}</td>
                    <td dir="ltr">{u.email ?? ''}</td>
                    <td>{u.active ? <Badge tone="success">{t('catalogue.statuses.active')}</Badge> : <Badge tone="muted">{t('catalogue.statuses.inactive')}</Badge>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageIndex={users.data.pageIndex} pageSize={users.data.pageSize} total={users.data.total} onPage={(page) => setQuery({ page })} />
          </>
        )
      ) : null}
    </section>
  );
}

function ProfilesSection() {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const profiles = useApi(() => call('GET /api/provider/profiles'), []);
  return (
    <section className="card stack">
      <div className="toolbar">
        <span className="spacer" />
        {canEdit ? (
          <Button kind="primary" onClick={() => navigate('/provider/profile/new')}>
            {t('settings.newProfile')}
          </Button>
        ) : null}
      </div>
      {profiles.loading ? <Spinner /> : null}
      {profiles.data ? (
        <table className="data">
          <thead>
            <tr>
              <th>{t('settings.profile')}</th>
              <th className="num">{t('settings.permissionsCount')}</th>
              <th className="num">{t('settings.usersCount')}</th>
              <th>{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {profiles.data.map((p) => (
              <tr key={p.id} className="clickable" onClick={() => navigate(`/provider/profile/${p.id}`)}>
                <td>
                  <Link to={`/provider/profile/${p.id}`}>{p.name}</Link>
                </td>
                <td className="num">{p.permissions.length}</td>
                <td className="num">{p.usersCount}</td>
                <td>{p.active ? <Badge tone="success">{t('catalogue.statuses.active')}</Badge> : <Badge tone="muted">{t('catalogue.statuses.inactive')}</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** Cashier stations: create one (a pairing code to type at the station), renew the code, revoke; and the manager code. */
function StationsSection() {
  const { t } = useTranslation();
  const canEdit = useCan(Permission.EditProviderSettings);
  const stations = useApi(() => call('GET /api/cashier-stations'), []);
  // A manager code set before the 6-digit rule still works: ask for a new one.
  const providerSettings = useApi(() => call('GET /api/get-provider-settings'), []);
  const [code, setCode] = useState<StationWithCode | null>(null);
  const [creating, setCreating] = useState(false);
  const [managerCode, setManagerCode] = useState(false);
  const renew = async (s: Station) => {
    const result = await call('POST /api/cashier-stations/{id}/pairing-code', { params: { id: s.id } });
    if (result.ok) {
      setCode(result.data);
      stations.reload();
    }
  };
  const revoke = async (s: Station) => {
    if ((await call('POST /api/cashier-stations/{id}/revoke', { params: { id: s.id } })).ok) stations.reload();
  };
  return (
    <section className="card stack">
      {canEdit ? (
        <div className="toolbar">
          <Button kind="primary" onClick={() => setCreating(true)}>
            {t('stations.new')}
          </Button>
          <Button onClick={() => setManagerCode(true)}>{t('stations.managerCode')}</Button>
        </div>
      ) : null}
      {providerSettings.data?.managerCodeNeedsRenewal ? (
        <div className="alert alert-warning" role="status" data-testid="manager-code-renewal">
          {t('stations.managerCodeRenewal')}
        </div>
      ) : null}
      {stations.loading ? <Spinner /> : null}
      {stations.data?.length === 0 ? <EmptyState>{t('stations.empty')}</EmptyState> : null}
      {stations.data?.length ? (
        <table className="data">
          <thead>
            <tr>
              <th>{t('stations.number')}</th>
              <th>{t('orders.name')}</th>
              <th>{t('stations.cashierIdentifier')}</th>
              <th>{t('orders.status')}</th>
              <th>{t('stations.lastSeen')}</th>
              {canEdit ? <th /> : null}
            </tr>
          </thead>
          <tbody>
            {stations.data.map((s) => (
              <tr key={s.id}>
                <td>{s.number}</td>
                <td>{s.name}</td>
                <td>{s.cashierIdentifier}</td>
                <td>{s.revokedAt ? <Badge tone="danger">{t('stations.revoked')}</Badge> : s.paired ? <Badge tone={s.status === 'connected' ? 'success' : 'muted'}>{t(`stations.status.${s.status}`, { defaultValue: s.status })}</Badge> : <Badge tone="warning">{t('stations.notPaired')}</Badge>}</td>
                <td>{formatDateTime(s.lastSeenAt)}</td>
                {canEdit ? (
                  <td className="num">
                    {!s.revokedAt ? (
                      <>
                        <Button kind="link" onClick={() => void renew(s)}>
                          {t('stations.newCode')}
                        </Button>
                        <Button kind="link" onClick={() => void revoke(s)}>
                          {t('stations.revoke')}
                        </Button>
                      </>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {creating ? (
        <NewStationDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setCode(created);
            stations.reload();
          }}
        />
      ) : null}
      {code ? (
        <Modal title={t('stations.pairingCode')} onClose={() => setCode(null)}>
          <p>{t('stations.pairingText', { name: code.station.name })}</p>
          <p className="pairing-code" dir="ltr" data-testid="pairing-code">
            {code.pairingCode}
          </p>
          <p>{t('stations.pairingIdentifier')}</p>
          <p className="pairing-code" dir="ltr" data-testid="pairing-identifier">
            {code.station.cashierIdentifier}
          </p>
          <p className="muted">{t('stations.expires', { at: formatDateTime(code.pairingExpiresAt) })}</p>
        </Modal>
      ) : null}
      {managerCode ? <ManagerCodeDialog onClose={() => setManagerCode(false)} /> : null}
    </section>
  );
}

function NewStationDialog({ onClose, onCreated }: { onClose(): void; onCreated(s: StationWithCode): void }) {
  const { t } = useTranslation();
  const form = useForm({ name: '', cashierIdentifier: '' });
  const save = async () => {
    const created = await form.save('POST /api/cashier-stations', { body: form.values });
    if (created) onCreated(created);
  };
  return (
    <Modal
      title={t('stations.new')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={form.busy} onClick={() => void save()}>
            {t('common:save')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <TextField label={t('orders.name')} value={form.values.name} onChange={(e) => form.set('name', e.target.value)} error={form.errors.name} autoFocus />
      <TextField label={t('stations.cashierIdentifier')} value={form.values.cashierIdentifier} onChange={(e) => form.set('cashierIdentifier', e.target.value)} error={form.errors.cashierIdentifier} />
      <FormFooter message={form.message} />
    </Modal>
  );
}

function ManagerCodeDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const form = useForm({ managerCode: '' });
  const save = async () => {
    if ((await form.save('POST /api/provider/manager-code', { body: form.values })) !== undefined) {
      toast('success', t('saved'));
      onClose();
    }
  };
  return (
    <Modal
      title={t('stations.managerCode')}
      onClose={onClose}
      footer={
        <>
          <Button kind="primary" busy={form.busy} onClick={() => void save()}>
            {t('common:save')}
          </Button>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
        </>
      }
    >
      <TextField label={t('stations.newManagerCode')} type="password" autoComplete="new-password" value={form.values.managerCode} onChange={(e) => form.set('managerCode', e.target.value)} error={form.errors.managerCode} autoFocus />
      <FormFooter message={form.message} />
    </Modal>
  );
}
