import type Database from 'better-sqlite3';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * Card charges asked of the terminal (card_transactions): the attempt is written before asking, so
 * an approved charge is never lost to a crash; the sale that took it links it inside its own
 * transaction. On the sale path: statements prepared once.
 */
function statements(sqlite: Database.Database) {
  return {
    attempt: sqlite.prepare<[string, number, number, string], { id: number }>(
      "insert into card_transactions (reference, amount, installments, status, created_at) values (?, ?, ?, 'pending', ?) returning id",
    ),
    answer: sqlite.prepare<[string, string, string | null, number]>('update card_transactions set status = ?, result_code = ?, transaction_id = ? where id = ?'),
    link: sqlite.prepare<[string, number]>('update card_transactions set order_uuid = ? where id = ?'),
  };
}

const stmts = preparedStatements(statements);

export function recordCardAttempt(db: StationDb, attempt: { reference: string; amount: number; installments: number; createdAt: string }): number {
  return stmts(db).attempt.get(attempt.reference, attempt.amount, attempt.installments, attempt.createdAt)!.id;
}

export function recordCardAnswer(db: StationDb, id: number, answer: { approved: boolean; resultCode: string; transactionId: string | null }): void {
  stmts(db).answer.run(answer.approved ? 'approved' : 'declined', answer.resultCode, answer.transactionId, id);
}

/** The order the approved charge paid. Call inside the order's transaction. */
export function linkCardToOrder(db: StationDb, id: number, orderUuid: string): void {
  stmts(db).link.run(orderUuid, id);
}
