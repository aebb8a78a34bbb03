/**
 * The characters of the raster font, and so of every document (text mode too: the layout normalizes
 * text to this set, so both modes take the same room). ASCII, the Hebrew letters, Russian Cyrillic.
 */
const range = (from: number, to: number): string => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

export const RASTER_CHARSET = range(0x20, 0x7e) + range(0x5d0, 0x5ea) + range(0x410, 0x44f) + '\u0401\u0451';
