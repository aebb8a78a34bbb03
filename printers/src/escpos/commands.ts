/** The ESC/POS commands the package sends (Epson's command reference), and reads back in ../virtual. */
export const ESC = 0x1b;
export const GS = 0x1d;
export const DLE = 0x10;
export const FS = 0x1c;
export const LF = 0x0a;

export const INITIALIZE = [ESC, 0x40];
export const selectCodePage = (n: number) => [ESC, 0x74, n];
export const bold = (on: boolean) => [ESC, 0x45, on ? 1 : 0];
/** GS ! n: 0x11 is double width and double height. */
export const characterSize = (double: boolean) => [GS, 0x21, double ? 0x11 : 0x00];
export const justify = (where: 'left' | 'center' | 'right') => [ESC, 0x61, where === 'left' ? 0 : where === 'center' ? 1 : 2];
export const feedLines = (n: number) => [ESC, 0x64, n];
/** GS V 66 n: feed n lines then partial cut, so the last printed line passes the blade. */
export const cut = (feed = 3) => [GS, 0x56, 66, feed];
/** ESC p m t1 t2: pulse pin 2 for 50 ms on, 500 ms off (units of 2 ms). */
export const drawerKick = (pin: 0 | 1 = 0) => [ESC, 0x70, pin, 25, 250];
/** DLE EOT n: 1 printer status, 2 offline cause, 4 roll paper sensor. */
export const transmitStatus = (n: 1 | 2 | 4) => [DLE, 0x04, n];

function gsParenK(cn: number, fn: number, data: number[]): number[] {
  const length = data.length + 2;
  return [GS, 0x28, 0x6b, length & 0xff, length >> 8, cn, fn, ...data];
}

/** QR code model 2, error correction M, module size `moduleSize` dots: store the data, then print. */
export function qrCode(data: Uint8Array, moduleSize = 6): number[] {
  return [
    ...gsParenK(49, 65, [50, 0]), // model 2
    ...gsParenK(49, 67, [moduleSize]),
    ...gsParenK(49, 69, [49]), // error correction level M
    ...gsParenK(49, 80, [48, ...data]),
    ...gsParenK(49, 81, [48]),
  ];
}

/**
 * Code 128 (GS k 73) in code set B, 80 dots high, module 2, human-readable text below. Set B holds
 * printable ASCII; '{' starts a code-set escape in GS k 73, so a literal one is doubled.
 */
export function code128(data: string): number[] {
  if (!/^[\x20-\x7e]+$/.test(data)) throw new RangeError('a Code 128 barcode holds printable ASCII only');
  const bytes = [...Buffer.from(`{B${data.replace(/\{/g, '{{')}`, 'latin1')];
  if (bytes.length > 255) throw new RangeError('a Code 128 barcode holds at most 253 characters');
  return [GS, 0x68, 80, GS, 0x77, 2, GS, 0x48, 2, GS, 0x6b, 73, bytes.length, ...bytes];
}

/** GS v 0 header; the rows of ceil(width / 8) bytes follow. */
export function rasterImageHeader(bytesPerRow: number, height: number): number[] {
  return [GS, 0x76, 0x30, 0, bytesPerRow & 0xff, bytesPerRow >> 8, height & 0xff, height >> 8];
}
