import type { Language } from '@pos/shared/languages';
import type { Tx } from '../../db/client';

/** A cell: text, a count, or money (minor units, written as a decimal amount by each format). */
export type Cell = string | number | null | { minor: number };

/** Where an export's query runs: the provider, its time zone and the export's own filter. */
export interface SourceScope<Filter> {
  providerId: number;
  timeZone: string;
  filter: Filter;
}

/**
 * The rows of one kind of export, read in pages by id (keyset) so that any number of rows goes
 * through without holding them all: `count` for the progress and R-BULK-8, `page` for the rows
 * after `afterId`.
 */
export interface ExportSource<Filter> {
  headers(language: Language): string[];
  count(db: Tx, scope: SourceScope<Filter>): Promise<number>;
  page(db: Tx, scope: SourceScope<Filter>, afterId: number, limit: number, language: Language): Promise<{ lastId: number; rows: Cell[][]; count?: number }>;
  /**
   * A kind with its own file layout (the unified format's records) makes its own writer; the others
   * are CSV or XLSX by the export's format. `count` of a page is then the items it read (documents),
   * when its rows are not one per item.
   */
  writer?(db: Tx, scope: SourceScope<Filter>, path: string, now: Date, language: Language): Promise<RowFileWriter>;
  /** Refuses (422) an export its settings cannot make, before anything is recorded (Hashavshevet's ledger accounts). */
  ready?(db: Tx, scope: SourceScope<Filter>): Promise<void>;
}

export const money = (minor: number): Cell => ({ minor });

/** Writes an export's rows to a file on local disk, page by page (nothing kept in memory but the page). */
export interface RowFileWriter {
  readonly contentType: string;
  readonly extension: string;
  write(rows: readonly Cell[][]): Promise<void>;
  close(): Promise<void>;
}
