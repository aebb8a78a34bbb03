import QRCode from 'qrcode';
import { Bitmap } from './bitmap';

/** A QR code (error correction M, as GS ( k prints it) with its 4-module quiet zone. */
export function qrBitmap(data: string, moduleSize = 6): Bitmap {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const bitmap = new Bitmap((modules.size + quiet * 2) * moduleSize, (modules.size + quiet * 2) * moduleSize);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) bitmap.fillRect((col + quiet) * moduleSize, (row + quiet) * moduleSize, moduleSize, moduleSize);
    }
  }
  return bitmap;
}
