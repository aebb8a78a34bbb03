import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@pos/shared/languages';
import { SAMPLE_DOCUMENTS } from '../documents/samples';
import { encodeEscPos } from '../escpos/encode';
import { PROFILES, type PrinterProfile } from '../escpos/profile';
import { translator } from '../i18n';
import { DOCUMENT_TYPES, type DocumentType } from '../layout/model';
import { TcpTransport } from '../transport/tcp';
import type { DecodedJob } from './decoder';
import { VirtualPrinter } from './server';

/** Prints through a real TCP connection and returns the jobs the virtual printer decoded. */
async function print(printer: VirtualPrinter, type: DocumentType, lang: Language, profile: PrinterProfile = PROFILES['generic-80mm'], raster?: boolean) {
  const before = printer.jobs.length;
  const transport = new TcpTransport({ host: printer.host, port: printer.port });
  await transport.send(encodeEscPos(SAMPLE_DOCUMENTS[type](lang), profile, { raster }));
  await printer.waitForJobs(before + 1);
  // The connection has closed, so every job of this document is in.
  return printer.jobs.slice(before);
}

const allLines = (jobs: DecodedJob[]) => jobs.flatMap((j) => j.lines);
const visualLines = (jobs: DecodedJob[]) => jobs.flatMap((j) => j.items.flatMap((i) => (i.kind === 'text' ? [i] : [])));

