import type { FastifyReply } from 'fastify';
import { CLIENT_VERSION } from '@pos/shared/version';
import { FALLBACK_LANGUAGE, isLanguage } from '@pos/shared/languages';
import { AuthenticateBody, ChangeLanguageBody, ForgotPasswordBody, InitData, LanguageAnswer, ProviderBrand, ResetPasswordBody, SessionUser, Version } from '@pos/shared/api/session';
import type { App } from '../../http/types';
import { Data, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { initData } from './init-data';
import { providerBrand } from './provider-brand';
import { reportedSimulators } from '../../simulators';
import { login } from './login';
import { setUserLanguage } from './login-repo';
import { requestPasswordReset, resetPassword } from './password-reset';
import { deleteSession, REMEMBER_ME_TTL_MS, SESSION_COOKIE } from './session-store';

/** Secure always in production (issue 14 item 7); elsewhere only over HTTPS, so a LAN demo over http:// keeps working. */
const cookieOptions = (production: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: production ? true : 'auto' }) as const;

function setSessionCookie(reply: FastifyReply, token: string, rememberMe: boolean, production: boolean): void {
  // Without "remember me" the cookie lasts as long as the browser session (and the server session its 12 hours).
  const options = cookieOptions(production);
  reply.setCookie(SESSION_COOKIE, token, rememberMe ? { ...options, maxAge: REMEMBER_ME_TTL_MS / 1000 } : options);
}

/** Session, language and password reset: spec 002 §7.2 and the reset calls of §7.8. */
export default async function sessionRoutes(app: App): Promise<void> {
  const tags = ['session'];

  app.get(
    '/version',
    { config: { access: 'anonymous' }, schema: { tags, response: { 200: Data(Version) } } },
    // simulators: the external systems simulated now, for the back office's and the POS's banner.
    async () => ({ data: { version: CLIENT_VERSION, simulators: reportedSimulators(app.db) } }),
  );

  app.post(
    '/authenticate',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        body: AuthenticateBody,
        response: { 200: Data(SessionUser) },
      },
    },
    async (request, reply) => {
      const { user, session } = await login(app.db, request.body, request.ip);
      setSessionCookie(reply, session.token, request.body.RememberMe === true, app.security.production);
      return { data: { id: user.id, username: user.username, lang: isLanguage(user.language) ? user.language : FALLBACK_LANGUAGE } };
    },
  );

  app.get('/logout', { config: { access: 'anonymous', stateChanging: true }, schema: { tags, response: { 200: Ok } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(app.security.production));
    return { data: true };
  });

  app.get('/init', { config: { access: 'user' }, schema: { tags, response: { 200: Data(InitData) } } }, async (request) => ({
    data: await initData(app.db, actorOf(request).userId),
  }));

  // Issue 18: the logged-in user's own provider's name and logo (the login page shows them next time).
  app.get('/provider/brand', { config: { access: 'user' }, schema: { tags, response: { 200: Data(ProviderBrand) } } }, async (request) => ({
    data: await providerBrand(app.db, actorOf(request).providerId),
  }));

  app.post(
    '/changelanguage',
    {
      config: { access: 'user' },
      schema: { tags, body: ChangeLanguageBody, response: { 200: Data(LanguageAnswer) } },
    },
    async (request) => {
      await setUserLanguage(app.db, actorOf(request).userId, request.body.lang);
      return { data: { lang: request.body.lang } };
    },
  );

  app.post(
    '/forgot-password',
    { config: { access: 'anonymous' }, schema: { tags, body: ForgotPasswordBody, response: { 200: Ok } } },
    async (request) => {
      const { link } = await requestPasswordReset(app.db, request.body.Email, request.ip);
      // A developer's way to the link: never logged in production (the link is a password), and at debug only.
      if (!app.security.production) app.log.debug({ link }, 'password reset link queued in email_outbox');
      return { data: true };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'anonymous' },
      schema: { tags, body: ResetPasswordBody, response: { 200: Ok } },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { data: true };
    },
  );
}
