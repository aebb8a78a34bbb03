import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS } from '../documents/samples';
import { encodeEscPos } from '../escpos/encode';
import { PROFILES } from '../escpos/profile';
import { decodePngToGray } from '../raster/png';
import { EscPosDecoder, type DecodedJob } from './decoder';
import { previewPng } from './preview';

describe('preview', () => {
  it('draws a job as the roll looks: full width, a text row per line, QR and picture included', () => {
    const jobs: DecodedJob[] = [];
    const decoder = new EscPosDecoder((job) => jobs.push(job));
    decoder.push(encodeEscPos(SAMPLE_DOCUMENTS['single-unit-tickets']('he-IL'), PROFILES['generic-80mm']));
    decoder.end();
    const image = decodePngToGray(previewPng(jobs[0]!));
    expect(image.width).toBe(576);
    const textRows = jobs[0]!.items.filter((i) => i.kind === 'text').length;
    expect(image.height).toBeGreaterThan(textRows * 24 + 174); // the text and at least the QR code
    const ink = image.pixels.filter((v) => v === 0).length / image.pixels.length;
    expect(ink).toBeGreaterThan(0.03);
    expect(ink).toBeLessThan(0.5);
  });
});
