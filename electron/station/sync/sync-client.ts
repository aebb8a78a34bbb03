import { dirname } from 'node:path';
import { AppError } from '@pos/shared/errors';
import { StationRefusal } from '@pos/shared/sync/protocol';
import type { Clock } from '../clock';
import type { StationDb } from '../db/open';
import type { StationEvents } from '../events';
import { lastUsedNumbers } from '../sales/receipt-numbers';
import { getSetting, setSetting } from '../settings/settings-store';
import { outboxCounts, pendingOps, recordAnswers } from './outbox';
import { applyPullAnswer, checkpointsOf, readCheckpoints } from './pull-apply';
import { ServerApi, ServerFailing, ServerUnreachable, type FetchLike } from './server-api';
import { keyFilePath, keyFileSealer, memorySealer, readToken, writeToken, type TokenSealer } from './token-store';
import type { StreamName } from '@pos/shared/sync/streams';

/**
 * Changes per pull answer: the server's most (MAX_PULL_LIMIT). A first sync of 100,000 slots takes
 * some 11 answers; each is one SQLite transaction of a few hundred milliseconds, and each answer costs
 * a round of fixed work on the server, so fewer, larger answers finish sooner (bench/FINDINGS.md).
 */
export const DEFAULT_PULL_LIMIT = 10_000;

/**
 * How long a sale's trigger waits before its round starts (issue 16): the sales of that second go
 * in one push, and the round (ping, push, pull, their commits on the host's one thread) does not run
 * while the cashier's next sale or receipt is on screen. The outbox holds the operations durably in
 * the meantime; only the round's start moves. Other triggers (shifts, refunds, the gate, sync now)
 * start their round at once, and it pushes the waiting sales too.
 */
export const SALE_QUIET_MS = 1000;

export interface SyncOptions {
  /** Between rounds while online (default 30 s). */
  intervalMs?: number;
  /** Longest wait between retries after server errors (5xx; default 60 s). */
  maxBackoffMs?: number;
  /** Between pings while online ("anything new?") and while offline ("is the network back?"); default 2.5 s, at most intervalMs. */
  probeMs?: number;
  pushBatch?: number;
  pullLimit?: number;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** How the token is sealed at rest (Electron: safeStorage); default a key file beside the data folder. */
  tokenSealer?: TokenSealer;
  /** A sale's wait before its round (default SALE_QUIET_MS; 0: at once, as other triggers). */
  saleQuietMs?: number;
}

export interface SyncState {
  online: boolean;
  syncing: boolean;
  /** The station was revoked or unpaired on the server: syncing stopped. */
  refused: { code: string; message: string } | null;
  lastError: string | null;
  /** A large pull under way: changes left and applied so far. */
  progress: { remaining: number; applied: number } | null;
}

/** What the client did, for tests and the bench: pushes built (outbox read and serialised), pings sent. */
export interface SyncStats {
  pushesBuilt: number;
  pings: number;
  rounds: number;
}

/** Sync generation: a counter persisted with the data it orders (outbox answers, local seat counts). */
export function nextSyncGen(db: StationDb): number {
  const gen = (getSetting(db, 'syncGen') ?? 0) + 1;
  setSetting(db, 'syncGen', gen);
  return gen;
}

/**
 * The generation a pull starts at, without a commit of its own: above every generation an answer was
 * recorded with before the pull began, and not above any recorded after (the next push's nextSyncGen
 * gives this same number or a later one). Only seats acknowledged before the pull began are dropped
 * (pull-apply.ts, `acked_gen < start`); rounds never overlap, so no push is recorded during a pull.
 */
function pullStartGen(db: StationDb): number {
  return (getSetting(db, 'syncGen') ?? 0) + 1;
}

/**
 * The station's sync: push the outbox in order, then pull every stream until caught up, one attempt
 * at a time. Every few seconds (probeMs) it pings the server, a tiny authenticated GET: online, the
 * answer says whether the office changed anything since the station's checkpoints (then it pulls at
 * once); offline, the first answer means the network is back (then it pushes at once). A round
 * starts with that ping too, so while there is no route to the server (refused, DNS, timeout) no
 * push is ever built, and a local write (trigger) does not even try: the probe will notice. Server
 * errors (5xx) are retried with growing waits (2 s, 4 s, ... up to maxBackoffMs), full rounds run
 * every intervalMs whatever the pings say.
 */
