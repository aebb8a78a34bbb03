import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** The channel on which Postgres says a job was queued; the payload is the queue's name. */
export const JOB_CHANNEL = 'pos_jobs';

/**
 * A trigger on pg-boss's job table (partitioned by queue; the trigger is cloned to every partition,
 * present and future) that NOTIFYs the queue's name for each job inserted. Postgres delivers it when
 * the inserting transaction commits, to every listening instance: a job enqueued inside a transaction
 * that rolls back wakes nobody. It costs the sender no round trip, and it covers every way a job is
 * made (app.jobs.send, pg-boss's cron schedules, dead letters).
 */
const TRIGGER_SQL = `
create or replace function pgboss.pos_job_queued() returns trigger language plpgsql as $$
begin
  perform pg_notify('${JOB_CHANNEL}', new.name);
  return null;
end $$;
create or replace trigger pos_job_queued after insert on pgboss.job for each row execute function pgboss.pos_job_queued();
`;

export interface JobWake {
  close(): Promise<void>;
}

interface PgPoolLike {
  options: pg.ClientConfig;
}
interface PgliteLike {
  exec(text: string): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Instances starting together replace the same trigger at once; one waits for the other. */
async function installTrigger(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`begin; select pg_advisory_xact_lock(hashtext('pos_jobs_trigger')); ${TRIGGER_SQL} commit;`);
}

/**
 * Calls onQueued(queue) whenever any instance queues a job, so an idle worker fetches it at once
 * instead of at its next poll. Polling stays as the safety net (a job whose start_after is later, a
 * retry, a notification lost while the listening connection was being replaced). On Postgres one
 * connection of its own holds LISTEN and is replaced after a failure; on PGlite the one instance
 * listens in process.
 */
export async function listenForJobs(database: Database, onQueued: (queue: string) => void, log: FastifyBaseLogger): Promise<JobWake> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PgliteLike;
    await installTrigger((text) => pglite.exec(text));
    const unlisten = await pglite.listen(JOB_CHANNEL, onQueued);
    return { close: () => unlisten() };
  }

  const config = (client as PgPoolLike).options;
  const admin = new pg.Client(config);
  await admin.connect();
  try {
    await installTrigger((text) => admin.query(text));
  } finally {
    await admin.end();
  }

  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(config);
    c.on('notification', (message) => {
      if (message.payload) onQueued(message.payload);
    });
    let gone = false;
    const lost = (error?: Error) => {
      if (gone || closed || (listener !== null && listener !== c)) return;
      gone = true;
      log.warn({ err: error }, 'job wake-up connection lost; polling until it is back');
      listener = null;
      void c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`listen ${JOB_CHANNEL}`);
    if (closed) {
      await c.end();
      return;
    }
    listener = c;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'job wake-up connection failed; polling until it is back');
        schedule();
      });
    }, 5_000);
    retry.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
