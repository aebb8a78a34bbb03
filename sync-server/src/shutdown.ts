import type { FastifyInstance } from 'fastify';

/** How long a SIGTERM waits for the requests in flight before the process exits anyway (issue 14 item 8). */
export const SHUTDOWN_GRACE_MS = 15_000;

/**
 * On SIGTERM or SIGINT: stop taking connections, let the requests in flight finish, close the app
 * (its database and job queue with it) and exit 0; exit 1 after `graceMs` when something hangs, or
 * at once on a second signal. Returns the shutdown itself (tests call it).
 */
export function shutdownOnSignals(app: FastifyInstance, opts: { graceMs?: number; exit?: (code: number) => void } = {}): (signal: string) => Promise<void> {
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      return exit(1);
    }
    closing = true;
    app.log.warn(`${signal}: draining the requests in flight (at most ${graceMs / 1000} s)`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown: still busy after ${graceMs / 1000} s, exiting`);
      exit(1);
    }, graceMs);
    timer.unref();
    // A keep-alive connection whose request ends during the drain would hold the server open: closed once idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 200);
    idle.unref();
    try {
      await app.close();
      clearInterval(idle);
      clearTimeout(timer);
      exit(0);
    } catch (error) {
      clearInterval(idle);
      clearTimeout(timer);
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return shutdown;
}
