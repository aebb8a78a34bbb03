import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderZone, zoneDate, zoneDateTime, zoneTime } from '../state/zone';
import { displayName, useStation } from '../state/station';
import { lockStation, logout } from '../core/station';
import { go } from '../state/nav';

/**
 * Always on screen: online or offline, operations waiting to sync, the open shift and the cashier.
 * One row at 1024 wide in every language (issue 16): the "needs attention" count is an icon with the
 * count (its words in the tooltip and the accessible name), and the lower-priority parts (the brand,
 * the shift's opening time, long warnings) shorten with an ellipsis, their whole text in a tooltip.
 */
export function StatusBar() {
  const { t } = useTranslation();
  const linked = useStation((s) => s.linked);
  const s = useStation((x) => x.status);
  const zone = useProviderZone();
  const online = linked && (s?.online ?? false);
  const pending = s?.pending ?? 0;
  // Sales and scans the server flagged or refused: the cashier (and the manager) should look (F11).
  const attention = (s?.conflicts ?? 0) + (s?.rejected ?? 0);
  const brand = s?.station?.name || s?.providerName || t('appName');
  const numbersText = (left: number) => (left === 0 ? t('status.numbersOut') : t('status.numbersShort', { count: left }));
  // A shift opened today shows its time only (the date in the tooltip): the bar keeps one row at 1024.
  const openedToday = s?.shift ? zoneDate(s.shift.openedAt, zone) === zoneDate(new Date(), zone) : false;
  const shift = s?.shift ? t('status.shiftOpen', { at: openedToday ? zoneTime(s.shift.openedAt, zone) : zoneDateTime(s.shift.openedAt, zone) }) : t('status.noShift');
  const shiftTitle = s?.shift ? t('status.shiftOpen', { at: zoneDateTime(s.shift.openedAt, zone) }) : shift;
  return (
    <header className={`status-bar${s?.refused || s?.numbersForTheDay.short || (s?.problems ?? []).length > 0 ? ' crowded' : ''}`} data-testid="status-bar">
      {/* dir auto: a Latin name in he-IL is cut at its own end, not its beginning. */}
      <span className="brand shrink" dir="auto" title={brand}>
        {brand}
      </span>
      <span className={`item ${online ? 'online' : 'offline'}`} data-status={online ? 'online' : 'offline'} title={s?.lastSyncAt ? t('status.lastSync', { at: zoneDateTime(s.lastSyncAt, zone) }) : undefined}>
        <span className="dot" aria-hidden="true" />
        {!linked ? t('status.noCore') : online ? t('status.online') : t('status.offline')}
      </span>
      <span className={`item ${pending > 0 ? 'pending-some' : ''}`} data-pending={pending}>
        {t('status.pending', { count: pending })}
      </span>
      {attention > 0 ? (
        <button type="button" className="item attention" data-attention={attention} title={t('status.attention', { count: attention })} aria-label={t('status.attention', { count: attention })} onClick={() => go({ name: 'sync' })}>
          <span aria-hidden="true">⚠</span>
          <span className="num">{attention}</span>
        </button>
      ) : null}
      {s?.refused ? (
        <span className="item offline shrink" title={t('status.refused')}>
          {t('status.refused')}
        </span>
      ) : null}
      {s?.numbersForTheDay.short ? (
        // Receipt numbers will not last the day (docs/decisions/receipt-number-blocks.md): say so before the last sale.
        <span className="item offline shrink" role="alert" data-numbers-left={s.numbersForTheDay.left} title={numbersText(s.numbersForTheDay.left)}>
          {numbersText(s.numbersForTheDay.left)}
        </span>
      ) : null}
      {(s?.problems ?? []).map((code) => (
        <span key={code} className="item offline shrink" data-problem={code} title={t(`status.problems.${code}`, { defaultValue: code })}>
          {t(`status.problems.${code}`, { defaultValue: code })}
        </span>
      ))}
      <span className="item shrink" data-shift={s?.shift ? 'open' : 'none'} title={shiftTitle}>
        {shift}
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
