/**
 * The callers behind session tokens, remembered by each server process (issue 13, the slow paths):
 * every /api request needs its caller, and reading it was a database round trip of its own on
 * every call (bench/FINDINGS.md, order-calculate session 7).
 *
 * What keeps a remembered caller true:
 * - Any instance's change to a session, a user, a profile or a provider (update, delete, truncate)
 *   fires a statement trigger that NOTIFYs `pos_actors` when its transaction commits; every
 *   instance LISTENs (db/listen.ts) and forgets every caller it remembers.
 * - This process's own changes forget them at once, as the statement is sent (db/local-writes.ts),
 *   before its NOTIFY comes back: a change made here is never answered from memory afterwards.
 * - A caller read while a change was under way is not remembered (the generation moved on).
 * - While the listening connection is down (a notification may be lost) nothing is remembered
 *   and every request reads the database, as without the cache.
 * - The session's end is checked on every use; an entry is kept at most ACTOR_CACHE_SECONDS.
 * A request on another instance in the milliseconds between a commit and its NOTIFY still sees
 * the caller as before: the same as a request that started a moment earlier.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { listen, type Listening } from '../../db/listen';
import type { Actor } from '../../http/types';
import { sha256 } from '../../security/secrets';
import { loadActorByHash } from './session-store';

export const ACTOR_CHANNEL = 'pos_actors';
/** The tables whose rows make a caller (session-store.ts LOAD_ACTOR). */
const ACTOR_TABLES = ['sessions', 'users', 'profiles', 'providers'] as const;

const TRIGGER_SQL = `
create or replace function pos_actor_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${ACTOR_CHANNEL}', tg_table_name);
  return null;
end $$;
${ACTOR_TABLES.map((t) => `create or replace trigger pos_actor_changed after update or delete or truncate on ${t} for each statement execute function pos_actor_changed();`).join('\n')}
`;

async function installTriggers(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`begin; select pg_advisory_xact_lock(hashtext('pos_actor_trigger')); ${TRIGGER_SQL} commit;`);
}

export const DEFAULT_ACTOR_CACHE_SECONDS = 60;
const MAX_ENTRIES = 10_000;

interface Entry {
  actor: Actor;
  /** The session's end. */
  expiresAt: number;
  /** Kept until then at most. */
  keptUntil: number;
}

export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening: Listening | null = null;
  private unwatch: (() => void) | null = null;

  constructor(
    private readonly database: Database,
    private readonly keepMs: number,
  ) {}

  /** Starts listening for changes (without it, or with keepMs 0, every call reads the database). */
  async start(log: FastifyBaseLogger): Promise<void> {
    if (this.keepMs <= 0) return;
    this.unwatch = this.database.localWrites?.watch(ACTOR_TABLES, () => this.forgetAll()) ?? null;
    this.listening = await listen(this.database, ACTOR_CHANNEL, () => this.forgetAll(), log, {
      install: installTriggers,
      onLost: () => this.forgetAll(),
      onBack: () => this.forgetAll(),
      what: 'session cache (reading every caller from the database meanwhile)',
    });
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    await this.listening?.close();
    this.listening = null;
    this.forgetAll();
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /** How many callers are remembered now (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The caller behind this session token, or null (see session-store.ts loadActorByHash). */
  async actorOf(token: string): Promise<Actor | null> {
    const hash = sha256(token);
    const usable = this.listening?.live === true;
    const now = Date.now();
    if (usable) {
      const entry = this.entries.get(hash);
      if (entry && entry.expiresAt > now && entry.keptUntil > now) return entry.actor;
      if (entry) this.entries.delete(hash);
    }
    const generation = this.generation;
    const found = await loadActorByHash(this.database.db, hash);
    if (!found) return null;
    if (usable && generation === this.generation && this.listening?.live === true) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(hash, { actor: found.actor, expiresAt: found.expiresAt, keptUntil: now + this.keepMs });
    }
    return found.actor;
  }
}
