import { useEffect, useState } from 'react';
import type { CrmCustomerShortView } from '@pos/shared/api/crm';
import { send } from '../../core/send';

/** What the customer field shows under its inputs: CRM customers to choose, or that the lookup is offline. */
export interface CrmLookup {
  online: boolean;
  crmInactive: boolean;
  customers: CrmCustomerShortView[];
}

export const CRM_LOOKUP_DELAY_MS = 300;
const IDLE: CrmLookup = { online: true, crmInactive: false, customers: [] };

/**
 * Issue 22 (C295 at the POS): the provider's CRM customers matching what was typed (2 characters or
 * more), asked of the station (which asks the server with its own credentials) 300 ms after the
 * last key; the newest keyword wins. Offline the station answers `online: false`.
 */
/** One ask of the station; under 2 characters nothing is asked (the last answer's online state is kept by the caller). */
export async function askCrm(keyword: string): Promise<CrmLookup | null> {
  const typed = keyword.trim();
  if (typed.length < 2) return null;
  const answer = await send('crm-customers-for-order', { keyword: typed });
  return answer.ok ? { online: answer.data.online, crmInactive: answer.data.crmInactive ?? false, customers: answer.data.customers } : IDLE;
}

export function useCrmLookup(keyword: string): CrmLookup {
  const [state, setState] = useState<CrmLookup>(IDLE);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void askCrm(keyword).then((next) => {
        if (current) setState((s) => next ?? { ...s, customers: [] });
      });
    }, CRM_LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return state;
}
