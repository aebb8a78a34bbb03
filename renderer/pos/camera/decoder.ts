/**
 * A camera frame as a canvas gives it (RGBA, 4 bytes a pixel) and what reads a code in it. The
 * scanner talks only to CodeDecoder, so the library behind it can be swapped (docs/decisions/camera-scanning.md).
 */
export interface CameraFrame {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface CodeDecoder {
  readonly name: string;
  /** The text of a code in the frame, or null when there is none (or none readable). */
  decode(frame: CameraFrame): Promise<string | null>;
}

/** What a POS camera reads: ticket and order QR codes, Code 128 and EAN-13 barcodes. */
export const CAMERA_FORMATS = ['QRCode', 'Code128', 'EAN13'] as const;
