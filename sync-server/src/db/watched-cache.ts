import type { TableChanges } from './table-changes';

/**
 * Rows read from the database, remembered by one process for at most `keepMs`, and forgotten all
 * at once when any instance changes one of the tables they were read from (db/table-changes.ts:
 * another instance's change when its NOTIFY arrives, this process's own as its statement is sent).
 * What was read while a change was under way is not remembered (the generation moved on); while the
 * listening connection is down nothing is remembered and every call reads the database. Remembered
 * values are shared by every caller: they are read only.
 */
export class WatchedCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private generation = 0;
  private unwatch: (() => void) | null = null;

  constructor(
    private readonly changes: TableChanges | null,
    private readonly tables: readonly string[],
    private readonly keepMs: number,
    private readonly maxEntries = 10_000,
    /** Whether new rows of the tables may change a remembered value (false: only updates, deletes, truncates). */
    private readonly inserts = true,
  ) {}

  /** Starts watching the tables (without it, or with keepMs 0, every call reads the database). */
  async start(): Promise<void> {
    if (this.keepMs <= 0 || !this.changes) return;
    this.unwatch = await this.changes.watch(this.tables, () => this.forgetAll(), { inserts: this.inserts });
  }

  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.forgetAll();
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /** How many values are remembered now (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private get usable(): boolean {
    return this.unwatch !== null && this.changes?.live === true;
  }

  /**
   * The value remembered under `key`, else what `read` answers (remembered until `validUntil`, if
   * sooner than keepMs, when it is not null).
   */
  async get(key: string, read: () => Promise<{ value: V; validUntil?: number } | null>): Promise<V | null> {
    const now = Date.now();
    const usable = this.usable;
    if (usable) {
      const entry = this.entries.get(key);
      if (entry && entry.until > now) return entry.value;
      if (entry) this.entries.delete(key);
    }
    const generation = this.generation;
    const found = await read();
    if (!found) return null;
    if (usable && generation === this.generation && this.usable) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value: found.value, until: Math.min(now + this.keepMs, found.validUntil ?? Infinity) });
    }
    return found.value;
  }
}
