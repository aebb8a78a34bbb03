import { asc, eq } from 'drizzle-orm';
import { FieldErrorCollector, refused } from '@pos/shared/errors';
import { CONTRACT_EXTRA_FIELDS_MAX, type ContractExtraField } from '@pos/shared/api/platform';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import { contractExtraFields } from '../../db/schema';

type Field = Static<typeof ContractExtraField>;

export async function contractFields(db: Db, providerId: number): Promise<Field[]> {
  return db.select({ label: contractExtraFields.label, required: contractExtraFields.required }).from(contractExtraFields).where(eq(contractExtraFields.providerId, providerId)).orderBy(asc(contractExtraFields.position));
}

/** R-SET-3: the digital contract's extra fields, at most 15, replaced as a whole in one transaction. */
export async function saveContractFields(db: Db, providerId: number, fields: Field[]): Promise<Field[]> {
  if (fields.length > CONTRACT_EXTRA_FIELDS_MAX) throw refused('contract-fields-too-many', `There are at most ${CONTRACT_EXTRA_FIELDS_MAX} digital-contract extra fields`, { max: CONTRACT_EXTRA_FIELDS_MAX });
  const errors = new FieldErrorCollector();
  fields.forEach((f, i) => errors.check(f.label.trim() !== '', `fields[${i}].label`, 'Label is required.'));
  errors.throwIfAny();
  await db.transaction(async (tx) => {
    await tx.delete(contractExtraFields).where(eq(contractExtraFields.providerId, providerId));
    if (fields.length) await tx.insert(contractExtraFields).values(fields.map((f, position) => ({ providerId, position, label: f.label.trim(), required: f.required })));
  });
  return contractFields(db, providerId);
}
