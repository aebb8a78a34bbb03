import type { App } from '../../http/types';
import { attachMessaging, chooseMessaging, detachMessaging } from './messaging';
import { bindQueue, unbindQueue } from './send-jobs';

/**
 * Outgoing messages (issue 21): the senders chosen by configuration (messaging.ts), the send job
 * (send-jobs.ts) and the messaging calls.
 */
export default async function messagesRoutes(app: App): Promise<void> {
  const messaging = chooseMessaging();
  attachMessaging(app.db, messaging);
  bindQueue(app.jobs);
  app.addHook('onClose', async () => {
    unbindQueue(app.jobs);
    detachMessaging(app.db, messaging);
    messaging.email.close();
  });
}
