import { describe, expect, it } from 'vitest';
import { parseScanCode, ticketCode } from '@pos/shared/tickets/ticket-codes';
import { ean13WithCheck, frameWithCode128, frameWithEan13, frameWithQr, nodeWasmBinary, toRgba } from './test-frames.fixtures';
import { zxingWasmDecoder } from './zxing-wasm-decoder';
import { zxingJsDecoder } from './zxing-js-decoder';
import { repeatGuard } from './repeat-guard';

const ticket = ticketCode('3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b', 2);

describe.each([
  ['zxing-wasm (the chosen decoder)', () => zxingWasmDecoder({ binary: nodeWasmBinary() })],
  ['@zxing/library (the measured alternative)', () => zxingJsDecoder()],
])('camera decoder %s on camera-like 640x480 frames', (_name, make) => {
  const decoder = make();

  it('reads a ticket QR code at a third of the frame width, as parseScanCode knows it', async () => {
    const text = await decoder.decode(toRgba(frameWithQr(ticket)));
    expect(text).toBe(ticket);
    expect(parseScanCode(text!)).toMatchObject({ kind: 'ticket', ticketNo: 2 });
  });

  it('reads a smaller QR code (a fifth of the width) with other noise', async () => {
    expect(await decoder.decode(toRgba(frameWithQr(ticket, { share: 1 / 5, seed: 42 })))).toBe(ticket);
  });

  it('reads a Code 128 and an EAN-13 barcode', async () => {
    expect(await decoder.decode(toRgba(frameWithCode128('RCPT-1001-5531')))).toBe('RCPT-1001-5531');
    expect(await decoder.decode(toRgba(frameWithEan13('729000123456')))).toBe(ean13WithCheck('729000123456'));
  });

  it('answers null for a frame without a code', async () => {
    expect(await decoder.decode(toRgba(frameWithCode128('', { share: 0.01 })))).toBeNull();
  });
});

describe('repeatGuard: onCode once per code', () => {
  it('passes a code once while it stays in view, again after two seconds away, other codes at once', () => {
    const fresh = repeatGuard(2000);
    expect(fresh('A', 0)).toBe(true);
    expect(fresh('A', 100)).toBe(false);
    expect(fresh('A', 2050)).toBe(false); // still seen every frame: the window follows it
    expect(fresh('B', 2100)).toBe(true);
    expect(fresh('A', 4050)).toBe(true); // two seconds since it was last seen
  });
});

it('ean13WithCheck computes the check digit', () => {
  expect(ean13WithCheck('400638133393')).toBe('4006381333931');
});
