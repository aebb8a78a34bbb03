import { useTranslation } from 'react-i18next';
import type { CrmCustomerShortView } from '@pos/shared/api/crm';
import { Button } from '../../../ui/components';
import type { CrmLookup } from './crm-lookup';

/** Under the customer field: the CRM customer the sale is linked to, the matches to choose from, or that the CRM lookup is offline (issue 22, C295). */
export function CrmSuggestions({ lookup, chosen, onChoose, onUnlink }: { lookup: CrmLookup; chosen: { id: number; name: string } | null; onChoose(c: CrmCustomerShortView): void; onUnlink(): void }) {
  const { t } = useTranslation();
  if (chosen)
    return (
      <p className="crm-linked" data-testid="crm-linked">
        <span>{t('customer.crmLinked', { name: chosen.name })}</span>
        <Button kind="link" onClick={onUnlink}>
          {t('customer.crmUnlink')}
        </Button>
      </p>
    );
  if (!lookup.online)
    return (
      <p className="muted" data-testid="crm-offline">
        {t('customer.crmOffline')}
      </p>
    );
  if (lookup.crmInactive || lookup.customers.length === 0) return null;
  return (
    <ul className="crm-suggestions" aria-label={t('customer.crmMatches')} data-testid="crm-suggestions">
      {lookup.customers.map((c) => (
        <li key={c.id}>
          <button type="button" className="choice" data-crm-customer={c.id} onClick={() => onChoose(c)}>
            <span className="title">{c.fullName}</span>
            <span className="muted" dir="ltr">
              {[c.mobile, c.email].filter(Boolean).join(' · ')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
