import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutDocument, type TextLine } from './lines';
import type { Block, PrintDocument, TableColumn } from './model';
import { normalizeText, wrapLogical } from './text';

const doc = (blocks: Block[], direction: 'rtl' | 'ltr' = 'rtl'): PrintDocument => ({
  type: 'receipt',
  lang: direction === 'rtl' ? 'he-IL' : 'en-US',
  direction,
  title: 'test',
  blocks,
});
const texts = (d: PrintDocument, columns: number) => layoutDocument(d, columns).filter((l): l is TextLine => l.kind === 'text');

describe('wrapping and placing lines', () => {
  it('wraps in logical order: the first words of a Hebrew sentence stay on the first line', () => {
    expect(wrapLogical('יש להציג כרטיס זה בכניסה', 12)).toEqual(['יש להציג', 'כרטיס זה', 'בכניסה']);
    const lines = texts(doc([{ kind: 'text', text: 'יש להציג כרטיס זה בכניסה' }]), 12);
    expect(lines.map((l) => l.text)).toEqual(['    גיצהל שי', '    הז סיטרכ', '      הסינכב']);
  });

  it('cuts a word longer than the line', () => {
    expect(wrapLogical('TKT-2025-000000000123', 8)).toEqual(['TKT-2025', '-0000000', '00123']);
  });

  it('normalizes what the code pages lack: niqqud, shekel sign, typographic quotes', () => {
    expect(normalizeText('שָׁלוֹם ₪5 “quoted” – ok')).toBe('שלום NIS5 "quoted" - ok');
    expect(normalizeText('日本')).toBe('??');
  });

  it('puts a key at the start edge and its value at the end edge, amounts in a right-aligned field', () => {
    const rtl = texts(doc([{ kind: 'keyValue', key: 'הנחה', value: '-5.00' }, { kind: 'keyValue', key: 'הזמנה', value: '5531' }]), 32);
    expect(rtl.map((l) => l.text)).toEqual(['     -5.00                  החנה', '5531                       הנמזה']);
    const ltr = texts(doc([{ kind: 'keyValue', key: 'Discount', value: '-5.00' }], 'ltr'), 32);
    expect(ltr.map((l) => l.text)).toEqual(['Discount                   -5.00']);
  });

  it('mirrors table columns in a right-to-left document, each cell in its own order', () => {
    const table: Block = {
      kind: 'table',
      columns: [{ width: 'fill' }, { width: 4, numeric: true }, { width: 8, numeric: true }],
      rows: [['Jeep tour', '2', '118.00']],
    };
    expect(texts(doc([table]), 32)[0]!.text).toBe('  118.00    2          Jeep tour');
    expect(texts(doc([table], 'ltr'), 32)[0]!.text).toBe('Jeep tour             2   118.00');
  });

  it('drops optional columns when the fill column would be too narrow', () => {
    const table: Block = {
      kind: 'table',
      columns: [{ header: 'P', width: 'fill' }, { header: 'Q', width: 4 }, { header: 'U', width: 9, optional: true }, { header: 'T', width: 10 }],
      rows: [['a', '1', '2.00', '2.00']],
    };
    expect(texts(doc([table], 'ltr'), 48)[0]!.text).toContain('U');
    expect(texts(doc([table], 'ltr'), 32)[0]!.text).not.toContain('U');
  });

  it('never prints a line wider than the roll, whatever the text', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[a-zA-Z]{1,14}$/),
      fc.stringMatching(/^[א-ת]{1,14}$/),
      fc.stringMatching(/^[а-яА-Я]{1,14}$/),
      fc.stringMatching(/^-?[0-9]{1,7}\.[0-9]{2}$/),
      fc.constantFrom('(2h)', '"', "'", ':', '-', '₪', '\n'),
    );
    const text = fc.array(word, { maxLength: 30 }).map((w) => w.join(' '));
    const block: fc.Arbitrary<Block> = fc.oneof(
      fc.record({ kind: fc.constant('text' as const), text, size: fc.constantFrom('normal' as const, 'double' as const) }),
      fc.record({ kind: fc.constant('keyValue' as const), key: text, value: text, size: fc.constantFrom('normal' as const, 'double' as const) }),
      fc.record({
        kind: fc.constant('table' as const),
        columns: fc.constant<TableColumn[]>([{ width: 'fill' }, { width: 4 }, { width: 9, optional: true }, { width: 10, numeric: true }]),
        rows: fc.array(fc.tuple(text, text, text, text), { maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), fc.constantFrom(32, 42, 48), fc.constantFrom('rtl' as const, 'ltr' as const), (blocks, columns, direction) => {
        for (const line of texts(doc(blocks, direction), columns)) {
          expect(line.text.length).toBeLessThanOrEqual(line.size === 'double' ? columns / 2 : columns);
        }
      }),
      { numRuns: 300 },
    );
  });
});
