import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';
import { listen, type Listening } from './listen';

/**
 * Changes to tables whose rows a process remembers (the callers behind sessions, a sale's
 * catalogue), told to every instance. For each watched table a statement trigger NOTIFYs the table's
 * name on `pos_table_changes` when the changing transaction commits; every process LISTENs on one
 * connection (db/listen.ts). A process's own statements are seen at once, as they are sent
 * (db/local-writes.ts), before their NOTIFY comes back. `live` is false while the listening
 * connection is down (a change may go unseen): a cache must then read the database every time.
 * Every watcher is also told when the connection is lost and when it is back.
 */
export const CHANGES_CHANNEL = 'pos_table_changes';

const FUNCTION_SQL = `create or replace function pos_table_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGES_CHANNEL}', tg_table_name);
  return null;
end $$`;

interface Watcher {
  tables: ReadonlySet<string>;
  onChange: () => void;
}

export class TableChanges {
  private listening: Listening | null = null;
  private readonly watchers = new Set<Watcher>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get live(): boolean {
    return this.listening?.live === true;
  }

  async start(): Promise<void> {
    this.listening = await listen(this.database, CHANGES_CHANNEL, (table) => this.changed(table), this.log, {
      onLost: () => this.changed(null),
      onBack: () => this.changed(null),
      what: 'table changes (caches read from the database meanwhile)',
    });
  }

  async stop(): Promise<void> {
    await this.listening?.close();
    this.listening = null;
    this.changed(null);
  }

  /**
   * Calls onChange whenever any instance inserts, updates, deletes or truncates rows of one of
   * `tables` (and when the listening connection is lost or back). Installs the tables' triggers.
   * Answers the unsubscribe.
   */
  async watch(tables: readonly string[], onChange: () => void): Promise<() => void> {
    await this.installTriggers(tables);
    const watcher: Watcher = { tables: new Set(tables), onChange };
    this.watchers.add(watcher);
    const unwatchLocal = this.database.localWrites?.watch(tables, onChange);
    return () => {
      this.watchers.delete(watcher);
      unwatchLocal?.();
    };
  }

  private changed(table: string | null): void {
    for (const w of this.watchers) if (table === null || w.tables.has(table)) w.onChange();
  }

  /** Instances starting together replace the same triggers at once; one waits for the other. */
  private async installTriggers(tables: readonly string[]): Promise<void> {
    const statements = [FUNCTION_SQL];
    for (const table of tables) {
      if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a table name: ${table}`);
      statements.push(`create or replace trigger pos_table_changed after insert or update or delete or truncate on ${table} for each statement execute function pos_table_changed()`);
    }
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pos_table_changed'))`);
      for (const text of statements) await tx.execute(sql.raw(text));
    });
  }
}
