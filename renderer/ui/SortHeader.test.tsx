import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SortHeader, sortQuery } from './SortHeader';

describe('SortHeader', () => {
  it('a list sorted ascending first (documents): the sorted column turns, another starts ascending', () => {
    expect(sortQuery('Number', { orderBy: 'Number', asc: true }, true)).toEqual({ orderBy: 'Number', asc: 'false', page: null });
    expect(sortQuery('Number', { orderBy: 'Number', asc: false }, true)).toEqual({ orderBy: 'Number', asc: null, page: null });
    expect(sortQuery('Total', { orderBy: 'Number', asc: false }, true)).toEqual({ orderBy: 'Total', asc: null, page: null });
  });

  it('a list sorted descending first (orders): the sorted column turns, another starts descending', () => {
    expect(sortQuery('Status', { orderBy: 'Status', asc: false }, false)).toEqual({ orderBy: 'Status', asc: 'true', page: null });
    expect(sortQuery('Status', { orderBy: 'Status', asc: true }, false)).toEqual({ orderBy: 'Status', asc: null, page: null });
    expect(sortQuery('Status', { orderBy: 'ReservationDate', asc: true }, false)).toEqual({ orderBy: 'Status', asc: null, page: null });
  });

  it('says the sorted column and its direction; another column says none', () => {
    const html = (column: string, num?: boolean) => renderToStaticMarkup(<SortHeader column={column} label="Total" sort={{ orderBy: 'Total', asc: false }} firstAsc num={num} />);
    expect(html('Total', true)).toBe('<th class="num" aria-sort="descending"><button type="button" class="sort">Total ▼</button></th>');
    expect(html('Number')).toBe('<th><button type="button" class="sort">Total</button></th>');
    expect(renderToStaticMarkup(<SortHeader column="Total" label="Total" sort={{ orderBy: 'Total', asc: true }} firstAsc />)).toBe('<th aria-sort="ascending"><button type="button" class="sort">Total ▲</button></th>');
  });
});
