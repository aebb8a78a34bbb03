import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { refused } from '@pos/shared/errors';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../../db/client';
import { businessClients, documents } from '../../../db/schema';
import { ledgerAccountsOf, type LedgerAccounts } from '../../documents/accounting-settings';
import type { Cell } from '../export-source';
import { encodeMovement } from './movein-layout';
import { accountsNeeded, movementsOf } from './movements';

/** What names a document in a movement's details, and the movement type code of each document type. */
export interface MoveinNaming {
  docName(docType: string): string;
  typeCode(docType: string): string;
}

/**
 * Before an export starts: the accounts its documents book to must be set (422
 * `ledger-accounts-missing`, naming them), a customers' account too when a document's business
 * client has no account of its own (or it has no client).
 */
export async function checkLedgerAccounts(db: Tx, providerId: number, booked: SQL): Promise<void> {
  const accounts = await ledgerAccountsOf(db, providerId);
  const rows = await db
    .select({ docType: documents.docType, noClientAccount: sql<boolean>`bool_or(coalesce(${businessClients.accountingSystemCode}, '') = '')` })
    .from(documents)
    .leftJoin(businessClients, eq(businessClients.id, documents.businessClientId))
    .where(booked)
    .groupBy(documents.docType);
  const needed = new Set<keyof LedgerAccounts>();
  for (const row of rows) {
    for (const kind of accountsNeeded(row.docType)) needed.add(kind);
    if (row.noClientAccount) needed.add('customers');
  }
  const missing = [...needed].filter((kind) => accounts[kind].trim() === '');
  if (missing.length) throw refused('ledger-accounts-missing', `Set the ledger accounts for Hashavshevet in the accounting settings: ${missing.join(', ')}.`, { missing });
}

/** One page of documents (by id) as MOVEIN records: a row per movement, `count` the documents read. */
export async function moveinPage(db: Tx, providerId: number, timeZone: string, booked: SQL, afterId: number, limit: number, naming: MoveinNaming): Promise<{ lastId: number; rows: Cell[][]; count: number }> {
  const docs = await db
    .select({
      id: documents.id,
      docType: documents.docType,
      number: documents.number,
      day: sql<string>`to_char(${documents.issuedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      clientAccount: businessClients.accountingSystemCode,
      customer: documents.customerName,
      currencyId: documents.currencyId,
      total: documents.total,
      vat: documents.vatAmount,
    })
    .from(documents)
    .leftJoin(businessClients, eq(businessClients.id, documents.businessClientId))
    .where(and(booked, gt(documents.id, afterId)))
    .orderBy(asc(documents.id))
    .limit(limit);
  if (docs.length === 0) return { lastId: afterId, rows: [], count: 0 };
  const accounts = await ledgerAccountsOf(db, providerId);
  const rows: Cell[][] = [];
  for (const d of docs) {
    const iso = CURRENCIES.find((c) => c.id === d.currencyId)?.iso ?? '';
    const details = [naming.docName(d.docType), d.number, d.customer].filter((part) => part !== '').join(' ');
    const movements = movementsOf({ ...d, currency: iso === 'ILS' ? '' : iso, details, typeCode: naming.typeCode(d.docType) }, accounts);
    for (const movement of movements) rows.push([encodeMovement(movement)]);
  }
  return { lastId: docs.at(-1)!.id, rows, count: docs.length };
}
