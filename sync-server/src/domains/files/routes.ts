import { Type } from 'typebox';
import { notFound } from '@pos/shared/errors';
import type { App } from '../../http/types';
import { Id } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { disposition } from './disposition';
import { findStoredFile } from './file-repo';

/** banner and banner-mobile exist for banners only (R-FILE-7). */
const VARIANTS = ['full', 'thumb', 'original', 'banner', 'banner-mobile'] as const;


/** Serving stored files: only the caller's provider's (another provider's file is 404, like a missing one). */
export default async function fileRoutes(app: App): Promise<void> {
  app.get(
    '/files/:id/:variant',
    {
      config: { access: 'user' },
      schema: { tags: ['files'], params: Type.Object({ id: Id, variant: Type.Unsafe<(typeof VARIANTS)[number]>({ type: 'string', enum: [...VARIANTS] }) }) },
    },
    async (request, reply) => {
      const file = await findStoredFile(app.db, actorOf(request).providerId, request.params.id);
      if (!file) throw notFound('File');
      const isImage = file.width !== null;
      let key = `${file.storageKey}/original`;
      let type = file.contentType;
      if (isImage) {
        // WebP where the browser takes it, JPEG otherwise (the same pixels).
        const webp = (request.headers.accept ?? '').includes('image/webp');
        const size = request.params.variant === 'original' ? 'full' : request.params.variant;
        key = `${file.storageKey}/${size}.${webp ? 'webp' : 'jpg'}`;
        type = webp ? 'image/webp' : 'image/jpeg';
        reply.header('vary', 'Accept');
      } else if (request.params.variant !== 'original') throw notFound('File');
      const object = await app.fileStorage.get(key);
      if (!object) throw notFound('File');
      // A file's bytes never change under its id: cached for a year, by this browser only.
      return reply
        .type(type)
        .header('content-length', object.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', disposition(isImage ? 'inline' : 'attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
}
