import type { App } from '../../http/types';
import { actorOf } from '../../plugins/auth';
import { assertCrmOpen } from './crm-access';
import customerRoutes from './customer-routes';
import historyRoutes from './history-routes';
import leadRoutes from './lead-routes';
import listRoutes from './list-routes';
import messageRoutes from './message-routes';
import reminderRoutes from './reminder-routes';
import quoteRoutes from './quotes/quote-routes';
import sharedQuoteRoutes from './quotes/shared-quote-routes';

/**
 * The CRM (spec 002 §7.13) and quotes (§7.5). Every logged-in call is gated by CrmModule (51,
 * R-PERM-10) and then by the provider's CRM module being on (R-CRM-8); the shared quote page's two
 * calls are anonymous, by the quote's link (quotes/README).
 */
export default async function crmRoutes(app: App): Promise<void> {
  await app.register(sharedQuoteRoutes);
  await app.register(async (gated: App) => {
    gated.addHook('preHandler', async (request) => {
      await assertCrmOpen(gated.db, actorOf(request).providerId);
    });
    await gated.register(customerRoutes);
    await gated.register(leadRoutes);
    await gated.register(reminderRoutes);
    await gated.register(listRoutes);
    await gated.register(historyRoutes);
    await gated.register(messageRoutes);
    await gated.register(quoteRoutes);
  });
}