describe('printing every document through the virtual printer', () => {
  const printer = new VirtualPrinter();
  beforeAll(() => printer.start(0));
  afterAll(() => printer.stop());

  describe.each(LANGUAGES)('%s', (lang) => {
    const t = translator(lang);

    it.each(['receipt', 'invoice-receipt'] as const)('%s: totals, VAT, payments, cut and drawer (R-RCPT-4, R-RCPT-9)', async (type) => {
      const jobs = await print(printer, type, lang);
      expect(jobs).toHaveLength(1);
      const [job] = jobs;
      const text = job!.lines.join('\n');
      expect(job!.cut).toBe(true);
      expect(job!.drawerKicks).toBe(1);
      expect(text).toContain(t('totals.total'));
      expect(text).toMatch(new RegExp(`${escape(t('totals.total'))}\\s+118\\.00 ${escape(t('currency.NIS'))}`));
      expect(text).toContain(t('totals.vat', { percent: 18 }));
      expect(job!.lines.find((l) => l.startsWith(t('totals.vat', { percent: 18 })))).toMatch(/18\.00$/);
      expect(text).toContain(t('payment.cardNumber', { last4: '4580' }));
      expect(text).toContain(t('payment.installments', { count: 3 }));
      expect(job!.lines.find((l) => l.startsWith(t('payment.change')))).toMatch(/2\.00$/);
      expect(text).toContain('59.00');
    });

    it('credit-receipt: the refunded total and the original document (R-RCPT-5)', async () => {
      const [job] = await print(printer, 'credit-receipt', lang);
      const text = job!.lines.join('\n');
      expect(text).toContain(t('doc.creditReceipt'));
      expect(text).toContain(t('totals.refundTotal'));
      expect(job!.lines.find((l) => l.startsWith(t('header.originalDocument')))).toMatch(/1001$/);
      expect(text).toContain('118.00');
      expect(job!.drawerKicks).toBe(1);
    });

    it('single-unit-tickets: one ticket per person, each cut, QR payload = ticket code', async () => {
      const jobs = await print(printer, 'single-unit-tickets', lang);
      expect(jobs).toHaveLength(3);
      expect(jobs.map((j) => j.qrCodes)).toEqual([['TKT-5531-0001'], ['TKT-5531-0002'], ['TKT-5531-0003']]);
      expect(jobs.every((j) => j.cut)).toBe(true);
      expect(jobs[0]!.lines).toContain(t('ticket.unitOf', { index: 1, count: 3 }));
      expect(jobs[0]!.lines).toContain('TKT-5531-0001');
      expect(jobs[0]!.items.some((i) => i.kind === 'image')).toBe(true);
      expect(jobs[0]!.lines.find((l) => l.startsWith(t('ticket.date')))).toMatch(/12\/05\/2025$/);
      expect(jobs[0]!.lines.find((l) => l.startsWith(t('ticket.time')))).toMatch(/11:00$/);
    });

    it('multiple-unit-tickets: one ticket per line admitting its quantity', async () => {
      const jobs = await print(printer, 'multiple-unit-tickets', lang);
      expect(jobs.map((j) => j.qrCodes[0])).toEqual(['TKT-5531-L1', 'TKT-5531-L2']);
      expect(jobs[0]!.lines.find((l) => l.startsWith(t('ticket.quantity')))).toMatch(/2$/);
      expect(jobs[1]!.lines.find((l) => l.startsWith(t('ticket.quantity')))).toMatch(/1$/);
    });

    it('order-summary: lines, paid, balance and the order QR', async () => {
      const [job] = await print(printer, 'order-summary', lang);
      expect(job!.qrCodes).toEqual(['ORD-5531-7F3A']);
      expect(job!.lines.find((l) => l.startsWith(t('totals.paid')))).toMatch(/118\.00/);
      expect(job!.lines.find((l) => l.startsWith(t('totals.balance')))).toMatch(/0\.00/);
      expect(job!.drawerKicks).toBe(0);
    });

    it('shift X and Z reports: expected cash, counted and difference on Z only (R-CASH-1)', async () => {
      const [x] = await print(printer, 'shift-x', lang);
      const [z] = await print(printer, 'shift-z', lang);
      expect(x!.lines).toContain(t('doc.shiftX'));
      expect(z!.lines).toContain(t('doc.shiftZ'));
      expect(x!.lines.some((l) => l.startsWith(t('shift.counted')))).toBe(false);
      const nis = t('currency.NIS');
      expect(z!.lines.find((l) => l.startsWith(t('shift.expected')))).toMatch(new RegExp(`3,922\\.00 ${escape(nis)}$`));
      expect(z!.lines.find((l) => l.startsWith(t('shift.difference')))).toMatch(new RegExp(`-5\\.00 ${escape(nis)}$`));
      expect(z!.lines.find((l) => l.startsWith(t('shift.orders')))).toMatch(/42$/);
    });
  });

  it('Hebrew reads right after decoding, and the printed bytes are in visual order in CP862 (ESC t 36)', async () => {
    const jobs = await print(printer, 'receipt', 'he-IL');
    const job = jobs[0]!;
    expect(job.direction).toBe('rtl');
    expect(job.codePages).toContain(36);
    // The raw bytes hold ESC t 36 followed later by "סה"כ" reversed: כ"הס in CP862.
    const bytes = Buffer.from(job.bytes);
    expect(bytes.includes(Buffer.from([0x1b, 0x74, 36]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x8b, 0x22, 0x84, 0x91]))).toBe(true);
    expect(job.lines).toContain('סה"כ לתשלום   118.00 ש"ח');
    expect(job.lines.some((l) => /^סיור ג'יפים במדבר\s+2\s+59\.00\s+118\.00$/.test(l))).toBe(true);
    // Right-aligned: the title ends at the right edge half of the line.
    const title = visualLines(jobs).find((l) => l.text === 'קבלה')!;
    expect(title.visual.trim()).toBe('הלבק');
    const date = visualLines(jobs).find((l) => l.text.startsWith('תאריך'))!;
    expect(date.visual).toMatch(/^12\/05\/2025 +ךיראת$/);
  });

  it('Russian switches to CP866 (ESC t 17); English switches nothing', async () => {
    const [ru] = await print(printer, 'receipt', 'ru-RU');
    expect(ru!.codePages).toEqual([17]);
    expect(ru!.lines).toContain('Итого        118.00 шек.');
    const [en] = await print(printer, 'receipt', 'en-US');
    expect(en!.codePages).toEqual([]);
  });

  it.each([
    ['generic-80mm', 48],
    ['generic-80mm-42', 42],
    ['generic-58mm', 32],
  ] as const)('no printed line is wider than the roll (%s, %i columns)', async (name, columns) => {
    for (const lang of LANGUAGES) {
      for (const type of DOCUMENT_TYPES) {
        const jobs = await print(printer, type, lang, PROFILES[name]);
        for (const line of visualLines(jobs)) expect(line.visual.length).toBeLessThanOrEqual(line.size === 'double' ? columns / 2 : columns);
      }
    }
  });

  it('58 mm drops the unit price column but keeps quantity and total', async () => {
    const [job] = await print(printer, 'receipt', 'en-US', PROFILES['generic-58mm']);
    expect(job!.lines).toContain('Product           Qty      Total');
    expect(job!.lines).toContain('Jeep tour in the    2     118.00');
    expect(job!.lines).toContain('desert (2h)');
  });

  it.each(LANGUAGES)('raster mode (%s) prints images that read back as the same text', async (lang) => {
    const textJob = (await print(printer, 'receipt', lang))[0]!;
    const rasterJob = (await print(printer, 'receipt', lang, PROFILES['raster-80mm']))[0]!;
    expect(rasterJob.codePages).toEqual([]);
    expect(rasterJob.items.filter((i) => i.kind === 'text').every((i) => i.kind === 'text' && i.raster)).toBe(true);
    expect(rasterJob.lines).toEqual(textJob.lines);
    expect(rasterJob.bytes.length).toBeGreaterThan(textJob.bytes.length * 10);
  });

  it('a model without Hebrew code pages prints raster, with the QR as an image when GS ( k is missing', async () => {
    const profile = { ...PROFILES['generic-80mm'], supportsCodePages: false, nativeQr: false };
    const jobs = await print(printer, 'single-unit-tickets', 'he-IL', profile);
    expect(jobs[0]!.codePages).toEqual([]);
    expect(jobs[0]!.qrCodes).toEqual([]);
    expect(jobs[0]!.lines).toContain('TKT-5531-0001');
    expect(allLines(jobs)).toContain('כרטיס 1 מתוך 3');
  });

  it('answers status requests: ready, paper near end, out of paper, and offline when switched off', async () => {
    const transport = new TcpTransport({ host: printer.host, port: printer.port, timeoutMs: 1000 });
    expect(await transport.status()).toEqual({ state: 'ready', paperNearEnd: false });
    printer.paper = 'near-end';
    expect(await transport.status()).toEqual({ state: 'ready', paperNearEnd: true });
    printer.paper = 'out';
    expect((await transport.status()).state).toBe('paper-out');
    printer.paper = 'ok';
    printer.coverOpen = true;
    expect((await transport.status()).state).toBe('cover-open');
    printer.coverOpen = false;
    const off = new VirtualPrinter();
    await off.start(0);
    const port = off.port;
    await off.stop();
    expect(await new TcpTransport({ host: '127.0.0.1', port, timeoutMs: 1000 }).status()).toEqual({ state: 'offline', paperNearEnd: false });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
