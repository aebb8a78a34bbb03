import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '@pos/shared/api/crm';
import type { QuoteStatus } from '@pos/shared/api/quotes';
import { Badge } from '../../ui/components';

const LEAD_TONES: Record<LeadStatus, 'info' | 'warning' | 'success' | 'muted'> = { New: 'info', InProgress: 'warning', Done: 'success', NotActive: 'muted' };
const QUOTE_TONES: Record<QuoteStatus, 'info' | 'warning' | 'success'> = { Draft: 'info', Sent: 'warning', Accepted: 'success' };

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return <Badge tone={LEAD_TONES[status]}>{t(`crm.leadStatus.${status}`)}</Badge>;
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <Badge tone={QUOTE_TONES[status]}>{t(`crm.quoteStatus.${status}`)}</Badge>;
}
