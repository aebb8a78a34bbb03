import { and, count, desc, eq, gte, isNull, lte, notExists, or } from 'drizzle-orm';
import type { Static } from 'typebox';
import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import type { ModalAlertBody, ModalAlertView } from '@pos/shared/api/platform';
import { instantToLocal } from '@pos/shared/calendar';
import type { Db, Tx } from '../../db/client';
import { modalAlertDismissals, modalAlerts, providers } from '../../db/schema';
import type { Actor } from '../../http/types';

/**
 * Modal alerts (001 §3 init's "modal alerts", C009): the platform's notices put in front of provider
 * users when they open the back office, to every provider or to one, between two of the provider's
 * local dates, until each user closes one. The platform's staff write them; init lists a user's open
 * ones; cancel-modal-alert closes one for the user only.
 */

export async function modalAlertList(db: Db): Promise<ModalAlertView[]> {
  const rows = await db
    .select({
      id: modalAlerts.id,
      providerId: modalAlerts.providerId,
      providerName: providers.name,
      title: modalAlerts.title,
      body: modalAlerts.body,
      fromDate: modalAlerts.fromDate,
      toDate: modalAlerts.toDate,
      dismissed: db.$count(modalAlertDismissals, eq(modalAlertDismissals.alertId, modalAlerts.id)),
    })
    .from(modalAlerts)
    .leftJoin(providers, eq(providers.id, modalAlerts.providerId))
    .orderBy(desc(modalAlerts.id));
  return rows.map((r) => ({ ...r, providerName: r.providerName ?? null, dismissed: Number(r.dismissed) }));
}

export async function createModalAlert(db: Db, actor: Actor, input: Static<typeof ModalAlertBody>): Promise<ModalAlertView> {
  const providerId = input.providerId ?? null;
  const errors = new FieldErrorCollector()
    .check(input.title.trim() !== '', 'title', 'Title is required.')
    .check(input.body.trim() !== '', 'body', 'The text is required.')
    .check(input.fromDate <= input.toDate, 'toDate', 'The end date is before the start date.');
  if (providerId !== null) {
    const [found] = await db.select({ n: count() }).from(providers).where(eq(providers.id, providerId));
    errors.check(Number(found?.n) > 0, 'providerId', 'Unknown provider.');
  }
  errors.throwIfAny();
  const [row] = await db
    .insert(modalAlerts)
    .values({ providerId, title: input.title.trim(), body: input.body.trim(), fromDate: input.fromDate, toDate: input.toDate, createdBy: actor.userId })
    .returning({ id: modalAlerts.id });
  return (await modalAlertList(db)).find((a) => a.id === row!.id)!;
}

/** Deletes an alert and the record of who closed it. */
export async function deleteModalAlert(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(modalAlertDismissals).where(eq(modalAlertDismissals.alertId, id));
    const gone = await tx.delete(modalAlerts).where(eq(modalAlerts.id, id)).returning({ id: modalAlerts.id });
    if (gone.length === 0) throw notFound('Modal alert');
  });
}

/** The condition "this alert is for the provider and shown on its local date". */
function shownTo(providerId: number, localDate: string) {
  return and(or(isNull(modalAlerts.providerId), eq(modalAlerts.providerId, providerId)), lte(modalAlerts.fromDate, localDate), gte(modalAlerts.toDate, localDate));
}

/** The alerts a user of the provider has not closed and that are shown today in the provider's zone (init). */
export async function openModalAlerts(db: Tx, user: { id: number; providerId: number; timezone: string }): Promise<{ id: number; title: string; body: string }[]> {
  const today = instantToLocal(new Date(), user.timezone).date;
  return db
    .select({ id: modalAlerts.id, title: modalAlerts.title, body: modalAlerts.body })
    .from(modalAlerts)
    .where(
      and(
        shownTo(user.providerId, today),
        notExists(
          db
            .select({ one: modalAlertDismissals.alertId })
            .from(modalAlertDismissals)
            .where(and(eq(modalAlertDismissals.alertId, modalAlerts.id), eq(modalAlertDismissals.userId, user.id))),
        ),
      ),
    )
    .orderBy(modalAlerts.id);
}

/**
 * C009: the user closes an alert (again is fine). An alert meant for another provider is not found:
 * one provider never learns of another's notices.
 */
export async function dismissModalAlert(db: Db, actor: Actor, id: number): Promise<void> {
  const [alert] = await db
    .select({ id: modalAlerts.id })
    .from(modalAlerts)
    .where(and(eq(modalAlerts.id, id), or(isNull(modalAlerts.providerId), eq(modalAlerts.providerId, actor.providerId))));
  if (!alert) throw notFound('Modal alert');
  await db.insert(modalAlertDismissals).values({ alertId: id, userId: actor.userId }).onConflictDoNothing();
}
