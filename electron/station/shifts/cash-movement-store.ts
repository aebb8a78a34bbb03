import { asc, eq } from 'drizzle-orm';
import type { StationDb } from '../db/open';
import { cashMovements } from '../db/schema';

/** Issue 16: cash put into ('in': float top-up) or taken out of ('out': safe drop) the drawer during a shift. */
export interface CashMovementRecord {
  uuid: string;
  shiftUuid: string;
  userId: number;
  createdAt: string;
  kind: 'in' | 'out';
  currencyId: number;
  /** Positive minor units. */
  amount: number;
  reason: string;
}

export function insertCashMovement(db: StationDb, movement: CashMovementRecord): void {
  db.insert(cashMovements).values(movement).run();
}

/** A shift's cash movements, oldest first. */
export function shiftCashMovements(db: StationDb, shiftUuid: string): CashMovementRecord[] {
  return db.select().from(cashMovements).where(eq(cashMovements.shiftUuid, shiftUuid)).orderBy(asc(cashMovements.createdAt)).all() as CashMovementRecord[];
}
