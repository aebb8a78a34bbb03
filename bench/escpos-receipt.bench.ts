import { buildReceipt } from '../printers/src/documents/receipt';
import { sampleReceiptInput } from '../printers/src/documents/samples';
import type { ReceiptInput } from '../printers/src/documents/types';
import { encodeEscPos } from '../printers/src/escpos/encode';
import { PROFILES } from '../printers/src/escpos/profile';
import type { PrintDocument } from '../printers/src/layout/model';
import { percentile, result, sample, type Benchmark } from './lib';

/**
 * ESC/POS of a 10-line receipt with a QR code on an 80 mm roll. Encoding time (layout, bidi,
 * code pages) of the Hebrew receipt against the same receipt in plain ASCII; and the bytes of text
 * mode against raster mode (what a printer without the Hebrew code page receives instead).
 */
function tenLineReceipt(lang: 'he-IL' | 'en-US', products: string[]): PrintDocument {
  const base: ReceiptInput = sampleReceiptInput(lang);
  const lines = products.map((product, i) => ({ ...base.lines[0]!, product, quantity: (i % 3) + 1, total: 5900 * ((i % 3) + 1) }));
  const doc = buildReceipt({ ...base, lines });
  doc.blocks.splice(doc.blocks.length - 2, 0, { kind: 'qr', data: 'RCPT-1001-5531' });
  return doc;
}

const HEBREW = ['סיור ג\'יפים במדבר (שעתיים)', 'רכיבה על גמלים', 'שייט בזריחה', 'סנפלינג בקניון האדום', 'ארוחת ערב בדואית', 'מוזיאון הים', 'טיול אופניים 20 ק"מ', 'צלילה עם מדריך', 'כניסה לשמורה', 'הופעת ערב'];
const ASCII = ['Jeep tour in the desert (2h)', 'Camel ride', 'Sunrise cruise', 'Red canyon abseiling', 'Bedouin dinner', 'Sea museum', 'Bicycle tour 20 km', 'Guided diving', 'Reserve entry', 'Evening show'];

const bench: Benchmark = async () => {
  const profile = PROFILES['generic-80mm'];
  const hebrew = tenLineReceipt('he-IL', HEBREW);
  const ascii = tenLineReceipt('en-US', ASCII);
  // Alternating rounds, so both see the same load from whatever else runs on the machine.
  const hebrewSamples: number[] = [];
  const asciiSamples: number[] = [];
  for (let round = 0; round < 10; round++) {
    hebrewSamples.push(...(await sample(() => encodeEscPos(hebrew, profile), 50, round === 0 ? 50 : 5)));
    asciiSamples.push(...(await sample(() => encodeEscPos(ascii, profile), 50, round === 0 ? 50 : 5)));
  }
  const hebrewMs = percentile(hebrewSamples, 95);
  const asciiMs = percentile(asciiSamples, 95);
  const textBytes = encodeEscPos(hebrew, profile).length;
  const rasterBytes = encodeEscPos(hebrew, profile, { raster: true }).length;
  return [
    result('escpos-receipt-encode-ms', hebrewMs, 'ms', asciiMs, 'p95 of encodeEscPos, 10-line he-IL receipt with QR; baseline the same receipt in ASCII (en-US)'),
    result('escpos-receipt-bytes', textBytes, 'bytes', rasterBytes, 'text mode (CP862); baseline raster mode (GS v 0) of the same receipt'),
  ];
};

export default bench;
