import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Hebrew font embedded in A4 documents, so they look the same wherever they are rendered
 * (Chromium here, Electron's printToPDF on a cashier's Windows machine). Noto Sans Hebrew comes
 * from Debian's fonts-noto-core; Latin and Cyrillic use the system's Noto Sans or DejaVu Sans.
 * Without the files the document still renders, with whatever Hebrew font the system has.
 */
const DIRECTORIES = [
  process.env.POS_FONT_DIR,
  '/usr/share/fonts/truetype/noto', // Debian, Ubuntu: fonts-noto-core
  '/usr/share/fonts/noto', // Arch
  '/usr/share/fonts/google-noto', // Fedora
].filter((d): d is string => Boolean(d));

interface EmbeddedFont {
  weight: 400 | 700;
  base64: string;
}

let cache: EmbeddedFont[] | undefined;

export function hebrewFonts(): EmbeddedFont[] {
  if (cache) return cache;
  const find = (file: string) => DIRECTORIES.map((dir) => join(dir, file)).find((path) => existsSync(path));
  const fonts: EmbeddedFont[] = [];
  for (const [weight, file] of [[400, 'NotoSansHebrew-Regular.ttf'], [700, 'NotoSansHebrew-Bold.ttf']] as const) {
    const path = find(file);
    if (path) fonts.push({ weight, base64: readFileSync(path).toString('base64') });
  }
  cache = fonts;
  return fonts;
}
