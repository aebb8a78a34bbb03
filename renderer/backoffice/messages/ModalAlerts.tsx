import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../ui/components';
import { call } from '../../ui/api';
import { useSession } from '../session';

/**
 * The platform's modal alerts of init (001 §3), one at a time in front of the back office until the
 * user closes each: closing calls C009 cancel-modal-alert so it is not shown to this user again.
 */
export function ModalAlerts() {
  const { t } = useTranslation();
  const alerts = useSession((s) => s.init?.modalAlerts ?? []);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const alert = alerts.find((a) => !closed.has(a.id));
  if (!alert) return null;
  const close = async () => {
    setBusy(true);
    // Closed on screen even when the call fails (shown again at the next start).
    await call('GET /api/cancel-modal-alert/{id}', { params: { id: alert.id }, quiet: true });
    setBusy(false);
    setClosed((c) => new Set([...c, alert.id]));
  };
  return (
    <Modal
      title={alert.title}
      onClose={() => void close()}
      footer={
        <Button kind="primary" busy={busy} onClick={() => void close()} data-testid="close-modal-alert">
          {t('modalAlert.gotIt')}
        </Button>
      }
    >
      <p className="modal-alert-body" dir="auto" style={{ whiteSpace: 'pre-line' }}>
        {alert.body}
      </p>
    </Modal>
  );
}
