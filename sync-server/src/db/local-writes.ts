/**
 * The statements this process sends that change given tables, seen as drizzle hands them to the
 * driver (its logger hook, which runNamed's statements pass through too). A cache of rows another
 * instance may change learns of those changes by NOTIFY (db/listen.ts); this tells it of its own
 * process's changes at once, before the statement even runs, so a change made here is never
 * answered from the cache afterwards (domains/session/actor-cache.ts).
 */
export class LocalWrites {
  private watchers: { pattern: RegExp; onWrite: () => void }[] = [];

  /** For drizzle's `logger` option. */
  readonly logger = {
    logQuery: (query: string): void => {
      if (this.watchers.length === 0) return;
      // Reads are most statements: a select never changes a table.
      if ((query.charCodeAt(0) | 0x20) === 0x73 && /^select\b/i.test(query)) return;
      for (const w of this.watchers) if (w.pattern.test(query)) w.onWrite();
    },
  };

  /**
   * Calls onWrite for every statement that inserts into (unless `inserts` is false), updates,
   * deletes from or truncates one of `tables`. Answers the unsubscribe.
   */
  watch(tables: readonly string[], onWrite: () => void, opts: { inserts?: boolean } = {}): () => void {
    const names = tables.map((t) => t.replace(/[^a-z0-9_]/gi, '')).join('|');
    const verbs = `${opts.inserts === false ? '' : 'insert\\s+into|'}update|delete\\s+from|truncate(?:\\s+table)?`;
    const pattern = new RegExp(`\\b(?:${verbs})\\s+(?:only\\s+)?(?:"?public"?\\.)?"?(?:${names})"?(?![\\w"])`, 'i');
    const watcher = { pattern, onWrite };
    this.watchers.push(watcher);
    return () => {
      this.watchers = this.watchers.filter((w) => w !== watcher);
    };
  }
}
