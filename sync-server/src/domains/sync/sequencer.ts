import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sequenceChanges } from './change-log-repo';

/**
 * How long after an office write this instance numbers the changes (one run per burst of writes).
 * A run is a transaction of four round trips; at 100 ms, a steady stream of writes (document-create's
 * bench: ~100 a second) had one run beside every tenth request, 1-2 ms on its p95. A station's pull
 * numbers whatever is still queued itself, so a later run delays nothing a station sees.
 */
export const SEQUENCE_DELAY_MS = 500;

/**
 * Numbers the office's changes soon after they are committed (issue 13 §3, sync-first-pull): a write
 * answered under /api asks for a sequencer run shortly after, so a station's next pull, or a new
 * station's first, finds them numbered instead of numbering the day's work itself while the cashier
 * waits. Any instance may run it (sequenceChanges holds its advisory lock, so runs never overlap);
 * pulls and pushes still number whatever is left, so nothing depends on this run having happened.
 * POSTs that write nothing (config.writesNothing: order/calculate and its kin) ask for no run: at a
 * few calculations a second each asked for a transaction of four round trips every 100 ms.
 */
export const sequencerPlugin = fp(
  async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let closed = false;
    const run = () => {
      timer = null;
      if (closed) return;
      // A burst that comes while a run is under way is numbered by a run right after it.
      const current = (running ?? Promise.resolve())
        .then(() => (closed ? undefined : sequenceChanges(app.db)))
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'numbering the committed changes failed; the next pull numbers them'));
      running = current;
      void current.finally(() => {
        if (running === current) running = null;
      });
    };
    app.addHook('onResponse', async (request, reply) => {
      if (closed || timer || request.method === 'GET' || reply.statusCode >= 400 || request.routeOptions.config?.writesNothing === true || !request.url.startsWith('/api/')) return;
      timer = setTimeout(run, SEQUENCE_DELAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'sequencer', dependencies: ['db'] },
);
