import { extname, join, normalize, relative, isAbsolute, sep } from 'node:path';

/**
 * The file of the POS build an app://pos/... request asks for, or null when the path would leave
 * the build folder. The app has one page: any path without an extension is that page.
 */
export function posFileOf(requestUrl: string, root: string): string | null {
  let pathname: string;
  try {
    const url = new URL(requestUrl);
    if (url.host !== 'pos') return null;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const wanted = extname(pathname) === '' ? '/index.html' : pathname;
  const file = normalize(join(root, wanted));
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) return null;
  return file;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
