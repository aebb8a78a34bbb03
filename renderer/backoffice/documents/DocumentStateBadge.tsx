import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/components';

const TONES: Record<string, 'info' | 'success' | 'warning' | 'danger' | 'muted'> = { Initial: 'muted', InProgress: 'warning', Fail: 'danger', Done: 'success' };

/**
 * A document's state (R-INV-6: Initial, InProgress, Fail, Done) and what happened to it since:
 * refunded once (R-RCPT-7), cancelled (a proforma, R-INV-8), or waiting for its allocation number
 * (a refund InProgress waits instead for the office to settle its card money, issue 15).
 */
export function DocumentStateBadge({ document: doc }: { document: { state: string; status: string; refunded: boolean; allocationNumber?: string | null; type?: string; docType?: string } }) {
  const { t } = useTranslation();
  const refund = (doc.type ?? doc.docType) === 'refund';
  return (
    <span className="document-state">
      <Badge tone={TONES[doc.state] ?? 'info'}>{t(`documents.states.${doc.state}`, { defaultValue: doc.state })}</Badge>
      {doc.refunded ? <Badge tone="warning">{t('documents.refunded')}</Badge> : null}
      {doc.status === 'cancelled' ? <Badge tone="muted">{t('documents.cancelled')}</Badge> : null}
      {doc.status === 'void' ? <Badge tone="muted">{t('documents.void')}</Badge> : null}
      {doc.state === 'InProgress' && refund ? <span className="muted"> {t('documents.cardRefund.short')}</span> : null}
      {doc.state === 'InProgress' && !refund && doc.allocationNumber === null ? <span className="muted"> {t('documents.allocation.waiting')}</span> : null}
    </span>
  );
}
