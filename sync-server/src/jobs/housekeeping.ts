import { purgeExpired } from '../domains/session/purge-expired';
import { defineJob } from './job';

/**
 * Every 15 minutes, on one instance: expired sessions, attempt counters whose window passed and
 * spent password-reset links are deleted (issue 14). 'short': at most one run waiting.
 */
export const purgeExpiredJob = defineJob({
  name: 'purge-expired',
  queue: { policy: 'short', retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  schedule: '*/15 * * * *',
  async run(ctx) {
    const purged = await purgeExpired(ctx.db);
    ctx.log.info({ purged }, 'expired sessions, attempt counters and reset links purged');
  },
});
