import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../ui/components';
import { zoneDateTime } from '../../state/zone';
import { useHotkeys } from '../../keys/hotkeys';
import { useScans } from '../../keys/scans';
import { useStation } from '../../state/station';
import { dropParked, parkedOf, resumeParked, useParked } from '../../state/parked';

/** The sales parked in this shift: take one up again (the cart in progress is parked in its place) or drop it. */
export function ParkedDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const shiftUuid = useStation((s) => s.status?.shift?.uuid ?? null);
  const sales = parkedOf(useParked((s) => s.sales), shiftUuid);
  useHotkeys([{ key: 'Escape', label: 'keys.cancel', run: onClose }], { modal: true });
  useScans(() => undefined);
  return (
    <Modal title={t('parked.title')} onClose={onClose}>
      {sales.length === 0 ? (
        <p className="muted">{t('parked.none')}</p>
      ) : (
        <ul className="parked-list" data-testid="parked-list">
          {sales.map((s) => {
            const tickets = s.lines.reduce((n, l) => n + l.quantity, 0);
            const who = [s.customer.firstName, s.customer.lastName].filter(Boolean).join(' ');
            return (
              <li key={s.id} data-parked={s.id} data-parked-by={s.cashier?.id ?? ''}>
                <div>
                  <strong>{[...new Set(s.lines.map((l) => l.productName))].join(', ')}</strong>
                  <div className="muted">
                    {t('parked.tickets', { count: tickets })} · <span className="num">{zoneDateTime(s.parkedAt)}</span>
                    {who ? ` · ${who}` : ''}
                  </div>
                  {s.cashier ? (
                    <div className="muted" data-testid="parked-cashier">
                      {t('parked.by', { name: s.cashier.name })}
                    </div>
                  ) : null}
                </div>
                <span className="spacer" />
                <Button kind="primary" onClick={() => (shiftUuid && resumeParked(s.id, shiftUuid), onClose())} data-testid="resume-parked">
                  {t('parked.resume')}
                </Button>
                <Button kind="danger" onClick={() => dropParked(s.id)}>
                  {t('parked.drop')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
