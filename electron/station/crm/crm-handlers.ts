import type { CrmCustomerShortView } from '@pos/shared/api/crm';
import { AppError } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { currentCashier, requirePermission, type StationContext } from '../context';
import { ServerUnreachable } from '../sync/server-api';

/** The CRM lookup's answer: offline (or the CRM module off) it says so and the POS field works as before. */
export interface CrmCustomersAnswer {
  online: boolean;
  /** The provider's CRM module is off (R-CRM-8): nothing to look up. */
  crmInactive?: boolean;
  customers: CrmCustomerShortView[];
}

const KEYWORD_MIN = 2;

/**
 * Issue 22 (C295 at the POS): the station asks the server, with its own /sync credentials, for the
 * provider's CRM customers matching what the cashier typed in the customer field (name, mobile or
 * e-mail), while it is online. The POS fills the fields from the one chosen and the sale carries
 * its id, so the server links the pushed order to that customer.
 */
export function crmHandlers(ctx: StationContext) {
  return {
    'crm-customers-for-order': async (args: { keyword: string }): Promise<CrmCustomersAnswer> => {
      requirePermission(currentCashier(ctx), Permission.Cashier);
      const keyword = typeof args?.keyword === 'string' ? args.keyword.trim().slice(0, 100) : '';
      const api = ctx.sync.api();
      if (!api || !ctx.sync.state.online) return { online: false, customers: [] };
      if (keyword.length < KEYWORD_MIN) return { online: true, customers: [] };
      try {
        return { online: true, customers: await api.crmCustomers(keyword) };
      } catch (error) {
        if (error instanceof ServerUnreachable) return { online: false, customers: [] };
        if (error instanceof AppError && error.code === 'crm-module-inactive') return { online: true, crmInactive: true, customers: [] };
        throw error;
      }
    },
  };
}
