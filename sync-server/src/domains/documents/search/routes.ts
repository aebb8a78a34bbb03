import { eq } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { DocumentPage, DocumentSearchBody } from '@pos/shared/api/document-output';
import type { App } from '../../../http/types';
import { Data } from '../../../http/schemas';
import { actorOf } from '../../../plugins/auth';
import { providers } from '../../../db/schema';
import { documentFilterOf, listItemOf } from './search';
import { searchDocuments } from './search-repo';

/** C157 POST documents (DocumentViewSearch, 8): the caller's provider's documents only. */
export default async function documentSearchRoutes(app: App): Promise<void> {
  app.post('/documents', { config: { access: Permission.DocumentViewSearch }, schema: { tags: ['documents'], body: DocumentSearchBody, response: { 200: Data(DocumentPage) } } }, async (request) => {
    const actor = actorOf(request);
    const filter = documentFilterOf(request.body);
    // The provider's zone only matters to a search by dates.
    let timeZone = 'UTC';
    if (filter.fromDate !== undefined || filter.toDate !== undefined) {
      const [provider] = await app.db.select({ timeZone: providers.timezone }).from(providers).where(eq(providers.id, actor.providerId));
      if (!provider) throw notFound('Provider');
      timeZone = provider.timeZone;
    }
    const { rows, totalCount, totalCountCapped } = await searchDocuments(app.db, actor.providerId, timeZone, filter);
    return { data: { items: rows.map(listItemOf), totalCount, totalCountCapped, pageIndex: filter.pageIndex, pageSize: filter.pageSize } };
  });
}
