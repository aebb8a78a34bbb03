/**
 * R-MSG-6: puts a placeholder into a template's text where the cursor is (replacing any selection),
 * and answers the new text and where the cursor goes after it.
 */
export function insertPlaceholder(text: string, key: string, selectionStart: number, selectionEnd: number): { text: string; cursor: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Keep words apart: a key typed against a word reads as one word in the message.
  const lead = /[\p{L}\p{N}]$/u.test(before) ? ' ' : '';
  const trail = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  const inserted = `${lead}${key}${trail}`;
  return { text: before + inserted + after, cursor: start + lead.length + key.length };
}

/** Reads a chosen file as base64 (the attachment calls C269/C270 take the bytes in JSON). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
