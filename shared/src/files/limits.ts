/** File and photo limits (001 §5, §9): one place for the server that enforces them and the back office that shows them. No schema library here, so the back office bundles none. */
const MB = 1024 * 1024;

/** R-FILE-1, R-FILE-2, R-FILE-4, R-FILE-5, R-FILE-6, R-FILE-7: the limits the server enforces and the back office shows. */
export const FILE_LIMITS = {
  /** R-FILE-1 */
  fileBytes: 10 * MB,
  /** R-FILE-5: "5 MB max" (§9) read as at most 5 MB: exactly 5 MB is accepted. */
  photoBytes: 5 * MB,
  /** R-FILE-2 */
  nameLength: 255,
  /** R-FILE-4 */
  photoMinSide: 750,
  photoRecommendedSide: 1000,
  /** R-FILE-6 */
  photosPerProduct: 20,
  /** Pixel floods and decompression bombs: an image declaring more pixels than this is refused before decoding. */
  maxInputPixels: 40_000_000,
  /** R-FILE-7 */
  banner: { width: 1280, height: 250 },
  bannerMobile: { width: 350, height: 220 },
} as const;

/**
 * R-FILE-2: characters no file name may hold (Windows' reserved set, control characters, NUL) and
 * names that are only dots. Answers the reason's code, or null when the name is fine.
 */
export function fileNameProblem(name: string): 'file-name-too-long' | 'file-name-illegal' | null {
  if (name.length > FILE_LIMITS.nameLength) return 'file-name-too-long';
  // eslint-disable-next-line no-control-regex
  if (/[<>:"/\\|?*\u0000-\u001f\u007f]/.test(name) || /^\.+$/.test(name.trim()) || name.trim() === '') return 'file-name-illegal';
  return null;
}
