import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import type { CameraFrame, CodeDecoder } from './decoder';

/** @zxing/library (the JavaScript port of ZXing): the measured alternative, kept for the bench. */
export function zxingJsDecoder(): CodeDecoder {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128, BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  return {
    name: '@zxing/library',
    async decode(frame: CameraFrame) {
      const source = new RGBLuminanceSource(luminances(frame), frame.width, frame.height);
      try {
        return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source))).getText();
      } catch {
        // NotFoundException, ChecksumException, FormatException: nothing readable in this frame.
        return null;
      } finally {
        reader.reset();
      }
    },
  };
}

function luminances({ data, width, height }: CameraFrame): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = (data[p]! * 306 + data[p + 1]! * 601 + data[p + 2]! * 117) >> 10;
  return out;
}
