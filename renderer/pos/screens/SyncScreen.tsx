import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '../../ui/components';
import { zoneDateTime } from '../state/zone';
import { useHotkeys } from '../keys/hotkeys';
import { send } from '../core/send';
import { onStationEvent, refreshStatus } from '../core/station';
import { problemText, showError } from '../core/errors';
import type { OutboxEntry } from '../core/handlers';
import { useStation } from '../state/station';

/**
 * F11: what the server said about this station's work. Operations it applied with a conflict flag
 * (sold over a slot's limit offline, a voucher or ticket used twice...) and operations it refused,
 * newest first, each with its words; Enter syncs now.
 */
export function SyncScreen() {
  const { t } = useTranslation();
  const pending = useStation((s) => s.status?.pending ?? 0);
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [syncing, setSyncing] = useState(false);

  const load = useCallback(async () => {
    const answer = await send('outbox-list', { statuses: ['conflict', 'rejected'], limit: 200 });
    if (answer.ok) setEntries(answer.data);
    else showError(answer.error);
  }, []);
  useEffect(() => {
    void load();
    return onStationEvent((e) => e.type === 'sync' && void load());
  }, [load]);

  const syncNow = async () => {
    setSyncing(true);
    const answer = await send('sync-now', {});
    setSyncing(false);
    if (!answer.ok) showError(answer.error);
    await Promise.all([load(), refreshStatus()]);
  };
  useHotkeys([{ key: 'Enter', label: 'keys.syncNow', run: () => void syncNow(), disabled: syncing }]);

  return (
    <section className="panel" data-testid="sync-screen">
      <h1>{t('sync.title')}</h1>
      <p className="muted">{t('sync.intro', { count: pending })}</p>
      <div className="form-actions">
        <Button kind="primary" onClick={() => void syncNow()} disabled={syncing}>
          {t('keys.syncNow')}
        </Button>
        {syncing ? <Spinner label={t('sync.syncing')} /> : null}
      </div>
      {entries === null ? (
        <Spinner />
      ) : entries.length === 0 ? (
        <EmptyState>{t('sync.none')}</EmptyState>
      ) : (
        <table className="data" data-testid="sync-attention">
          <thead>
            <tr>
              <th>{t('sync.when')}</th>
              <th>{t('sync.what')}</th>
              <th>{t('sync.order')}</th>
              <th>{t('sync.said')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.seq} data-outbox-status={e.status} data-flags={e.flags.join(' ')}>
                <td className="num">{zoneDateTime(e.stationClock)}</td>
                <td>{t(`sync.ops.${e.type}`, { defaultValue: e.type })}</td>
                <td className="num">{e.orderNumber ?? '—'}</td>
                <td>
                  {e.status === 'rejected' ? (
                    <span className="error-text">{t('sync.refused', { reason: e.reason ? problemText(e.reason) : '' })}</span>
                  ) : (
                    e.flags.map((f) => (
                      <p key={f} className="warning-text" data-flag={f}>
                        <strong>{t(`sync.flags.${f}`, { defaultValue: f })}</strong> {t(`sync.explain.${f}`, { defaultValue: '' })}
                      </p>
                    ))
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
