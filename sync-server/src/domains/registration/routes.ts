import { AgencyRegistered, AgencyRegistrationBody, ConfirmEmailBody, RegistrationBody, RegistrationDetailsBody, RegistrationState } from '@pos/shared/api/registration';
import { Type } from 'typebox';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { UPLOAD_BODY_LIMIT } from '../../http/body-limits';
import { register } from './register';
import { confirmEmail, saveRegistrationDetails } from './details';
import { registerAgency } from './agency';

/** Registration (002 §7.8: C216-C218) and the index sign-up (R-USER-11): anonymous routes. */
export default async function registrationRoutes(app: App): Promise<void> {
  const tags = ['registration'];
  const anonymous = { access: 'anonymous' as const };

  app.post(
    '/registration',
    { config: anonymous, bodyLimit: UPLOAD_BODY_LIMIT, schema: { tags, body: RegistrationBody, response: { 200: Data(Type.Object({ email: Type.String() })) } } },
    async (request) => {
      const { email, link } = await register(app.db, request.body);
      // A developer's way to the link (as for the password reset): never in production, at debug only.
      if (!app.security.production) app.log.debug({ link }, 'registration confirmation link queued');
      return { data: { email } };
    },
  );

  app.post('/confirm-email', { config: anonymous, schema: { tags, body: ConfirmEmailBody, response: { 200: Data(RegistrationState) } } }, async (request) => ({
    data: await confirmEmail(app.db, request.body.Token),
  }));

  app.post(
    '/registration-details',
    { config: anonymous, bodyLimit: UPLOAD_BODY_LIMIT, schema: { tags, body: RegistrationDetailsBody, response: { 200: Data(RegistrationState) } } },
    async (request) => ({ data: await saveRegistrationDetails(app.db, request.body) }),
  );

  app.post('/registration/agency', { config: anonymous, schema: { tags, body: AgencyRegistrationBody, response: { 200: Data(AgencyRegistered) } } }, async (request) => ({
    data: await registerAgency(app.db, request.body),
  }));
}
