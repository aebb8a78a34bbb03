import { ean13WithCheck, frameWithCode128, frameWithEan13, frameWithQr, nodeWasmBinary, toRgba } from '../renderer/pos/camera/test-frames.fixtures';
import type { CameraFrame, CodeDecoder } from '../renderer/pos/camera/decoder';
import { zxingJsDecoder } from '../renderer/pos/camera/zxing-js-decoder';
import { zxingWasmDecoder } from '../renderer/pos/camera/zxing-wasm-decoder';
import { percentile, result, type Benchmark } from './lib';

/**
 * Camera scanning at the POS: milliseconds to read one 640x480 camera-like frame, zxing-wasm
 * (ZXing-C++ as WebAssembly, the chosen decoder) against @zxing/library (ZXing in JavaScript), on
 * the same frames: ticket QR codes `<uuid>.<n>` at a third of the frame's width, a Code 128 and an
 * EAN-13 barcode, and an empty frame (what most frames are while the cashier aims). Node, one thread.
 */
interface Sample {
  label: string;
  frame: CameraFrame;
  expected: string | null;
}

function benchFrames(): Sample[] {
  const tickets = ['3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b.1', '0a9e7c55-12b4-4c1d-8e2f-77aa90b3c4d2.12', 'c7d1e2f3-a4b5-4c6d-9e8f-0123456789ab.3'];
  const samples: Sample[] = tickets.map((code, i) => ({ label: `ticket QR ${i + 1}`, frame: toRgba(frameWithQr(code, { seed: i + 1 })), expected: code }));
  samples.push({ label: 'ticket QR, small (1/5 width)', frame: toRgba(frameWithQr(tickets[0]!, { share: 1 / 5, seed: 9 })), expected: tickets[0]! });
  samples.push({ label: 'Code 128', frame: toRgba(frameWithCode128('RCPT-1001-5531', { seed: 4 })), expected: 'RCPT-1001-5531' });
  samples.push({ label: 'EAN-13', frame: toRgba(frameWithEan13('729000123456', { seed: 5 })), expected: ean13WithCheck('729000123456') });
  samples.push({ label: 'no code', frame: toRgba(frameWithCode128('', { share: 0.01, seed: 6 })), expected: null });
  return samples;
}

const ROUNDS = 15;

const bench: Benchmark = async () => {
  const samples = benchFrames();
  const decoders: CodeDecoder[] = [zxingWasmDecoder({ binary: nodeWasmBinary() }), zxingJsDecoder()];
  const times = new Map<string, number[]>(decoders.map((d) => [d.name, []]));
  const misses = new Map<string, string[]>(decoders.map((d) => [d.name, []]));
  // Warm-up (the WebAssembly module compiles on the first read; the JIT warms the JavaScript).
  for (const d of decoders) for (const s of samples) for (let i = 0; i < 3; i++) await d.decode(s.frame);
  // Alternating rounds, so both see the same load from whatever else runs on the machine.
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of samples) {
      for (const d of decoders) {
        const t0 = performance.now();
        const text = await d.decode(s.frame);
        times.get(d.name)!.push(performance.now() - t0);
        if (round === 0 && text !== s.expected) misses.get(d.name)!.push(`${s.label}: ${text ?? 'nothing'}`);
      }
    }
  }
  const [chosen, other] = decoders as [CodeDecoder, CodeDecoder];
  const describe = (d: CodeDecoder) => {
    const t = times.get(d.name)!;
    const missed = misses.get(d.name)!;
    return `${d.name} p50 ${percentile(t, 50).toFixed(1)} ms p95 ${percentile(t, 95).toFixed(1)} ms, ${missed.length ? `misread ${missed.join('; ')}` : `read all ${samples.length} frames right`}`;
  };
  for (const d of decoders) console.log(`  ${describe(d)}`);
  for (const s of samples) {
    const row = decoders.map((d) => {
      const t = times.get(d.name)!.filter((_, i) => i % samples.length === samples.indexOf(s));
      return `${d.name} p50 ${percentile(t, 50).toFixed(1)}`;
    });
    console.log(`    ${s.label}: ${row.join(', ')}`);
  }
  return [
    result('qr-decode camera frame p95 (zxing-wasm vs @zxing/library)', percentile(times.get(chosen.name)!, 95), 'ms', percentile(times.get(other.name)!, 95), `${describe(chosen)}; ${describe(other)}; 640x480 frames, ${samples.length} kinds x ${ROUNDS} rounds`),
    result('qr-decode camera frame p50 (zxing-wasm vs @zxing/library)', percentile(times.get(chosen.name)!, 50), 'ms', percentile(times.get(other.name)!, 50)),
  ];
};

export default bench;