export class SyncClient {
  readonly state: SyncState = { online: false, syncing: false, refused: null, lastError: null, progress: null };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** When a full round is wanted (epoch ms): now for a trigger, a sale's quiet time later for a sale. */
  private wantedAt: number | null = null;
  /** When the pending timer fires (epoch ms): a sale does not put off a round due sooner (even a probe's round pushes a non-empty outbox). */
  private timerAt = 0;
  private failures = 0;
  /** The last attempt found no route to the server: only the probe runs until it answers. */
  private noRoute = false;
  private lastFullRound = 0;
  private stopped = true;
  readonly stats: SyncStats = { pushesBuilt: 0, pings: 0, rounds: 0 };
  private simulatorsLearnt = false;

  constructor(
    private readonly db: StationDb,
    private readonly clock: Clock,
    private readonly events: StationEvents,
    private readonly opts: SyncOptions = {},
  ) {}

  private sealer: TokenSealer | null = null;

  private tokenSealer(): TokenSealer {
    const file = this.db.$client.name;
    // An in-memory database (tests) keeps its key in memory too.
    return (this.sealer ??= this.opts.tokenSealer ?? (file && file !== ':memory:' ? keyFileSealer(keyFilePath(dirname(file))) : memorySealer()));
  }

  /** The station's token in clear (kept sealed in the database), or undefined before pairing. */
  token(): string | undefined {
    return readToken(this.db, this.tokenSealer());
  }

  /** Keeps the token of a new pairing, sealed. */
  saveToken(token: string): void {
    writeToken(this.db, this.tokenSealer(), token);
  }

  /** The server of the pairing, or null before pairing. */
  api(token: string | null = this.token() ?? null): ServerApi | null {
    const url = getSetting(this.db, 'serverUrl');
    return url ? new ServerApi(url, token, { fetch: this.opts.fetch, timeoutMs: this.opts.timeoutMs }) : null;
  }

  start(): void {
    this.stopped = false;
    this.state.refused = null;
    this.schedule(0, true);
  }

  /**
   * Stops syncing. Sales still waiting out their quiet time (trigger('sale')) are pushed first, so
   * closing the station right after a sale sends it as before (a round at most: offline, the ping
   * fails at once or after timeoutMs, and the outbox keeps them for the next start).
   */
  async stop(): Promise<void> {
    const flush = !this.stopped && this.wantedAt !== null && !this.noRoute && !this.state.refused;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    if (flush) await this.round(true).catch(() => undefined);
  }

  /**
   * A local write happened: sync soon. `now` (shifts, refunds, the gate): at once, or right after the
   * round under way. `sale`: after the sale's quiet time (SALE_QUIET_MS), counted from the first
   * sale waiting, so the sales of that second go in one round and a steady stream of sales still
   * syncs every second; an earlier round (another trigger, the probe) takes them along. Offline it
   * does nothing: the probe runs every few seconds and pushes everything once the server answers.
   */
  trigger(kind: 'now' | 'sale' = 'now'): void {
    if (this.stopped || this.noRoute) return;
    const at = Date.now() + (kind === 'sale' ? (this.opts.saleQuietMs ?? SALE_QUIET_MS) : 0);
    if (kind === 'now' && this.running) this.again = true;
    if (this.wantedAt !== null && this.wantedAt <= at) return;
    this.wantedAt = at;
    // A round under way schedules the wanted one when it ends; a timer due sooner already takes the sale.
    if (this.running || (this.timer && this.timerAt <= at)) return;
    this.schedule(at - Date.now(), true);
  }

  /**
   * The operating system says the network changed (the window's online event, a resume from sleep):
   * probe at once instead of at the next probe tick. A ping first, as always: a push is built only
   * when the server answers.
   */
  networkChanged(): void {
    if (this.stopped || this.state.refused || this.running) return;
    this.schedule(0, false);
  }

