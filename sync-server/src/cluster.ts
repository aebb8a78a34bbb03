import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

export interface WorkerPlan {
  workers: number;
  /** Why fewer workers than asked (printed at start). */
  reason?: string;
}

/**
 * WORKERS=n Fastify processes on one port (node:cluster); default one per core. The embedded PGlite
 * database (no DATABASE_URL) lives in one process, so without DATABASE_URL there is one.
 */
export function planWorkers(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): WorkerPlan {
  const asked = env.WORKERS === undefined || env.WORKERS === '' ? availableParallelism() : Number(env.WORKERS);
  if (!Number.isInteger(asked) || asked < 1) throw new Error(`WORKERS must be a whole number of at least 1 (got "${env.WORKERS}").`);
  if (!databaseUrl && asked > 1) {
    return { workers: 1, reason: `one worker, not ${asked}: the embedded PGlite database (no DATABASE_URL) is single-process; set DATABASE_URL to a PostgreSQL database to run more` };
  }
  return { workers: asked };
}

export interface ClusterOptions {
  workers: number;
  /** Runs once, in the primary, before any worker starts: migrations and seeds. */
  prepare(): Promise<void>;
  /** Runs in each worker: the app listening on the shared port (it stops itself on SIGTERM). */
  serve(): Promise<void>;
  /** Called in the primary once every worker listens. */
  onListening?(pids: number[]): void;
  /** Grace for the workers to drain after SIGTERM before they are killed. */
  stopTimeoutMs?: number;
}

/** A worker dying this soon after it started, this many times in a row, stops the cluster (a broken setting, not a crash). */
const QUICK_EXIT_MS = 10_000;
const QUICK_EXITS_ALLOWED = 3;

/**
 * The primary prepares the database once, forks the workers (each serves the app on the same port:
 * the primary hands connections out round robin), replaces a worker that dies, and on SIGTERM or
 * SIGINT passes SIGTERM to every worker that did not get the signal itself and exits when they all
 * have (killing those still running after stopTimeoutMs). In a worker, it serves.
 */
export async function runCluster(opts: ClusterOptions): Promise<void> {
  if (!cluster.isPrimary) {
    // A signal this worker got itself (Ctrl+C reaches the whole process group; systemd signals every
    // process): the primary is told, so it does not send a second one (which cuts the drain short).
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.send?.({ draining: true }));
    await opts.serve();
    return;
  }
  await opts.prepare();
  let stopping = false;
  let quickExits = 0;
  const started = new Map<Worker, number>();
  const listening = new Set<number>();

  const draining = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.on('message', (message: { draining?: boolean }) => {
      if (message?.draining) draining.add(worker);
    });
    worker.on('listening', () => {
      listening.add(worker.process.pid!);
      quickExits = 0;
      if (listening.size === opts.workers) opts.onListening?.([...listening]);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    draining.delete(worker);
    listening.delete(worker.process.pid!);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.error(`sync server worker ${worker.process.pid} exited (${signal ?? `code ${code}`}).`);
    if (Date.now() - since < QUICK_EXIT_MS && ++quickExits >= QUICK_EXITS_ALLOWED) {
      console.error(`Workers keep exiting at start; stopping.`);
      stopping = true;
      for (const w of started.keys()) w.process.kill('SIGTERM');
      if (started.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Workers that got the signal themselves say so within moments; the others get SIGTERM.
    setTimeout(() => {
      for (const worker of started.keys()) if (!draining.has(worker)) worker.process.kill('SIGTERM');
    }, 300).unref();
    setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
    }, opts.stopTimeoutMs ?? 20_000).unref();
    if (started.size === 0) process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  for (let i = 0; i < opts.workers; i++) fork();
}

/** The advisory lock every instance takes to prepare the database (migrations, seeds), one at a time. */
const PREPARE_LOCK = 870_413;

/**
 * Runs `work` while holding a Postgres advisory lock on a connection of its own: instances started
 * together (compose replicas, several machines) migrate and seed one after the other, the later ones
 * finding nothing left to do. The lock goes with the connection if the process dies.
 */
export async function onceAcrossInstances<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'pos-prepare' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
