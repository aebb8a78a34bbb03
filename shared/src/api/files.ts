/**
 * Product media, FAQ and more-info, and external codes (spec 002 §7.4, §7.12; 001 §5 Files and photos).
 * Uploads travel as multipart form data (one part named `file`); their answers are typed here.
 */
import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../languages';
import { Id, Int, OneOf, Text } from './primitives';

import { FILE_LIMITS } from '../files/limits';

export const PRODUCT_FILE_ROLES = ['photo', 'document', 'ticket-image', 'responsible-person'] as const;
export type ProductFileRole = (typeof PRODUCT_FILE_ROLES)[number];

const LanguageCode = OneOf(LANGUAGES);

/** A title and a description per language (image, document, FAQ and more-info translations). */
export const MediaTranslation = Type.Object({ language: LanguageCode, title: Text(255), description: Text(2000) });
export const MediaTranslationsBody = Type.Object({ translations: Type.Array(MediaTranslation, { maxItems: LANGUAGES.length }) });
export type MediaTranslationInput = Static<typeof MediaTranslation>;

/** A product's photo or document as the back office shows it; urls are served by GET files/{id}/{variant}. */
export const ProductFile = Type.Object({
  id: Type.Integer(),
  fileId: Type.Integer(),
  role: OneOf(PRODUCT_FILE_ROLES),
  name: Type.String(),
  contentType: Type.String(),
  byteSize: Type.Integer(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  isMain: Type.Boolean(),
  url: Type.String(),
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  translations: Type.Array(MediaTranslation),
});
export type ProductFileView = Static<typeof ProductFile>;

/** A product's media: photos in gallery order (the main one flagged), documents, ticket and responsible-person images. */
export const ProductMedia = Type.Object({
  productId: Type.Integer(),
  photos: Type.Array(ProductFile),
  documents: Type.Array(ProductFile),
  ticketImage: Type.Union([ProductFile, Type.Null()]),
  responsiblePersonImage: Type.Union([ProductFile, Type.Null()]),
  /** R-FILE-6: how many more photos may be added. */
  photosLeft: Type.Integer(),
});
export type ProductMediaView = Static<typeof ProductMedia>;

export const ProductImageQuery = Type.Object({ productImageId: Id, fromWizzard: Type.Optional(Type.Boolean()) });
export const DocumentQuery = Type.Object({ documentId: Id });
/** Gallery order (drag to reorder): every photo id of the product, first to last. */
export const PhotoOrderBody = Type.Object({ imageIds: Type.Array(Id, { minItems: 1, maxItems: FILE_LIMITS.photosPerProduct }) });

/** FAQ (question and answer) and more-info (title and text) entries of a product. */
export const CONTENT_KINDS = ['faq', 'info'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const ProductContentEntry = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
  translations: Type.Array(MediaTranslation),
});
export type ProductContentEntryView = Static<typeof ProductContentEntry>;
export const ProductContentQuery = Type.Object({ productId: Id });
export const ProductContentBody = Type.Object({
  productId: Id,
  entries: Type.Array(Type.Object({ id: Type.Optional(Id), title: Text(255), description: Text(2000) }), { maxItems: 50 }),
});
export const FaqTranslationsBody = Type.Object({ faqId: Id, translations: Type.Array(MediaTranslation, { maxItems: LANGUAGES.length }) });
export const InfoTranslationsBody = Type.Object({ infoId: Id, translations: Type.Array(MediaTranslation, { maxItems: LANGUAGES.length }) });

/** C081: a product's price type switched on or off (R-PROD-11). */
export const PriceTypeSwitchBody = Type.Object({ productId: Id, priceTypeId: Id, newValue: Type.Boolean() });
export const PriceTypeSwitchResult = Type.Object({ productId: Type.Integer(), priceTypeId: Type.Integer(), active: Type.Boolean(), availableProductPriceTypes: Type.Array(Type.Integer()) });

/** External codes bought from a partner, printed on the product's tickets (spec 002 §7.12). */
export const ExternalCodesPreview = Type.Object({
  productId: Type.Integer(),
  total: Type.Integer(),
  /** New codes the import would add. */
  newCodes: Type.Integer(),
  /** Codes already stored for the product, or repeated in the file: skipped. */
  duplicates: Type.Integer(),
  /** Lines that are not a code (too long, illegal characters): skipped, with their line numbers. */
  invalidLines: Type.Array(Type.Integer()),
  sample: Type.Array(Type.String()),
});
export const ExternalCodesImport = Type.Object({ productId: Type.Integer(), imported: Type.Integer(), duplicates: Type.Integer(), invalidLines: Type.Array(Type.Integer()) });
export const ExternalCodeCounts = Type.Object({ total: Type.Integer(), used: Type.Integer(), unused: Type.Integer() });
export const ExternalCodesQuery = Type.Object({ productId: Id });
/** One page of a product's external codes (the server's limit and the tab's pager). */
export const EXTERNAL_CODES_PAGE_SIZE = 50;
export const ExternalCodesSearchQuery = Type.Object({ productId: Id, searchTerm: Type.Optional(Text(100)), pageIndex: Type.Optional(Int(0, 100_000)) });
/** stationName (issue 23): the cashier station the code is allotted to (unused, held for its offline sales) or that printed it. */
export const ExternalCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  used: Type.Boolean(),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  usedAt: Type.Union([Type.String(), Type.Null()]),
  stationName: Type.Union([Type.String(), Type.Null()]),
});
export const ExternalCodesPage = Type.Object({ codes: Type.Array(ExternalCode), counts: ExternalCodeCounts });
export type ExternalCodesPageView = Static<typeof ExternalCodesPage>;
export type ExternalCodesPreviewView = Static<typeof ExternalCodesPreview>;
export const ExternalCodesDeleteBody = Type.Object({ productId: Id });
export const ExternalCodesDeleted = Type.Object({ productId: Type.Integer(), deleted: Type.Integer(), counts: ExternalCodeCounts });
