import { join } from 'node:path';
import argon2 from 'argon2';
import { systemClock, type Clock } from './clock';
import type { StationContext } from './context';
import { openStationDb } from './db/open';
import { StationEvents } from './events';
import { createHandlers, type Handlers } from './handlers';
import type { PaymentTerminal } from './payments/terminal';
import { chooseTerminal } from './payments/choose-terminal';
import { getSetting } from './settings/settings-store';
import { PrintWorker, type PrintWorkerOptions } from './printing/print-worker';
import { SyncClient, type SyncOptions } from './sync/sync-client';

export interface StationOptions {
  /** Folder of the station database (station.db). */
  dataDir: string;
  clock?: Clock;
  terminal?: PaymentTerminal;
  sync?: SyncOptions;
  cardTimeoutMs?: number;
  migrationsFolder?: string;
  /** Start syncing at once when paired (default true). */
  autoSync?: boolean;
  /** The print worker's retry policy and PDF renderer (printing/print-worker.ts). */
  printing?: Omit<PrintWorkerOptions, 'dataDir'>;
}

export interface Station {
  ctx: StationContext;
  handlers: Handlers;
  close(): Promise<void>;
}

async function verifySecret(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** The station core: its database, sync client, payment terminal and handler map. Plain Node. */
export function createStation(opts: StationOptions): Station {
  // Refuses (throws) in production when the card terminal would be simulated without SIMULATORS=card.
  const terminal = chooseTerminal(opts.terminal);
  const db = openStationDb(join(opts.dataDir, 'station.db'), { migrationsFolder: opts.migrationsFolder });
  const clock = opts.clock ?? systemClock;
  const events = new StationEvents();
  const sync = new SyncClient(db, clock, events, opts.sync);
  const ctx: StationContext = {
    db,
    clock,
    events,
    terminal,
    sync,
    session: { userId: null },
    verifySecret,
    cardTimeoutMs: opts.cardTimeoutMs,
    problems: [],
  };
  const handlers = createHandlers(ctx);
  const printing = new PrintWorker(ctx, { dataDir: opts.dataDir, ...opts.printing });
  // A print worker that cannot start is logged and shown (status problems), never an unhandled rejection.
  printing.start().catch((error: unknown) => {
    console.error('The print worker could not start:', error);
    ctx.problems!.push('printing-not-started');
    events.emit({ type: 'status' });
  });
  if (opts.autoSync !== false && getSetting(db, 'token') !== undefined) sync.start();
  return {
    ctx,
    handlers,
    async close() {
      await sync.stop();
      await printing.stop();
      db.$client.close();
    },
  };
}
