import { describe, expect, it } from 'vitest';
import { insertPlaceholder } from './placeholders';

describe('insertPlaceholder (R-MSG-6)', () => {
  it('R-MSG-6: puts the key at the cursor, spaced from the words around it', () => {
    expect(insertPlaceholder('שלום', '[FIRST NAME]', 4, 4)).toEqual({ text: 'שלום [FIRST NAME]', cursor: 17 });
    expect(insertPlaceholder('Hello ,', '[FIRST NAME]', 6, 6)).toEqual({ text: 'Hello [FIRST NAME],', cursor: 18 });
    expect(insertPlaceholder('HelloWorld', '[FIRST NAME]', 5, 5)).toEqual({ text: 'Hello [FIRST NAME] World', cursor: 18 });
    expect(insertPlaceholder('', '[DATE]', 0, 0)).toEqual({ text: '[DATE]', cursor: 6 });
  });

  it('replaces the selection and keeps out-of-range cursors inside the text', () => {
    expect(insertPlaceholder('Dear NAME!', '[FULL NAME]', 5, 9)).toEqual({ text: 'Dear [FULL NAME]!', cursor: 16 });
    expect(insertPlaceholder('Hi', '[TIME]', 99, 120)).toEqual({ text: 'Hi [TIME]', cursor: 9 });
  });
});
