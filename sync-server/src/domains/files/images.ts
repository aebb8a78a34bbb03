import sharp from 'sharp';
import { refused } from '@pos/shared/errors';
import { FILE_LIMITS } from '@pos/shared/files/limits';

/** Image variants kept in storage; the POS tile travels in the database row. */
export const IMAGE_VARIANTS = ['full.webp', 'full.jpg', 'thumb.webp', 'thumb.jpg'] as const;
/** R-FILE-7: a banner is also cut to 1280x250 (desktop) and 350x220 (mobile). */
export const BANNER_VARIANTS = ['banner.webp', 'banner.jpg', 'banner-mobile.webp', 'banner-mobile.jpg'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number] | (typeof BANNER_VARIANTS)[number];

const SIZES = { full: 1600, thumb: 400, tile: 128 } as const;

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Partial<Record<ImageVariant, Buffer>> & Record<(typeof IMAGE_VARIANTS)[number], Buffer>;
  tile: Buffer;
}

// One libvips thread per image: the machine's cores are shared with the requests.
sharp.concurrency(1);

/**
 * Reads an uploaded image without trusting it: the header's size is checked before any pixel is
 * decoded (pixel floods and decompression bombs are refused, libvips also stops at the limit), the
 * photo must be large enough (R-FILE-4 when minSide is given). Every variant is re-encoded from the
 * pixels, so no metadata (EXIF, GPS, ICC comments) survives; the camera's orientation is applied first.
 */
export async function processImage(path: string, opts: { minSide?: number; banner?: boolean } = {}): Promise<ProcessedImage> {
  const input = () => sharp(path, { limitInputPixels: FILE_LIMITS.maxInputPixels, failOn: 'error', sequentialRead: true, animated: false });
  const meta = await input()
    .metadata()
    .catch((error: Error) => {
      if (/pixel limit/i.test(error.message)) throw refused('image-too-many-pixels', `The image has too many pixels (at most ${FILE_LIMITS.maxInputPixels})`);
      return null;
    });
  if (!meta?.width || !meta.height) throw refused('image-unreadable', 'The image cannot be read');
  if (meta.width * meta.height > FILE_LIMITS.maxInputPixels) {
    throw refused('image-too-many-pixels', `The image has too many pixels (at most ${FILE_LIMITS.maxInputPixels})`);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  if (opts.minSide && Math.min(width, height) < opts.minSide) {
    throw refused('photo-resolution-too-low', `A photo is at least ${opts.minSide} px on each side (${FILE_LIMITS.photoRecommendedSide} px recommended)`, { width, height });
  }
  try {
    // Decoded once (shrink-on-load makes a large JPEG cheap), then every variant comes from those pixels.
    const { data, info } = await input().rotate().resize({ width: SIZES.full, height: SIZES.full, fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const thumb = () => pixels().resize({ width: SIZES.thumb, height: SIZES.thumb, fit: 'inside', withoutEnlargement: true });
    const variants: ProcessedImage['variants'] = {
      // Measured (bench/photo-upload): WebP effort 2 and libjpeg (not mozjpeg) cut a 4 MB photo's upload several times for a few per cent in size.
      'full.webp': await pixels().webp({ quality: 82, effort: 2 }).toBuffer(),
      'full.jpg': await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer(),
      'thumb.webp': await thumb().webp({ quality: 78 }).toBuffer(),
      'thumb.jpg': await thumb().flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer(),
    };
    if (opts.banner) {
      // Cut around what matters in the picture (libvips attention), not blindly at the centre.
      const cut = (size: { width: number; height: number }) => input().rotate().resize({ ...size, fit: 'cover', position: sharp.strategy.attention });
      variants['banner.webp'] = await cut(FILE_LIMITS.banner).webp({ quality: 82 }).toBuffer();
      variants['banner.jpg'] = await cut(FILE_LIMITS.banner).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
      variants['banner-mobile.webp'] = await cut(FILE_LIMITS.bannerMobile).webp({ quality: 82 }).toBuffer();
      variants['banner-mobile.jpg'] = await cut(FILE_LIMITS.bannerMobile).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    }
    const tile = await pixels().resize({ width: SIZES.tile, height: SIZES.tile, fit: 'cover' }).webp({ quality: 70 }).toBuffer();
    return { width, height, variants, tile };
  } catch {
    // A header that reads well over pixels that do not (truncated, corrupt): bad input, not a server fault.
    throw refused('image-unreadable', 'The image cannot be read');
  }
}
