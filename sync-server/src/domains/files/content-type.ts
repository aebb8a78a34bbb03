import { fileTypeFromFile } from 'file-type';
import { refused } from '@pos/shared/errors';

/** Photos: the types sharp reads and browsers show. */
export const PHOTO_TYPES: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** Documents: photos, PDF and office files. */
export const DOCUMENT_TYPES: Record<string, readonly string[]> = {
  ...PHOTO_TYPES,
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
};

/**
 * R-FILE-3: the type is read from the bytes (magic numbers), never from the name. A file whose
 * type cannot be read, is not allowed here, or whose name claims another type, is refused as
 * possibly malicious.
 */
export async function verifiedType(path: string, name: string, allowed: Record<string, readonly string[]>): Promise<string> {
  const found = await fileTypeFromFile(path).catch(() => undefined);
  if (!found) throw refused('file-type-unverified', 'The file type cannot be verified: the file may be malicious');
  const extensions = allowed[found.mime];
  if (!extensions) throw refused('file-type-not-allowed', `Files of type ${found.mime} are not accepted here`, { detectedType: found.mime });
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!extension || !extensions.includes(extension)) {
    throw refused('file-type-mismatch', 'The file name does not match its content: the file may be malicious', { detectedType: found.mime });
  }
  return found.mime;
}
