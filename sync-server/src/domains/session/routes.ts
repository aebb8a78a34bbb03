import { Type } from 'typebox';
import { CLIENT_VERSION } from '@pos/shared/version';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';

export default async function sessionRoutes(app: App): Promise<void> {
  app.get(
    '/version',
    { config: { access: 'anonymous' }, schema: { tags: ['session'], response: { 200: Data(Type.Object({ version: Type.String() })) } } },
    async () => ({ data: { version: CLIENT_VERSION } }),
  );
}
