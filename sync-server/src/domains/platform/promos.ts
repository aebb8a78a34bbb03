import sharp from 'sharp';
import { FieldErrorCollector, notFound, warning } from '@pos/shared/errors';
import { BANNER_SIZE, type PromoBody, type PromoView } from '@pos/shared/api/platform';
import type { Static } from 'typebox';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { insertPromo, listPromos, updatePromo, type PromoRow } from './promos-repo';

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const MAX_PIXELS = 40_000_000;

/** The picture's size, read from its header without decoding pixels; null when it is not a readable picture. */
async function pictureSize(dataUrl: string): Promise<{ width: number; height: number } | null> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const meta = await sharp(Buffer.from(match[2]!, 'base64'), { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

export function promoView(row: PromoRow): PromoView {
  return {
    id: row.id,
    title: row.title,
    providerId: row.providerId,
    productTypeId: row.productTypeId,
    regionId: row.regionId,
    price: row.price,
    fromDate: row.fromDate,
    toDate: row.toDate,
    desktopWidth: row.desktopWidth,
    desktopHeight: row.desktopHeight,
    mobileWidth: row.mobileWidth,
    mobileHeight: row.mobileHeight,
    active: row.active,
  };
}

export async function promos(db: Db): Promise<PromoView[]> {
  return (await listPromos(db)).map(promoView);
}

/**
 * Saves a promo banner. R-FILE-7: a banner is best at 1280x250 (350x220 on mobile); another size is
 * a warning the staff member may confirm (422 banner-size-not-best, then again with confirmed).
 */
export async function savePromo(db: Db, actor: Actor, input: Static<typeof PromoBody>): Promise<PromoView> {
  const errors = new FieldErrorCollector().check(input.title.trim() !== '', 'title', 'Title is required.').check(input.fromDate <= input.toDate, 'toDate', 'The end date is before the start date.');
  const desktop = await pictureSize(input.desktopImage);
  errors.check(desktop !== null, 'desktopImage', 'The banner is not a readable PNG, JPEG or WebP picture.', 'picture-format');
  const mobile = input.mobileImage ? await pictureSize(input.mobileImage) : null;
  errors.check(!input.mobileImage || mobile !== null, 'mobileImage', 'The mobile banner is not a readable PNG, JPEG or WebP picture.');
  errors.throwIfAny();
  const offDesktop = desktop!.width !== BANNER_SIZE.desktop.width || desktop!.height !== BANNER_SIZE.desktop.height;
  const offMobile = mobile !== null && (mobile.width !== BANNER_SIZE.mobile.width || mobile.height !== BANNER_SIZE.mobile.height);
  if ((offDesktop || offMobile) && !input.confirmed) {
    throw warning('banner-size-not-best', 'A banner is best at 1280x250, and 350x220 on mobile. Save it anyway?', 'confirmed', { desktop, mobile, best: BANNER_SIZE });
  }
  const values = {
    title: input.title.trim(),
    providerId: input.providerId ?? null,
    productTypeId: input.productTypeId ?? null,
    regionId: input.regionId ?? null,
    price: input.price ?? null,
    fromDate: input.fromDate,
    toDate: input.toDate,
    desktopImage: input.desktopImage,
    desktopWidth: desktop!.width,
    desktopHeight: desktop!.height,
    mobileImage: input.mobileImage ?? null,
    mobileWidth: mobile?.width ?? null,
    mobileHeight: mobile?.height ?? null,
    active: input.active ?? true,
  };
  if (input.id === undefined) return promoView(await insertPromo(db, { ...values, createdBy: actor.userId }));
  const row = await updatePromo(db, input.id, values);
  if (!row) throw notFound('Promo');
  return promoView(row);
}
