import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EscPosDecoder, type DecodedJob } from '../virtual/decoder';

const script = fileURLToPath(new URL('./print-sample.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function run(args: string[]): DecodedJob[] {
  const bytes = execFileSync(tsx, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const jobs: DecodedJob[] = [];
  const decoder = new EscPosDecoder((job) => jobs.push(job));
  decoder.push(bytes);
  decoder.end();
  return jobs;
}

describe('print:sample', () => {
  it('writes the ESC/POS of a sample document to stdout', () => {
    const [job] = run(['--doc', 'receipt', '--lang', 'he-IL', '--width', '80']);
    expect(job!.lines).toContain('קבלה');
    expect(job!.codePages).toEqual([36]);
    expect(job!.items.filter((i) => i.kind === 'text').every((i) => i.kind === 'text' && i.visual.length <= 48)).toBe(true);
  });

  it('prints raster on 58 mm when asked', () => {
    const jobs = run(['--doc', 'single-unit-tickets', '--lang', 'ru-RU', '--width', '58', '--raster']);
    expect(jobs).toHaveLength(3);
    expect(jobs[0]!.lines).toContain('Билет 1 из 3');
    expect(jobs[0]!.codePages).toEqual([]);
  });

  it('refuses an unknown document', () => {
    expect(() => execFileSync(tsx, [script, '--doc', 'menu'], { stdio: 'pipe' })).toThrow(/usage: print-sample/);
  });
});
