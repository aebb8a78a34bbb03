import { Type } from 'typebox';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, Id, Text } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { findProfile, listProfiles } from './profiles-repo';
import { saveProfile } from './save-profile';
import { saveUser } from './save-user';
import { ProfileInput, ProfileView, UserInput, UsersFilter, UsersPage, UserView } from '@pos/shared/api/users';
import { toUserView } from './user-view';
import { findUser, searchUsers } from './users-repo';

/**
 * Provider users and profiles (spec 002 §7.8), always of the caller's provider: a user or profile
 * of another provider is not found. Reading needs ViewProviderSettings, saving EditProviderSettings.
 */
export default async function usersRoutes(app: App): Promise<void> {
  const read = { access: Permission.ViewProviderSettings };
  const edit = { access: Permission.EditProviderSettings };
  const tags = ['users'];
  const ById = Type.Object({ id: Id });

  app.post(
    '/provider/users/search',
    { config: read, schema: { tags, body: UsersFilter, response: { 200: Data(UsersPage) } } },
    async (request) => {
      // R-CLIENT-23: the first page is 0.
      const pageIndex = request.body.pageIndex ?? 0;
      const pageSize = request.body.pageSize ?? 20;
      const page = await searchUsers(app.db, actorOf(request).providerId, { ...request.body, pageIndex, pageSize });
      return { data: { ...page, pageIndex, pageSize } };
    },
  );

  app.get('/provider/user/get', { config: read, schema: { tags, querystring: ById, response: { 200: Data(UserView) } } }, async (request) => {
    const user = await findUser(app.db, actorOf(request).providerId, request.query.id);
    if (!user) throw notFound('User');
    return { data: toUserView(user) };
  });

  app.post('/provider/user/save', { config: edit, schema: { tags, body: UserInput, response: { 200: Data(UserView) } } }, async (request) => ({
    data: await saveUser(app.db, actorOf(request), request.body),
  }));

  app.get('/provider/profile/get', { config: read, schema: { tags, querystring: ById, response: { 200: Data(ProfileView) } } }, async (request) => {
    const profile = await findProfile(app.db, actorOf(request).providerId, request.query.id);
    if (!profile) throw notFound('Profile');
    return { data: profile };
  });

  app.post('/provider/profile/save', { config: edit, schema: { tags, body: ProfileInput, response: { 200: Data(ProfileView) } } }, async (request) => ({
    data: await saveProfile(app.db, actorOf(request), request.body),
  }));

  app.get(
    '/provider/profiles/search',
    { config: read, schema: { tags, querystring: Type.Object({ keyword: Type.Optional(Text(100)) }), response: { 200: Data(Type.Array(ProfileView)) } } },
    async (request) => ({ data: await listProfiles(app.db, actorOf(request).providerId, request.query.keyword) }),
  );

  app.get('/provider/profiles', { config: read, schema: { tags, response: { 200: Data(Type.Array(ProfileView)) } } }, async (request) => ({
    data: await listProfiles(app.db, actorOf(request).providerId),
  }));
}
