import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, fieldError, refused } from '@pos/shared/errors';
import { fileNameProblem, FILE_LIMITS } from '@pos/shared/files/limits';

/** An upload on the server's disk (never whole in memory), with what was learnt while it streamed. */
export interface ReceivedFile {
  path: string;
  name: string;
  byteSize: number;
  sha256: string;
  /** The form's other fields (text only). */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

const NAME_MESSAGES = {
  'file-name-too-long': `A file name is at most ${FILE_LIMITS.nameLength} characters`,
  'file-name-illegal': 'The file name has illegal characters',
} as const;

/** A form that ends early or cannot be parsed is the client's fault (400); the server's own disk errors stay 500. */
function brokenForm(error: unknown): never {
  const code = (error as { code?: string }).code ?? '';
  if (/^E[A-Z]+$/.test(code) && code !== 'EPIPE' && code !== 'ECONNRESET') throw error;
  if ((error as { statusCode?: number }).statusCode === 413) throw refused('file-too-large', 'A file is at most 10 MB');
  throw fieldError('file', 'The upload is broken or incomplete', 'upload-broken');
}

/**
 * Streams the form's one file (part `file`) to a temporary file, hashing it on the way. Over
 * `maxBytes` the stream stops and the upload is refused (R-FILE-1, R-FILE-5); a bad name is refused
 * before a byte is written (R-FILE-2).
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw fieldError('file', 'must be sent as multipart/form-data', 'content-type');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12, headerPairs: 50 }, throwFileSizeLimit: false }).catch(brokenForm);
  if (!part) throw fieldError('file', 'is required');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return streamToDisk(part, maxBytes, fields);
}

/** One file part to a temporary file: its name checked first (R-FILE-2), its size (R-FILE-1, R-FILE-5) and hash on the way. */
async function streamToDisk(part: MultipartFile, maxBytes: number, fields: Record<string, string>): Promise<ReceivedFile> {
  const nameProblem = fileNameProblem(part.filename ?? '');
  if (nameProblem) {
    part.file.resume();
    throw refused(nameProblem, NAME_MESSAGES[nameProblem]);
  }
  const dir = await mkdtemp(join(tmpdir(), 'pos-upload-'));
  const path = join(dir, randomUUID());
  const hash = createHash('sha256');
  let byteSize = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteSize += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(part.file, counting, createWriteStream(path));
  } catch (error) {
    await discard();
    brokenForm(error);
  }
  if (part.file.truncated) {
    await discard();
    throw maxBytes === FILE_LIMITS.photoBytes
      ? refused('photo-too-large', 'A photo is at most 5 MB', { maxBytes })
      : refused('file-too-large', 'A file is at most 10 MB', { maxBytes });
  }
  if (byteSize === 0) {
    await discard();
    throw fieldError('file', 'is empty');
  }
  return { path, name: part.filename, byteSize, sha256: hash.digest('hex'), fields, discard };
}

/**
 * A form of text fields and up to `maxFiles` file parts named `fileField` (none is fine), each streamed
 * to disk like receiveUpload's. Every file received is discarded when a later part is refused.
 */
export async function receiveUploads(request: FastifyRequest, opts: { maxBytes: number; maxFiles: number; fileField: string; fieldSize: number }): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) throw fieldError(opts.fileField, 'must be sent as multipart/form-data', 'content-type');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: opts.maxBytes, files: opts.maxFiles, fields: 10, fieldSize: opts.fieldSize, parts: opts.maxFiles + 10, headerPairs: 50 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== opts.fileField) {
        part.file.resume();
        throw fieldError(part.fieldname, 'is not a file field of this form', 'not-allowed');
      }
      files.push(await streamToDisk(part, opts.maxBytes, fields));
    }
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw fieldError(opts.fileField, `at most ${opts.maxFiles} files`, 'max-items', { max: opts.maxFiles });
    brokenForm(error);
  }
  return { fields, files };
}
