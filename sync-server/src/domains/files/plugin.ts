import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import { openFileStorage } from './open-storage';
import type { FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/**
 * The file store every domain's upload routes use (app.fileStorage) and multipart parsing. Nothing
 * is buffered: routes stream the one file part (receive.ts); the limits here are the outer bound.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance, opts: { storage?: FileStorage }) => {
    const storage = opts.storage ?? (await openFileStorage());
    app.decorate('fileStorage', storage);
    if (!opts.storage) app.addHook('onClose', async () => storage.close?.());
    await app.register(multipart, { limits: { fileSize: FILE_LIMITS.fileBytes, files: 1, fields: 10, parts: 12, fieldSize: 1000, headerPairs: 50 } });
  },
  { name: 'files' },
);
