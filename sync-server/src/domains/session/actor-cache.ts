/**
 * The callers behind session tokens, remembered by each server process (issue 13, the slow paths):
 * every /api request needs its caller, and reading it was a database round trip of its own on
 * every call (bench/FINDINGS.md, order-calculate session 7).
 *
 * What keeps a remembered caller true (db/watched-cache.ts, db/table-changes.ts):
 * - Any instance's change to a session, a user, a profile or a provider is told to every instance
 *   when it commits (a statement trigger's NOTIFY), and each forgets every caller it remembers.
 *   This process's own changes forget them at once, as the statement is sent, before its NOTIFY
 *   comes back: a change made here is never answered from memory afterwards.
 * - A caller read while a change was under way is not remembered.
 * - While the listening connection is down nothing is remembered: every request reads its caller.
 * - A caller is kept until its session ends, and ACTOR_CACHE_SECONDS at most.
 * A request on another instance in the milliseconds between a commit and its NOTIFY still sees
 * the caller as before: the same as a request that started a moment earlier.
 */
import type { Db } from '../../db/client';
import type { TableChanges } from '../../db/table-changes';
import { WatchedCache } from '../../db/watched-cache';
import type { Actor } from '../../http/types';
import { sha256 } from '../../security/secrets';
import { loadActorByHash } from './session-store';

/** The tables whose rows make a caller (session-store.ts LOAD_ACTOR). */
const ACTOR_TABLES = ['sessions', 'users', 'profiles', 'providers'];

export const DEFAULT_ACTOR_CACHE_SECONDS = 60;

/** The callers behind session tokens (db/watched-cache.ts), by the token's hash. */
export class ActorCache extends WatchedCache<Actor> {
  constructor(
    private readonly db: Db,
    changes: TableChanges | null,
    keepMs: number,
  ) {
    // A new session, user, profile or provider changes no caller already remembered (a login does not forget them).
    super(changes, ACTOR_TABLES, keepMs, 10_000, false);
  }

  /** The caller behind this session token, or null (see session-store.ts loadActorByHash). */
  actorOf(token: string): Promise<Actor | null> {
    const hash = sha256(token);
    return this.get(hash, async () => {
      const found = await loadActorByHash(this.db, hash);
      return found && { value: found.actor, validUntil: found.expiresAt };
    });
  }
}
