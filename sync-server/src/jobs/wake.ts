import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { listen } from '../db/listen';

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

/** Instances starting together replace the same trigger at once; one waits for the other. */
async function installTrigger(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`begin; select pg_advisory_xact_lock(hashtext('pos_jobs_trigger')); ${TRIGGER_SQL} commit;`);
}

/**
 * Calls onQueued(queue) whenever any instance queues a job, so an idle worker fetches it at once
 * instead of at its next poll. Polling stays as the safety net (a job whose start_after is later, a
 * retry, a notification lost while the listening connection was being replaced: db/listen.ts).
 */
export async function listenForJobs(database: Database, onQueued: (queue: string) => void, log: FastifyBaseLogger): Promise<JobWake> {
  return listen(database, JOB_CHANNEL, (queue) => {
    if (queue) onQueued(queue);
  }, log, { install: installTrigger, what: 'job wake-up (polling meanwhile)' });
}
