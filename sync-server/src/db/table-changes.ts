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
/** Not a table: the payload of caughtUp's mark. */
const MARK = '-mark-';

const FUNCTION_SQL = `create or replace function pos_table_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGES_CHANNEL}', tg_table_name || ' ' || tg_op);
  return null;
end $$`;

interface Watcher {
  tables: ReadonlySet<string>;
  inserts: boolean;
  onChange: () => void;
}

export class TableChanges {
  private listening: Listening | null = null;
  private readonly watchers = new Set<Watcher>();
  private readonly marks = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get live(): boolean {
    return this.listening?.live === true;
  }

  async start(): Promise<void> {
    this.listening = await listen(this.database, CHANGES_CHANNEL, (payload) => {
      const [table = '', op = ''] = payload.split(' ');
      if (table === MARK) return this.marks.get(op)?.();
      this.changed(table, op === 'INSERT');
    }, this.log, {
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
   * Calls onChange whenever any instance inserts (unless `inserts` is false: new rows change no
   * remembered one), updates, deletes or truncates rows of one of `tables` (and when the listening
   * connection is lost or back). Installs the tables' triggers. Answers the unsubscribe.
   */
  async watch(tables: readonly string[], onChange: () => void, opts: { inserts?: boolean } = {}): Promise<() => void> {
    await this.installTriggers(tables);
    const inserts = opts.inserts ?? true;
    const watcher: Watcher = { tables: new Set(tables), inserts, onChange };
    this.watchers.add(watcher);
    const unwatchLocal = this.database.localWrites?.watch(tables, onChange, { inserts });
    return () => {
      this.watchers.delete(watcher);
      unwatchLocal?.();
    };
  }

  /**
   * Resolves once every change committed before the call has been told to this process (Postgres
   * delivers notifications in commit order: a mark sent now arrives after them). For tests.
   */
  async caughtUp(): Promise<void> {
    if (!this.live) return;
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    const arrived = new Promise<void>((resolve) => this.marks.set(id, resolve));
    await this.database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${MARK} ${id}`})`);
    await arrived;
    this.marks.delete(id);
  }

  private changed(table: string | null, insert = false): void {
    for (const w of this.watchers) if (table === null || (w.tables.has(table) && (w.inserts || !insert))) w.onChange();
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
