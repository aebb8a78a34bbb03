/**
 * R-INV-3: each numbered document type needs its starting number set before a document of the type
 * can be created. Setting start N writes lastNumber = N - 1 to the type's sequence (what the
 * ledger takes the next number from) and records N. Once a number of the type is used the start is
 * fixed: a lower one would reuse a number, a higher one would leave a gap.
 */
import { and, eq } from 'drizzle-orm';
import { refused } from '@pos/shared/errors';
import { NUMBERED_DOCUMENT_TYPES, type Numbering, type NumberedDocumentType } from '@pos/shared/api/accounting';
import type { Tx } from '../../../db/client';
import { documentNumberSequences, documentNumberStarts } from '../../../db/schema';

interface TypeState {
  startNumber: number | null;
  lastNumber: number | null;
}

/** The numbering as the settings show it: start, last used and whether the start is fixed. */
export function numberingView(docType: NumberedDocumentType, state: TypeState): Numbering {
  const { startNumber, lastNumber } = state;
  // Without a recorded start, numbers handed out before the settings existed count as used.
  const firstNumber = startNumber ?? 1;
  const lastUsed = lastNumber !== null && lastNumber >= firstNumber ? lastNumber : null;
  return { docType, startNumber, lastUsed, locked: lastUsed !== null };
}

export async function loadNumbering(tx: Tx, providerId: number): Promise<Numbering[]> {
  const sequences = await tx.select({ docType: documentNumberSequences.docType, lastNumber: documentNumberSequences.lastNumber }).from(documentNumberSequences).where(eq(documentNumberSequences.providerId, providerId));
  const starts = await tx.select({ docType: documentNumberStarts.docType, startNumber: documentNumberStarts.startNumber }).from(documentNumberStarts).where(eq(documentNumberStarts.providerId, providerId));
  return NUMBERED_DOCUMENT_TYPES.map((docType) =>
    numberingView(docType, {
      startNumber: starts.find((s) => s.docType === docType)?.startNumber ?? null,
      lastNumber: sequences.find((s) => s.docType === docType)?.lastNumber ?? null,
    }),
  );
}

/**
 * Sets a type's starting number, the type's sequence row locked for the check and the write (a
 * document created at the same time either sees the new start or made the start fixed first).
 */
export async function setStartNumber(tx: Tx, providerId: number, userId: number, docType: NumberedDocumentType, startNumber: number): Promise<void> {
  const created = await tx
    .insert(documentNumberSequences)
    .values({ providerId, docType, lastNumber: startNumber - 1 })
    .onConflictDoNothing()
    .returning({ lastNumber: documentNumberSequences.lastNumber });
  if (created.length === 0) {
    const [sequence] = await tx
      .select({ lastNumber: documentNumberSequences.lastNumber })
      .from(documentNumberSequences)
      .where(and(eq(documentNumberSequences.providerId, providerId), eq(documentNumberSequences.docType, docType)))
      .for('update');
    const [start] = await tx
      .select({ startNumber: documentNumberStarts.startNumber })
      .from(documentNumberStarts)
      .where(and(eq(documentNumberStarts.providerId, providerId), eq(documentNumberStarts.docType, docType)));
    const view = numberingView(docType, { startNumber: start?.startNumber ?? null, lastNumber: sequence?.lastNumber ?? null });
    if (view.locked) {
      if (view.startNumber === startNumber) return;
      const lastUsed = view.lastUsed!;
      if (startNumber <= lastUsed) {
        throw refused('document-number-already-used', `Number ${startNumber} of ${docType} is already used (the last is ${lastUsed}): numbers are never reused.`, { docType, lastUsed });
      }
      throw refused('document-numbering-started', `The ${docType} numbering is in use (the last is ${lastUsed}): the next number is ${lastUsed + 1}, a new start would leave a gap.`, { docType, lastUsed });
    }
    await tx
      .update(documentNumberSequences)
      .set({ lastNumber: startNumber - 1 })
      .where(and(eq(documentNumberSequences.providerId, providerId), eq(documentNumberSequences.docType, docType)));
  }
  await tx
    .insert(documentNumberStarts)
    .values({ providerId, docType, startNumber, setBy: userId })
    .onConflictDoUpdate({ target: [documentNumberStarts.providerId, documentNumberStarts.docType], set: { startNumber, setBy: userId, setAt: new Date() } });
}