  /** One full round now (after the one under way); resolves when it is done. */
  async syncNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      await this.running;
    }
    await this.round(true);
  }

  /**
   * A quick pull of a few streams only (a login brings the cashiers up to date without waiting for
   * the calendar); false when the server could not be reached in time.
   */
  async refresh(streams: StreamName[], timeoutMs: number): Promise<boolean> {
    let token: string | undefined;
    try {
      token = this.token();
    } catch {
      return false;
    }
    const url = getSetting(this.db, 'serverUrl');
    if (!token || !url) return false;
    const api = new ServerApi(url, token, { fetch: this.opts.fetch, timeoutMs });
    try {
      for (;;) {
        const answer = await api.pull({ checkpoints: readCheckpoints(this.db), streams, limit: this.opts.pullLimit ?? DEFAULT_PULL_LIMIT });
        applyPullAnswer(this.db, answer, null);
        this.state.online = true;
        if (!answer.more) return true;
      }
    } catch (error) {
      if (error instanceof ServerUnreachable) this.state.online = false;
      return false;
    }
  }

  /** `full`: push and pull whatever the ping says (a local write, sync now, the periodic round). */
  private schedule(ms: number, full: boolean): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.round(full);
    }, ms);
    this.timer.unref?.();
  }

  /**
   * The highest checkpoint after the last complete pull of every stream: every change the server
   * numbers later is above it (a partial pull, refresh(), may run ahead in a few streams only).
   */
  private pulledThrough: number | null = null;

  /**
   * One attempt: a ping first (no route: offline, nothing built), then, when a full round is due,
   * the server has changes or the outbox holds operations, the push and the pull.
   */
  private round(full: boolean): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      this.again = false;
      // This round pushes the whole outbox: every sale waiting for its quiet time goes now.
      this.wantedAt = null;
      const wasOnline = this.state.online;
      let synced = false;
      try {
        const token = this.token();
        const api = token ? this.api(token) : null;
        if (!api) return;
        this.stats.pings++;
        const ping = await api.ping(this.pulledThrough ?? undefined);
        this.noRoute = false;
        this.state.online = true;
        const due = full || this.pulledThrough === null || Date.now() - this.lastFullRound >= (this.opts.intervalMs ?? 30_000);
        if (!due && !ping.changes && outboxCounts(this.db).pending === 0 && this.failures === 0) return;
        this.state.syncing = true;
        this.stats.rounds++;
        this.lastFullRound = Date.now();
        await this.pushAll(api);
        await this.pullAll(api);
        await this.learnServerSimulators(api);
        this.state.online = true;
        this.state.lastError = null;
        this.failures = 0;
        synced = true;
      } catch (error) {
        this.failed(error);
      } finally {
        const wasSyncing = this.state.syncing;
        this.state.syncing = false;
        this.state.progress = null;
        this.running = null;
        if (wasSyncing || synced || this.state.lastError !== null || wasOnline !== this.state.online) {
          this.events.emit({ type: 'sync', phase: this.state.lastError ? 'error' : 'idle', message: this.state.lastError ?? undefined });
          this.events.emit({ type: 'status' });
        }
        if (!this.state.refused) this.scheduleNext();
      }
    })();
    return this.running;
  }

  /**
   * After a round: a trigger during it has its round now, or when a sale's quiet time ends; else (and
   * after a failure, or while there is no route) the backoff or the probe, as before.
   */
  private scheduleNext(): void {
    const wanted = this.wantedAt !== null && !this.noRoute && (this.again || this.failures === 0) ? Math.max(0, this.wantedAt - Date.now()) : null;
    if (wanted !== null) this.schedule(this.again ? 0 : wanted, true);
    else this.schedule(this.again ? 0 : this.failures > 0 && !this.noRoute ? this.backoff() : this.probeMs(), this.again);
  }

  /** Once per connection: which external systems the server simulates (the POS banner shows them). */
  private async learnServerSimulators(api: ServerApi): Promise<void> {
    if (this.simulatorsLearnt) return;
    const answer = await api.version().catch(() => null);
    if (!answer) return;
    setSetting(this.db, 'serverSimulators', answer.simulators ?? []);
    this.simulatorsLearnt = true;
  }

  private failed(error: unknown): void {
    this.simulatorsLearnt = false;
    if (error instanceof ServerUnreachable) {
      // No route (refused, DNS, timeout): probe on a fixed short interval. Server errors: back off.
      this.state.online = false;
      this.noRoute = !(error instanceof ServerFailing);
      if (!this.noRoute) this.failures++;
      this.state.lastError = error.message;
      return;
    }
    this.state.lastError = error instanceof Error ? error.message : String(error);
    this.failures++;
    if (error instanceof AppError && (Object.values(StationRefusal) as string[]).includes(error.code)) {
      // Revoked or unknown: nothing will get through until the station is paired again.
      this.state.online = true;
      this.state.refused = { code: error.code, message: error.message };
    }
  }

  /** The time between full rounds, as the station reports it to the server (whole ms, 1 s to a day as the server takes it). */
  private get syncIntervalMs(): number {
    return Math.min(86_400_000, Math.max(1000, Math.round(this.opts.intervalMs ?? 30_000)));
  }

  /** Between pings: probeMs (2.5 s), never longer than the full-round interval. */
  private probeMs(): number {
    return Math.min(this.opts.probeMs ?? 2500, this.opts.intervalMs ?? 30_000);
  }

  private backoff(): number {
    const max = this.opts.maxBackoffMs ?? 60_000;
    const base = Math.min(max, 1000 * 2 ** Math.min(this.failures, 16));
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  private async pushAll(api: ServerApi): Promise<void> {
    const batch = this.opts.pushBatch ?? 200;
    for (;;) {
      const ops = pendingOps(this.db, batch);
      if (ops.length === 0) return;
      this.stats.pushesBuilt++;
      const waiting = outboxCounts(this.db).pending;
      this.events.emit({ type: 'sync', phase: 'push', remaining: waiting });
      // The outbox size and the sync interval ride along on every push and pull: the back office shows
      // each station's unsynced count, and counts it online within twice its interval (issue 18).
      const answer = await api.push({ ops, outboxSize: waiting, syncIntervalMs: this.syncIntervalMs });
      // The generation and the answers in one commit (one fsync on the host's thread, not two).
      this.db.$client.transaction(() => recordAnswers(this.db, ops, answer.results, nextSyncGen(this.db), this.clock().toISOString()))();
      this.state.online = true;
      this.events.emit({ type: 'status' });
      if (answer.results.length < ops.length) {
        if (answer.results.length === 0) throw new Error(`The server expects operation ${answer.nextSeq}; this station's next is ${ops[0]!.seq}.`);
      }
    }
  }

  private async pullAll(api: ServerApi): Promise<void> {
    const startGen = pullStartGen(this.db);
    let applied = 0;
    let total: number | null = null;
    const ask = (checkpoints: Partial<Record<StreamName, number>>, page: number) =>
      api.pull({
        checkpoints,
        limit: this.opts.pullLimit ?? DEFAULT_PULL_LIMIT,
        numbers: lastUsedNumbers(this.db),
        countRemaining: page === 0,
        outboxSize: outboxCounts(this.db).pending,
        syncIntervalMs: this.syncIntervalMs,
      });
    let next = ask(readCheckpoints(this.db), 0);
    for (let page = 0; ; page++) {
      const answer = await next;
      // The next page is asked for before this one is applied, from this answer's checkpoints: the
      // server reads it while SQLite writes this one. Nothing is written until an answer is applied
      // with its checkpoints, so a failure on either side leaves the station where it was.
      if (answer.more) {
        next = ask({ ...readCheckpoints(this.db), ...checkpointsOf(answer) }, page + 1);
        next.catch(() => undefined);
      }
      // The last page and the round's lastSyncAt (push and pull caught up) in one commit.
      const inPage = this.db.$client.transaction(() => {
        const n = applyPullAnswer(this.db, answer, startGen);
        if (!answer.more) setSetting(this.db, 'lastSyncAt', this.clock().toISOString());
        return n;
      })();
      applied += inPage;
      if (page === 0 && answer.remaining !== null) total = inPage + answer.remaining;
      this.state.online = true;
      if (answer.more || applied > 0) {
        const remaining = answer.more ? Math.max(0, (total ?? applied) - applied) : 0;
        this.state.progress = answer.more ? { remaining, applied } : null;
        this.events.emit({ type: 'sync', phase: 'pull', remaining, applied });
      }
      if (!answer.more) {
        this.pulledThrough = Math.max(0, ...Object.values(readCheckpoints(this.db)).map(Number));
        if (applied > 0) this.events.emit({ type: 'availability' });
        return;
      }
    }
  }
}
