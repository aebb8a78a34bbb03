/**
 * Bodies are plain text. App links in them are root-relative (/reset-password/..., /order/7/ticket?t=...):
 * written absolute against PUBLIC_URL when the message is sent, so the same stored body works on
 * whichever address the back office is served from.
 */
const APP_LINK = /(^|[\s(])(\/[A-Za-z0-9\-._~%!$&'*+,;=:@/?#]+)/g;

export function absoluteLinks(text: string, publicUrl: string): string {
  return text.replace(APP_LINK, (_all, before: string, path: string) => `${before}${publicUrl}${path}`);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/** The HTML part of an e-mail: the text, its links clickable, right to left when asked (Hebrew). */
export function htmlOf(text: string, rightToLeft: boolean): string {
  const body = escapeHtml(text)
    .replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\r?\n/g, '<br>\n');
  const dir = rightToLeft ? 'rtl' : 'ltr';
  return `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"></head><body><div dir="${dir}" style="font-family:Arial,sans-serif;font-size:15px;text-align:${rightToLeft ? 'right' : 'left'}">${body}</div></body></html>`;
}
