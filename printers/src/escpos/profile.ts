/**
 * What differs between printer models. The numbers of code pages (ESC t n) are the model's own:
 * Epson numbers PC862 36 and PC866 17; many clones put PC862 at 15. The station keeps a profile
 * per printer (settings integration comes later); these are the defaults.
 */
export interface PrinterProfile {
  /** Characters per line in Font A: 48 on 80 mm, 42 on models without Font B's narrow ROM, 32 on 58 mm. */
  columns: number;
  /** Printable width in dots; columns x 12 (Font A is 12 dots wide) unless the model says otherwise. */
  dotsWidth?: number;
  codePages: {
    /** ESC t number of PC862 (Hebrew). */
    hebrew: number;
    /** ESC t number of PC866 (Cyrillic). */
    cyrillic: number;
  };
  /** False for models with no Hebrew or Cyrillic code page: documents that need one print as raster. */
  supportsCodePages: boolean;
  /** Print all text as raster images (GS v 0) even when the code pages exist. */
  raster: boolean;
  /** False for models without GS ( k: the QR code is then printed as an image. */
  nativeQr?: boolean;
}

export const DEFAULT_CODE_PAGES = { hebrew: 36, cyrillic: 17 } as const;

export const PROFILES = {
  /** 80 mm, Font A 48 columns (Epson TM-T20/T88 and most 80 mm printers). */
  'generic-80mm': { columns: 48, codePages: DEFAULT_CODE_PAGES, supportsCodePages: true, raster: false },
  /** 80 mm models that print 42 columns in Font A. */
  'generic-80mm-42': { columns: 42, dotsWidth: 512, codePages: DEFAULT_CODE_PAGES, supportsCodePages: true, raster: false },
  /** 58 mm, 32 columns. */
  'generic-58mm': { columns: 32, codePages: DEFAULT_CODE_PAGES, supportsCodePages: true, raster: false },
  /** Xprinter-style clones: PC862 at 15. */
  'xprinter-80mm': { columns: 48, codePages: { hebrew: 15, cyrillic: 17 }, supportsCodePages: true, raster: false },
  /** A model with no Hebrew code page: text prints as raster. */
  'raster-80mm': { columns: 48, codePages: DEFAULT_CODE_PAGES, supportsCodePages: false, raster: true },
} as const satisfies Record<string, PrinterProfile>;

export type ProfileName = keyof typeof PROFILES;

export function dotsWidthOf(profile: PrinterProfile): number {
  return profile.dotsWidth ?? profile.columns * 12;
}

/** The profile for a roll width in millimetres, text or raster. */
export function profileForWidth(width: 80 | 58, raster = false): PrinterProfile {
  const base = width === 58 ? PROFILES['generic-58mm'] : PROFILES['generic-80mm'];
  return raster ? { ...base, raster: true } : base;
}
