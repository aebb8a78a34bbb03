import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { addBusinessDays } from '@pos/shared/terms/dates';
import type { Static } from 'typebox';
import type { AgencyRegistrationBody } from '@pos/shared/api/registration';
import type { AgencyView, AgentBody } from '@pos/shared/api/platform';
import type { Db } from '../../db/client';
import { queueEmail } from '../messages/outbox';
import { isPhoneNumber } from '../provider/phone';
import { agencyCounts, agencyTaken, findAgency, insertAgency, insertAgent, listAgencies, markAccessSent, setAgencyStatus, type AgencyRow } from './agency-repo';
import { agencyAccessMail, agencyReceivedMail } from './registration-mail';

/** R-USER-11: access is sent within this many business days of the sign-up. */
export const AGENCY_ACCESS_BUSINESS_DAYS = 3;
const PLATFORM_TIME_ZONE = 'Asia/Jerusalem';

export function localDate(at: Date, timeZone = PLATFORM_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * R-USER-11: the index (agency) sign-up. The agency waits for its access, due within 3 business
 * days (Sunday to Thursday); a name or e-mail another agency has is refused (002 §8.2).
 */
export async function registerAgency(db: Db, input: Static<typeof AgencyRegistrationBody>, now = new Date()): Promise<{ id: number; accessDueOn: string }> {
  const name = input.name.trim();
  const email = input.email.trim();
  new FieldErrorCollector()
    .check(name !== '', 'name', 'Agency name is required.')
    .check(isValidEmail(email), 'email', 'Incorrect e-mail.')
    .check(isPhoneNumber(input.mobile.trim()), 'mobile', 'Incorrect mobile.')
    .throwIfAny();
  const language = input.language ?? 'he-IL';
  const accessDueOn = addBusinessDays(localDate(now), AGENCY_ACCESS_BUSINESS_DAYS);
  return db.transaction(async (tx) => {
    if (await agencyTaken(tx, name, email)) throw refused('agency-exists', 'Agency name or email exists');
    const agency = await insertAgency(tx, { name, email, mobile: input.mobile.trim(), website: input.website?.trim() || null, description: input.description?.trim() || null, language, accessDueOn, registeredAt: now });
    const mail = agencyReceivedMail(language, name, accessDueOn);
    await queueEmail(tx, { providerId: null, toAddress: email, subject: mail.subject, body: mail.body, kind: 'agency-registration' });
    return agency;
  });
}

export function agencyView(row: AgencyRow, today: string): AgencyView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    website: row.website,
    description: row.description,
    status: row.status as AgencyView['status'],
    registeredAt: row.registeredAt.toISOString(),
    accessDueOn: row.accessDueOn,
    accessSentAt: row.accessSentAt?.toISOString() ?? null,
    overdue: row.status === 'awaiting-access' && row.accessDueOn < today,
    agents: row.agents.map((a) => ({ id: a.id, fullName: a.fullName, email: a.email, mobile: a.mobile })),
  };
}

export async function agenciesForPlatform(db: Db, now = new Date()): Promise<AgencyView[]> {
  const today = localDate(now);
  return (await listAgencies(db)).map((a) => agencyView(a, today));
}

/** R-USER-11: the platform sends the agency its access (once), by e-mail. */
export async function sendAgencyAccess(db: Db, agencyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const agency = await findAgency(tx, agencyId);
    if (!agency) throw notFound('Agency');
    if (agency.status !== 'awaiting-access') throw refused('agency-access-sent', 'The agency’s access was already sent');
    await markAccessSent(tx, agency.id);
    const mail = agencyAccessMail(agency.language, agency.name);
    await queueEmail(tx, { providerId: null, toAddress: agency.email, subject: mail.subject, body: mail.body, kind: 'agency-access' });
  });
}

/** 000 §4: agency users can be activated and deactivated. */
export async function switchAgency(db: Db, agencyId: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const agency = await findAgency(tx, agencyId);
    if (!agency) throw notFound('Agency');
    if (agency.status === 'awaiting-access') throw refused('agency-access-not-sent', 'The agency’s access was not sent yet');
    await setAgencyStatus(tx, agency.id, active ? 'active' : 'inactive');
  });
}

export async function addAgent(db: Db, agencyId: number, input: Static<typeof AgentBody>): Promise<void> {
  new FieldErrorCollector()
    .check(input.fullName.trim() !== '', 'fullName', 'Full name is required.')
    .check(isValidEmail(input.email.trim()), 'email', 'Incorrect e-mail.')
    .check(isPhoneNumber(input.mobile.trim()), 'mobile', 'Incorrect mobile.')
    .throwIfAny();
  await db.transaction(async (tx) => {
    if (!(await findAgency(tx, agencyId))) throw notFound('Agency');
    await insertAgent(tx, { agencyId, fullName: input.fullName.trim(), email: input.email.trim(), mobile: input.mobile.trim() });
  });
}

/** C215 index-statistics. */
export async function indexStatistics(db: Db, now = new Date()) {
  const today = localDate(now);
  const monthStart = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  const c = await agencyCounts(db, today, monthStart);
  return { activeAgencies: c.active, awaitingAccess: c.awaiting, overdueAccess: c.overdue, agents: c.agents, registeredThisMonth: c.thisMonth };
}
