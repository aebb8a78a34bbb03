import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { CrmCustomerShort } from '@pos/shared/api/crm';
import { Permission } from '@pos/shared/permissions';
import { call } from '../../ui/api';
import { Button } from '../../ui/components';
import { useCan, useSession } from '../session';

export type CrmCustomerMatch = Static<typeof CrmCustomerShort>;

/**
 * The CRM customers whose mobile or e-mail matches what is typed in a new order's customer fields
 * (C295), offered to fill the fields; shown only where the CRM is open to the user (R-CRM-8).
 */
export function CrmCustomerMatches({ keyword, chosenId, onPick }: { keyword: string; chosenId: number | null; onPick(customer: CrmCustomerMatch): void }) {
  const { t } = useTranslation();
  const moduleOn = useSession((s) => s.init?.crmModule ?? false);
  const mayUse = useCan(Permission.CrmModule);
  const crmOn = moduleOn && mayUse;
  const [matches, setMatches] = useState<CrmCustomerMatch[]>([]);
  const k = keyword.trim();
  useEffect(() => {
    if (!crmOn || k.replace(/[\s\-()+]/g, '').length < 3) return setMatches([]);
    let live = true;
    const timer = setTimeout(() => {
      void call('GET /api/crm-customer/for-order/get', { query: { keyword: k }, quiet: true }).then((res) => {
        if (live) setMatches(res.ok ? res.data.slice(0, 5) : []);
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [crmOn, k]);
  const offered = matches.filter((m) => m.id !== chosenId);
  if (!crmOn || (offered.length === 0 && chosenId === null)) return null;
  return (
    <div className="crm-matches" aria-label={t('crm.forOrder.title')} role="group">
      {chosenId !== null ? <p className="hint">{t('crm.forOrder.chosen')}</p> : null}
      {offered.map((m) => (
        <Button key={m.id} kind="link" onClick={() => onPick(m)} data-testid={`crm-match-${m.id}`}>
          {t('crm.forOrder.use', { name: m.fullName })} <span dir="ltr">{[m.mobile, m.email].filter(Boolean).join(' · ')}</span>
        </Button>
      ))}
    </div>
  );
}
