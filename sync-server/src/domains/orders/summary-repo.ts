import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import { instantToLocal } from '@pos/shared/calendar/index';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import type { Tx } from '../../db/client';
import { orderSummaries, providers } from '../../db/schema';

export type SummaryRow = typeof orderSummaries.$inferSelect;

/** Initial -> InProgress -> Done (the PDF kept) or Fail (the error kept). */
export const SummaryStatus = { Initial: 'Initial', InProgress: 'InProgress', Done: 'Done', Fail: 'Fail' } as const;
export type SummaryStatus = (typeof SummaryStatus)[keyof typeof SummaryStatus];

export async function insertSummary(tx: Tx, values: { providerId: number; orderId: number; language: string; createdBy: number }): Promise<SummaryRow> {
  const [row] = await tx.insert(orderSummaries).values(values).returning();
  return row!;
}

/** The summary of the provider, or 404: another provider's summary does not exist for the caller. */
export async function findSummary(db: Tx, providerId: number, id: number): Promise<SummaryRow> {
  const [row] = await db
    .select()
    .from(orderSummaries)
    .where(and(eq(orderSummaries.id, id), eq(orderSummaries.providerId, providerId)));
  if (!row) throw notFound('Order summary');
  return row;
}

/** A summary by id alone, for the background job (it was scoped when it was asked for); null once gone. */
export async function summaryById(db: Tx, id: number): Promise<SummaryRow | null> {
  const [row] = await db.select().from(orderSummaries).where(eq(orderSummaries.id, id));
  return row ?? null;
}

/** Summaries still Initial or InProgress, touched after `since`: the renders the provider is waiting for. */
export async function pendingSummaries(tx: Tx, providerId: number, since: Date): Promise<SummaryRow[]> {
  return tx
    .select()
    .from(orderSummaries)
    .where(and(eq(orderSummaries.providerId, providerId), inArray(orderSummaries.status, [SummaryStatus.Initial, SummaryStatus.InProgress]), gt(orderSummaries.updatedAt, since)));
}

/** Serialises summary requests of one provider (every instance) until the transaction ends. */
export async function lockProviderSummaries(tx: Tx, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUMMARY_LOCK_SPACE}, ${providerId}::int)`);
}
const SUMMARY_LOCK_SPACE = sql.raw('870412');

/**
 * Initial or InProgress -> Done with the PDF, or Fail with the error; false when it had already
 * finished (a job run again after a crash changes nothing twice).
 */
export async function finishSummary(tx: Tx, id: number, values: { status: 'Done'; pdfBase64: string } | { status: 'Fail'; error: string }): Promise<boolean> {
  const rows = await tx
    .update(orderSummaries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orderSummaries.id, id), inArray(orderSummaries.status, [SummaryStatus.Initial, SummaryStatus.InProgress])))
    .returning({ id: orderSummaries.id });
  return rows.length > 0;
}

export async function setSummaryState(db: Tx, id: number, values: { status: SummaryStatus; pdfBase64?: string; error?: string }): Promise<void> {
  await db
    .update(orderSummaries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderSummaries.id, id));
}

/** What a document needs of its provider: the business it is issued by, its language and zone. */
export async function providerForDocuments(db: Tx, providerId: number) {
  const [row] = await db
    .select({
      name: providers.name,
      businessName: providers.nameOfTheBusinessForInvoice,
      companyName: providers.companyName,
      companyId: providers.companyId,
      address: providers.address,
      phone: providers.mobile,
      language: providers.language,
      timeZone: providers.timezone,
      vatType: providers.vatType,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!row) throw notFound('Provider');
  return row;
}

/** The name a document shows for the provider: its invoice business name, else its company's, else its own. */
export function businessNameOf(provider: { businessName: string | null; companyName: string | null; name: string }): string {
  return provider.businessName || provider.companyName || provider.name;
}

export type ProviderForDocuments = Awaited<ReturnType<typeof providerForDocuments>>;

/**
 * The opening every office A4 sheet (the slot manifest, an employee's day sheet) shares: worded in the
 * language asked, else the user's, else the provider's; issued by the provider's business; printed now
 * in its zone, by no cashier or station.
 */
export async function officeSheetHead(db: Tx, actor: { providerId: number; language: string }, asked: string | undefined, now: Date) {
  const provider = await providerForDocuments(db, actor.providerId);
  const lang: Language = isLanguage(asked) ? asked : isLanguage(actor.language) ? actor.language : isLanguage(provider.language) ? provider.language : FALLBACK_LANGUAGE;
  const local = instantToLocal(now, provider.timeZone);
  return {
    lang,
    business: { name: businessNameOf(provider), companyId: provider.companyId ?? undefined, address: provider.address ?? undefined, phone: provider.phone ?? undefined },
    date: local.date,
    time: local.time,
    cashier: '',
    station: '',
    currency: 'NIS' as const,
  };
}
