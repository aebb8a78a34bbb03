import { Permission } from '@pos/shared/permissions';
import { notFound } from '@pos/shared/errors';
import { DocumentAllocation, DocumentAllocationQuery, DocumentAllocationRetry } from '@pos/shared/api/accounting';
import type { App } from '../../../http/types';
import { Data, OrNull } from '../../../http/schemas';
import { actorOf } from '../../../plugins/auth';
import { findAllocationDocument } from './allocation-repo';
import { allocationOf, retryAllocation } from './request-allocation';

/**
 * An invoice's Israel Invoice allocation: GET document/allocation shows it (DocumentViewSearch, 8:
 * the number, or why it waits or was refused); POST document/allocation/retry asks again for a
 * refused one (CreateInvoices, 5). Another provider's document is not found.
 */
export default async function allocationRoutes(app: App): Promise<void> {
  const tags = ['documents'];

  app.get('/document/allocation', { config: { access: Permission.DocumentViewSearch }, schema: { tags, querystring: DocumentAllocationQuery, response: { 200: Data(OrNull(DocumentAllocation)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const doc = await findAllocationDocument(app.db, request.query.id);
    if (!doc || doc.providerId !== providerId) throw notFound('Document');
    return { data: await allocationOf(app.db, doc.id) };
  });

  app.post('/document/allocation/retry', { config: { access: Permission.CreateInvoices }, schema: { tags, body: DocumentAllocationRetry, response: { 200: Data(DocumentAllocation) } } }, async (request) => ({
    data: await retryAllocation(app.db, app.jobs, actorOf(request).providerId, request.body.id),
  }));
}
