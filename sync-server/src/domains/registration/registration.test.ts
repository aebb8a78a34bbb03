import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createSession, SESSION_COOKIE } from '../session/session-store';
import { Permission } from '@pos/shared/permissions';
import { providers } from '../../db/schema';
import { startSmtpSink, waitFor } from '../messages/smtp-sink.fixtures';
import { createPlatformStaff } from '../platform';
import { signUp, tokenInMail } from './registration.fixtures';

describe('registration (C216-C218)', async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_URL = 'https://office.example';
  const { app, db } = await setupTestApp();
  afterAll(() => sink.close());
  const staff = await createPlatformStaff(db, { username: `staff${process.pid}${Date.now()}`, password: 'Platform123' });
  const { token: staffToken } = await createSession(db, { id: staff.userId, providerId: staff.providerId }, false);
  const staffCookie = `${SESSION_COOKIE}=${staffToken}`;
  const post = (url: string, payload: object, cookie?: string) => app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: cookie ? { cookie } : {} });

  it('R-USER-9, R-USER-10: sign up with the terms, confirm by the e-mailed token, wait for approval, then log in', async () => {
    const input = signUp();
    const res = await post('registration', input);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitFor(() => sink.to(input.email)[0], 'the confirmation e-mail');
    expect(mail.parsed.subject).toBe('Confirm your e-mail address');
    expect(mail.parsed.text).toContain('https://office.example/registration-details/');
    const token = tokenInMail(mail.parsed.text ?? '');

    // Before the confirmation the owner cannot log in, and is told why.
    let auth = await post('authenticate', { Username: input.username, Password: input.password });
    expect(auth.statusCode).toBe(422);
    expect(auth.json().code).toBe('registration-email-not-confirmed');

    const confirmed = await post('confirm-email', { Token: token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'awaiting-approval', companyName: input.companyName, email: input.email });
    // The link opened twice answers the same state.
    expect((await post('confirm-email', { Token: token })).json().data.status).toBe('awaiting-approval');

    auth = await post('authenticate', { Username: input.username, Password: input.password });
    expect(auth.statusCode).toBe(422);
    expect(auth.json().code).toBe('registration-awaiting-approval');

    const details = await post('registration-details', { Token: token, shortDescription: 'Jeep tours to the desert', invoiceName: 'Dead Sea Jeeps Ltd', financeContact: { name: 'Rina', email: 'finance@jeeps.example' } });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data).toMatchObject({ shortDescription: 'Jeep tours to the desert', invoiceName: 'Dead Sea Jeeps Ltd' });

    const list = await app.inject({ method: 'GET', url: '/api/platform/registrations?status=awaiting-approval', headers: { cookie: staffCookie } });
    const item = (list.json().data as { providerId: number; companyName: string }[]).find((r) => r.companyName === input.companyName)!;
    expect(item).toBeDefined();
    const approved = await post(`platform/registrations/${item.providerId}/approve`, {}, staffCookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    await waitFor(() => sink.to(input.email).find((m) => m.parsed.subject === 'Your registration is approved'), 'the approval e-mail');

    auth = await post('authenticate', { Username: input.username, Password: input.password });
    expect(auth.statusCode, auth.body).toBe(200);
    // Decided once: a second decision and further details are refused.
    expect((await post(`platform/registrations/${item.providerId}/reject`, { reason: 'late' }, staffCookie)).json().code).toBe('registration-closed');
    expect((await post('registration-details', { Token: token, shortDescription: 'x' })).json().code).toBe('registration-closed');
  });

  it('R-USER-10: a registration cannot be approved before its e-mail is confirmed; a rejected one cannot log in', async () => {
    const input = signUp();
    await post('registration', input);
    const [provider] = await db.select().from(providers).where(eq(providers.companyId, input.companyId));
    expect(provider!.active).toBe(false);
    const early = await post(`platform/registrations/${provider!.id}/approve`, {}, staffCookie);
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('registration-email-not-confirmed');
    const token = tokenInMail((await waitFor(() => sink.to(input.email)[0], 'mail')).parsed.text ?? '');
    await post('confirm-email', { Token: token });
    const rejected = await post(`platform/registrations/${provider!.id}/reject`, { reason: 'The company id does not match the registry.' }, staffCookie);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectReason: 'The company id does not match the registry.' });
    const auth = await post('authenticate', { Username: input.username, Password: input.password });
    expect(auth.json().code).toBe('registration-rejected');
  });

  it('R-USER-9 (002 §8.2): company id, e-mail and username must be unique; nothing is half-written', async () => {
    const first = signUp();
    expect((await post('registration', first)).statusCode).toBe(200);
    const sameCompany = await post('registration', signUp({ companyId: first.companyId }));
    expect([sameCompany.statusCode, sameCompany.json().code]).toEqual([422, 'company-id-exists']);
    const sameEmail = await post('registration', signUp({ email: first.email.toUpperCase() }));
    expect([sameEmail.statusCode, sameEmail.json().code]).toEqual([422, 'email-in-use']);
    const sameUser = await post('registration', signUp({ username: first.username }));
    expect([sameUser.statusCode, sameUser.json().code]).toEqual([422, 'username-exists']);
    const rows = await db.select().from(providers).where(eq(providers.companyId, first.companyId));
    expect(rows).toHaveLength(1);
  });

  it('R-USER-9: incorrect e-mail, mobile, username and password are field errors; the terms (with the provider obligations of R-TERMS-11 and R-TERMS-12) must be accepted, in their current version, or nothing is written', async () => {
    const res = await post('registration', signUp({ email: 'not-an-email', mobile: 'abc', username: 'a b', password: 'short', confirmPassword: 'other', acceptTerms: false, termsVersion: '2019-01-01' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['acceptTerms', 'confirmPassword', 'email', 'mobile', 'password', 'termsVersion', 'username']);
    const unaccepted = signUp({ acceptTerms: false });
    expect((await post('registration', unaccepted)).statusCode).toBe(400);
    expect(await db.select().from(providers).where(eq(providers.companyId, unaccepted.companyId))).toEqual([]);
    const { TERMS_CLAUSES } = await import('@pos/shared/terms/terms');
    expect(TERMS_CLAUSES).toContain('R-TERMS-11');
    expect(TERMS_CLAUSES).toContain('R-TERMS-12');
  });

  it('C217: an unknown token is refused', async () => {
    const res = await post('confirm-email', { Token: 'no-such-token' });
    expect([res.statusCode, res.json().code]).toEqual([422, 'registration-token-invalid']);
  });

  it('R-USER-11: an agency signs up; its access is due within 3 business days and the platform sends it; C215 counts it', async () => {
    const email = `agency-${Date.now()}@index.example`;
    const res = await post('registration/agency', { name: `Galil Tours ${Date.now()}`, email, mobile: '052-1112223', language: 'he-IL' });
    expect(res.statusCode, res.body).toBe(200);
    const { id, accessDueOn } = res.json().data as { id: number; accessDueOn: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const { addBusinessDays } = await import('@pos/shared/terms/dates');
    expect(accessDueOn).toBe(addBusinessDays(today, 3));
    await waitFor(() => sink.to(email)[0], 'the agency e-mail');
    expect(sink.to(email)[0]!.parsed.subject).toBe('בקשת ההרשמה של הסוכנות התקבלה');

    const again = await post('registration/agency', { name: 'Other', email: email.toUpperCase(), mobile: '052-1112223' });
    expect([again.statusCode, again.json().code]).toEqual([422, 'agency-exists']);

    expect((await post(`platform/agencies/${id}/agents`, { fullName: 'Avi Ben', email: 'avi@index.example', mobile: '052-9998887' }, staffCookie)).statusCode).toBe(200);
    expect((await post(`platform/agencies/${id}/access`, {}, staffCookie)).statusCode).toBe(200);
    await waitFor(() => sink.to(email)[1], 'the access e-mail');
    expect((await post(`platform/agencies/${id}/access`, {}, staffCookie)).json().code).toBe('agency-access-sent');
    const agencies = (await app.inject({ method: 'GET', url: '/api/platform/agencies', headers: { cookie: staffCookie } })).json().data as { id: number; status: string; overdue: boolean; agents: unknown[] }[];
    expect(agencies.find((a) => a.id === id)).toMatchObject({ status: 'active', overdue: false, agents: [expect.objectContaining({ fullName: 'Avi Ben' })] });

    // C215: a provider's user with ReportsView reads the index statistics; without it, 403.
    const provider = await createProvider(db);
    const reader = await createUser(db, provider.id, { permissions: [Permission.ReportsView] });
    const stats = await app.inject({ method: 'GET', url: '/api/index-statistics', headers: { cookie: reader.cookie } });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data).toMatchObject({ activeAgencies: 1, agents: 1, awaitingAccess: 0, overdueAccess: 0, registeredThisMonth: 1 });
    const other = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    expect((await app.inject({ method: 'GET', url: '/api/index-statistics', headers: { cookie: other.cookie } })).statusCode).toBe(403);
    // Platform staff with the agencies right read them too (the index agencies screen).
    expect((await app.inject({ method: 'GET', url: '/api/index-statistics', headers: { cookie: staffCookie } })).json().data.activeAgencies).toBe(1);
  });
});
