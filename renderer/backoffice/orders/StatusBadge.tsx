import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/components';

const STATUS_TONE: Record<string, 'success' | 'warning' | 'muted' | 'danger'> = { OK: 'success', RQ: 'warning', CN: 'muted', ERR: 'danger' };

/** R-ORD-1: OK confirmed, RQ on request, CN cancelled, ERR error. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status] ?? 'info'}>{t(`orders.statuses.${status}`, { defaultValue: status })}</Badge>;
}
