import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderZone, zoneDateTime, zoneTime } from '../state/zone';
import { displayName, useStation } from '../state/station';
import { lockStation, logout } from '../core/station';
import { go } from '../state/nav';

/** Always on screen: online or offline, operations waiting to sync, the open shift and the cashier. */
export function StatusBar() {
  const { t } = useTranslation();
  const linked = useStation((s) => s.linked);
  const s = useStation((x) => x.status);
  const zone = useProviderZone();
  const online = linked && (s?.online ?? false);
  const pending = s?.pending ?? 0;
  // Sales and scans the server flagged or refused: the cashier (and the manager) should look (F11).
  const attention = (s?.conflicts ?? 0) + (s?.rejected ?? 0);
  return (
    <header className="status-bar" data-testid="status-bar">
      <span className="brand">{s?.station?.name || s?.providerName || t('appName')}</span>
      <span className={`item ${online ? 'online' : 'offline'}`} data-status={online ? 'online' : 'offline'} title={s?.lastSyncAt ? t('status.lastSync', { at: zoneDateTime(s.lastSyncAt, zone) }) : undefined}>
        <span className="dot" aria-hidden="true" />
        {!linked ? t('status.noCore') : online ? t('status.online') : t('status.offline')}
      </span>
      <span className={`item ${pending > 0 ? 'pending-some' : ''}`} data-pending={pending}>
        {t('status.pending', { count: pending })}
      </span>
      {attention > 0 ? (
        <button type="button" className="item attention" data-attention={attention} onClick={() => go({ name: 'sync' })}>
          {t('status.attention', { count: attention })}
        </button>
      ) : null}
      {s?.refused ? <span className="item offline">{t('status.refused')}</span> : null}
      {s?.numbersForTheDay.short ? (
        // Receipt numbers will not last the day (docs/decisions/receipt-number-blocks.md): say so before the last sale.
        <span className="item offline" role="alert" data-numbers-left={s.numbersForTheDay.left}>
          {s.numbersForTheDay.left === 0 ? t('status.numbersOut') : t('status.numbersShort', { count: s.numbersForTheDay.left })}
        </span>
      ) : null}
      {(s?.problems ?? []).map((code) => (
        <span key={code} className="item offline" data-problem={code}>
          {t(`status.problems.${code}`, { defaultValue: code })}
        </span>
      ))}
      <span className="item" data-shift={s?.shift ? 'open' : 'none'}>
        {s?.shift ? t('status.shiftOpen', { at: zoneDateTime(s.shift.openedAt, zone) }) : t('status.noShift')}
      </span>
      <span className="spacer" />
      {s?.user ? (
        <>
          {/* Issue 16: the cashier's name is the quick switch (Ctrl+L): back to the PIN screen, the shift stays. */}
          <button type="button" className="btn item switch-cashier" data-cashier={s.user.username} data-testid="switch-cashier" title={`${t('keys.switchCashier')} (Ctrl+L)`} aria-label={`${t('status.cashier', { name: displayName(s.user) })} · ${t('keys.switchCashier')}`} onClick={() => void lockStation()}>
            <span aria-hidden="true">⇄</span>
            <bdi>{displayName(s.user)}</bdi>
          </button>
          <button type="button" className="btn" onClick={() => void logout()}>
            {t('logout')}
          </button>
        </>
      ) : null}
      <Clock />
    </header>
  );
}

/** The time in the provider's zone (the receipts' zone), whatever the computer's zone is. */
function Clock() {
  const zone = useProviderZone();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="item num" aria-hidden="true" data-testid="clock">
      {zoneTime(now, zone)}
    </span>
  );
}
