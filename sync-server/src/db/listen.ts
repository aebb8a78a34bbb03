import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * LISTEN on one channel of the database (Postgres NOTIFY, delivered when the notifying transaction
 * commits, to every listening instance). On Postgres a connection of its own holds the LISTEN and
 * is replaced after a failure (every 5 s until it is back); on PGlite the one instance listens in
 * process. `live` says whether notifications are arriving now: a listener that was lost may have
 * missed some, so `onLost` and `onBack` let the caller fall back (poll, bypass a cache) meanwhile.
 * Used by the job queue's wake-up (jobs/wake.ts) and the actor cache (domains/session/actor-cache.ts).
 */
export interface Listening {
  readonly live: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Run before LISTEN, on a connection of its own (e.g. installing the trigger that notifies). */
  install?: (run: (text: string) => Promise<unknown>) => Promise<void>;
  onLost?: () => void;
  onBack?: () => void;
  /** Named in the warnings a lost connection logs. */
  what: string;
}

interface PgPoolLike {
  options: pg.ClientConfig;
}
interface PgliteLike {
  exec(text: string): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const RETRY_MS = 5_000;

export async function listen(database: Database, channel: string, onPayload: (payload: string) => void, log: FastifyBaseLogger, opts: ListenOptions): Promise<Listening> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PgliteLike;
    if (opts.install) await opts.install((text) => pglite.exec(text));
    const unlisten = await pglite.listen(channel, onPayload);
    let live = true;
    return {
      get live() {
        return live;
      },
      async close() {
        live = false;
        await unlisten();
      },
    };
  }

  const config = (client as PgPoolLike).options;
  if (opts.install) {
    const admin = new pg.Client(config);
    await admin.connect();
    try {
      await opts.install((text) => admin.query(text));
    } finally {
      await admin.end();
    }
  }

  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(config);
    c.on('notification', (message) => onPayload(message.payload ?? ''));
    let gone = false;
    const lost = (error?: Error) => {
      if (gone || closed || (listener !== null && listener !== c)) return;
      gone = true;
      log.warn({ err: error }, `${opts.what}: the listening connection was lost; replacing it`);
      listener = null;
      opts.onLost?.();
      void c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`listen ${channel}`);
    if (closed) {
      await c.end();
      return;
    }
    listener = c;
    opts.onBack?.();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, `${opts.what}: the listening connection failed; trying again`);
        schedule();
      });
    }, RETRY_MS);
    retry.unref();
  };
  await connect();
  return {
    get live() {
      return listener !== null && !closed;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
