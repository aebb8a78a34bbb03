import { notFound, refused } from '@pos/shared/errors';
import type { RegistrationItemView } from '@pos/shared/api/platform';
import type { Db } from '../../db/client';
import { queueEmail } from '../messages/outbox';
import { listRegistrations, lockRegistrationOf, setDecision, setProviderActive, type RegistrationListRow } from './decide-repo';
import { approvedMail, rejectedMail } from './registration-mail';

export function registrationItem(row: RegistrationListRow): RegistrationItemView {
  return {
    providerId: row.providerId,
    companyName: row.companyName,
    companyId: row.companyId,
    email: row.email,
    mobile: row.mobile,
    username: row.username,
    status: row.status as RegistrationItemView['status'],
    termsVersion: row.termsVersion,
    createdAt: row.createdAt.toISOString(),
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

export async function registrations(db: Db, status?: string): Promise<RegistrationItemView[]> {
  return (await listRegistrations(db, status)).map(registrationItem);
}

/**
 * R-USER-10: platform staff approve a registration whose e-mail is confirmed; the provider becomes
 * active and its owner is told by e-mail. Only an "awaiting registration" one can be decided.
 */
export async function decideRegistration(db: Db, providerId: number, decision: { approve: true } | { approve: false; reason: string }, staffUserId: number): Promise<RegistrationItemView> {
  return db.transaction(async (tx) => {
    const row = await lockRegistrationOf(tx, providerId);
    if (!row) throw notFound('Registration');
    if (row.status === 'awaiting-email') throw refused('registration-email-not-confirmed', 'The e-mail address is not confirmed yet');
    if (row.status !== 'awaiting-approval') throw refused('registration-closed', 'The registration was already decided');
    if (decision.approve) {
      await setDecision(tx, row.id, { status: 'approved', decidedBy: staffUserId });
      await setProviderActive(tx, providerId, true);
    } else {
      await setDecision(tx, row.id, { status: 'rejected', decidedBy: staffUserId, rejectReason: decision.reason.trim() });
    }
    const mail = decision.approve ? approvedMail(row.language, row.companyName) : rejectedMail(row.language, row.companyName, decision.reason.trim());
    if (row.email) await queueEmail(tx, { providerId, toAddress: row.email, subject: mail.subject, body: mail.body, kind: decision.approve ? 'registration-approved' : 'registration-rejected' });
    return registrationItem({ ...row, status: decision.approve ? 'approved' : 'rejected', rejectReason: decision.approve ? null : decision.reason.trim() });
  });
}
