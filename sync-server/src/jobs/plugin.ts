import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { executorInTx, executorOf } from './db-adapter';
import { JOBS } from './index';
import type { JobDefinition, JobQueue } from './job';
import { readJobSettings, type JobSettings } from './settings';
import { listenForJobs } from './wake';

/**
 * Instances starting together create the same queues at once; Postgres may end one of them as a
 * deadlock (40P01). Trying again finds the queue made.
 */
async function retryDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  database: Database;
  settings?: JobSettings;
  /** The kinds of jobs this instance knows (every one by default). */
  definitions?: readonly JobDefinition<string, never>[];
}

/**
 * The Postgres-backed job queue (pg-boss 10, its tables in the pgboss schema of the app's own
 * database, over the app's own connections: PGlite too). Every instance runs a worker per kind of
 * job; pg-boss hands each job to exactly one of them and, when an instance dies mid-job, retries it
 * on another once it expires. Stopped with the app: running jobs get settings.stopTimeoutMs to
 * finish, then are failed over.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: JobsPluginOptions) => {
    const settings = opts.settings ?? readJobSettings();
    const definitions = [...(opts.definitions ?? (Object.values(JOBS) as JobDefinition<string, never>[]))].sort((a, b) => Number(Boolean(a.queue.deadLetter)) - Number(Boolean(b.queue.deadLetter)));
    const boss = new PgBoss({
      db: executorOf(opts.database) as PgBoss.Db,
      schema: 'pgboss',
      migrate: true,
      supervise: true,
      maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
      schedule: definitions.some((d) => d.schedule),
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();

    // Each queue's workers, so a job queued anywhere wakes them (jobs/wake.ts).
    const workersOf = new Map<string, string[]>();
    for (const definition of definitions) {
      // Created once; updated at every start so a changed setting (e.g. the render timeout) applies.
      await retryDeadlock(async () => {
        await boss.createQueue(definition.name, { name: definition.name, ...definition.queue });
        await boss.updateQueue(definition.name, { name: definition.name, ...definition.queue });
      });
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
      const run = async ([job]: PgBoss.Job<object>[]) => {
        if (!job) return;
        const log = app.log.child({ job: definition.name, jobId: job.id });
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), job.expireInSeconds * 1000);
        try {
          log.debug('job started');
          await definition.run({ db: app.db, log, signal: controller.signal }, job.data as never);
        } catch (error) {
          log.error({ err: error }, 'job failed');
          throw error;
        } finally {
          clearTimeout(timer);
        }
      };
      // pg-boss waits the polling interval after every fetch, even one that found a job: a busy
      // queue would run one job per worker per interval (4 messages a second). After a job the
      // worker is woken at once, so a backlog drains at full speed; an empty queue is polled slowly.
      const pollingIntervalSeconds = Math.min(definition.pollingIntervalSeconds ?? settings.idlePollSeconds, settings.idlePollSeconds);
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        let workerId = '';
        workerId = await boss.work(definition.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs: PgBoss.Job<object>[]) => {
          try {
            await run(jobs);
          } finally {
            if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
          }
        });
        ids.push(workerId);
      }
      workersOf.set(definition.name, ids);
    }
    // Idle workers poll slowly (an idle server made ~20 queries a second, one per worker per 1-2 s);
    // a queued job wakes its queue's workers on every instance at once instead.
    const wake = await listenForJobs(opts.database, (queue) => {
      for (const id of workersOf.get(queue) ?? []) boss.notifyWorker(id);
    }, app.log);

    const queue: JobQueue = {
      send: (job, data, options = {}) =>
        boss.send(job.name, data, {
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
          ...(options.tx ? { db: executorInTx(options.tx) as PgBoss.Db } : {}),
        }),
    };
    app.decorate('jobs', queue);
    app.addHook('onClose', async () => {
      await wake.close();
      await boss.stop({ graceful: true, wait: true, timeout: settings.stopTimeoutMs });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
