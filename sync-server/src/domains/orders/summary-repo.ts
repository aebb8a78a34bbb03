import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
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
