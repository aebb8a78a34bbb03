import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import { fileNameProblem } from '@pos/shared/files/limits';
import { photo, pngBomb } from './files.fixtures';
import { processImage } from './images';
import { LocalDiskStorage } from './storage';

const dir = mkdtempSync(join(tmpdir(), 'images-test-'));
const saved = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('image processing and storage', () => {
  it('R-FILE-7: a banner is cut to 1280x250 and to 350x220 for mobile', async () => {
    const image = await processImage(saved('banner.jpg', await photo(1600, 600)), { banner: true });
    const size = async (b: Buffer | undefined) => {
      const m = await sharp(b!).metadata();
      return [m.width, m.height];
    };
    expect(await size(image.variants['banner.webp'])).toEqual([FILE_LIMITS.banner.width, FILE_LIMITS.banner.height]);
    expect(await size(image.variants['banner.jpg'])).toEqual([1280, 250]);
    expect(await size(image.variants['banner-mobile.webp'])).toEqual([FILE_LIMITS.bannerMobile.width, FILE_LIMITS.bannerMobile.height]);
    expect(await size(image.variants['banner-mobile.jpg'])).toEqual([350, 220]);
    const plain = await processImage(saved('plain.jpg', await photo(900, 900)));
    expect(plain.variants['banner.webp']).toBeUndefined();
  });

  it('every variant is re-encoded without metadata; an EXIF rotation is applied first', async () => {
    const rotated = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#336699' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const image = await processImage(saved('rotated.jpg', rotated), { minSide: FILE_LIMITS.photoMinSide });
    expect([image.width, image.height]).toEqual([800, 1000]);
    for (const bytes of Object.values(image.variants)) {
      const m = await sharp(bytes).metadata();
      expect(m.exif).toBeUndefined();
      expect(m.orientation).toBeUndefined();
    }
    expect(await sharp(image.variants['full.jpg']).metadata()).toMatchObject({ width: 800, height: 1000 });
  });

  it('a decompression bomb is refused from its header, before decoding', async () => {
    const started = performance.now();
    await expect(processImage(saved('bomb.png', pngBomb(60_000)))).rejects.toMatchObject({ code: 'image-too-many-pixels' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('R-FILE-2: names: length and illegal characters', () => {
    expect(fileNameProblem('a'.repeat(255))).toBeNull();
    expect(fileNameProblem('a'.repeat(256))).toBe('file-name-too-long');
    for (const name of ['', '..', ' ', 'a/b', 'a\\b', 'a*b', 'a\u0001b']) expect(fileNameProblem(name), JSON.stringify(name)).toBe('file-name-illegal');
    expect(fileNameProblem('שקיעה בכנרת.jpg')).toBeNull();
  });

  it('the disk storage refuses keys that could leave its folder', async () => {
    const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'storage-test-')));
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'A/b']) await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    await storage.put('providers/1/abc/full.webp', Buffer.from('bytes'));
    expect((await storage.get('providers/1/abc/full.webp'))?.size).toBe(5);
    await storage.remove('providers/1/abc');
    expect(await storage.get('providers/1/abc/full.webp')).toBeNull();
  });
});
