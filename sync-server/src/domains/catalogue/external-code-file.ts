import { readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { refused } from '@pos/shared/errors';
import type { ReceivedFile } from '../files';

/** A partner's code: letters, digits and the few signs codes use; no spaces. */
const CODE = /^[A-Za-z0-9._\-/+=:#]{1,100}$/;
export const MAX_CODES_PER_IMPORT = 100_000;

export interface ParsedCodes {
  codes: string[];
  /** 1-based line numbers that are not a code. */
  invalidLines: number[];
  /** Codes the file lists more than once (kept once). */
  repeated: number;
}

/**
 * R-FILE-3 for a codes file: text has no magic number, so it is verified the other way round. The
 * name says .csv or .txt, no binary type is recognised in it, it is valid UTF-8 and holds no NUL.
 */
export async function readCodesFile(received: ReceivedFile): Promise<string> {
  try {
    if (!/\.(csv|txt)$/i.test(received.name)) throw refused('file-type-not-allowed', 'Codes are imported from a .csv or .txt file');
    if (await fileTypeFromFile(received.path)) throw refused('file-type-mismatch', 'The file name does not match its content: the file may be malicious');
    const bytes = await readFile(received.path);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw refused('file-type-unverified', 'The file type cannot be verified: the file may be malicious');
    }
    if (text.includes('\u0000')) throw refused('file-type-unverified', 'The file type cannot be verified: the file may be malicious');
    return text.replace(/^\uFEFF/, '');
  } finally {
    await received.discard();
  }
}

/** One code per line; in a CSV the first column; a first line reading "code" is a header. */
export function parseCodes(text: string): ParsedCodes {
  const seen = new Set<string>();
  const invalidLines: number[] = [];
  let repeated = 0;
  text.split(/\r\n|\n|\r/).forEach((line, i) => {
    const first = line.split(/[,;\t]/)[0]!.trim().replace(/^"(.*)"$/, '$1');
    if (first === '' || (i === 0 && /^(code|codes|קוד|код)$/i.test(first))) return;
    if (!CODE.test(first)) return void invalidLines.push(i + 1);
    if (seen.has(first)) repeated++;
    else seen.add(first);
  });
  if (seen.size > MAX_CODES_PER_IMPORT) throw refused('external-codes-too-many', `At most ${MAX_CODES_PER_IMPORT} codes are imported at once`, { max: MAX_CODES_PER_IMPORT });
  return { codes: [...seen], invalidLines: invalidLines.slice(0, 100), repeated };
}
