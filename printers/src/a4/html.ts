import QRCode from 'qrcode';
import { NEGATIVE_AMOUNT } from '../layout/bidi';
import { code128Widths } from '../layout/code128';
import { isAmount } from '../layout/lines';
import type { Align, Block, PrintDocument, TableBlock } from '../layout/model';
import { hebrewFonts } from './fonts';

/**
 * The A4 form of a document: the same blocks as on the roll, as one HTML page for Chromium's PDF
 * (renderPdf here, webContents.printToPDF in the station). dir and lang follow the document;
 * every text is its own bidi paragraph (unicode-bidi: plaintext), as each line is on the roll.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Escaped text with negative amounts isolated left to right, as on the roll (see toVisual). */
const textHtml = (text: string) => escapeHtml(text).replace(NEGATIVE_AMOUNT, '$1<bdi dir="ltr">$2</bdi>');

function physical(align: Align | undefined, direction: 'rtl' | 'ltr'): 'left' | 'right' | 'center' {
  if (align === 'center') return 'center';
  return (align ?? 'start') === 'start' ? (direction === 'rtl' ? 'right' : 'left') : direction === 'rtl' ? 'left' : 'right';
}

function qrSvg(data: string): string {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  }
  return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="${escapeHtml(data)}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

function barcodeSvg(data: string): string {
  const widths = code128Widths(data);
  const total = widths.reduce((a, b) => a + b, 0) + 20;
  let x = 10;
  let bars = '';
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars += `<rect x="${x}" y="0" width="${w}" height="40"/>`;
    x += w;
  });
  return `<svg class="barcode" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} 40" shape-rendering="crispEdges" role="img" aria-label="${escapeHtml(data)}"><g fill="#000">${bars}</g></svg><div class="center">${escapeHtml(data)}</div>`;
}

function tableHtml(block: TableBlock, direction: 'rtl' | 'ltr'): string {
  const cellClass = (i: number) => (block.columns[i]?.numeric ? 'num' : physical(block.columns[i]?.align, direction));
  const cell = (tag: 'th' | 'td', text: string, i: number) => `<${tag} class="${cellClass(i)}">${textHtml(text)}</${tag}>`;
  const head = block.columns.some((c) => c.header) ? `<thead><tr>${block.columns.map((c, i) => cell('th', c.header ?? '', i)).join('')}</tr></thead>` : '';
  const body = block.rows.map((row) => `<tr>${block.columns.map((_, i) => cell('td', row[i] ?? '', i)).join('')}</tr>`).join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}

function blockHtml(block: Block, direction: 'rtl' | 'ltr'): string {
  switch (block.kind) {
    case 'text': {
      const classes = ['text', physical(block.align, direction), block.bold ? 'bold' : '', block.size === 'double' ? 'double' : ''];
      return `<div class="${classes.filter(Boolean).join(' ')}">${textHtml(block.text)}</div>`;
    }
    case 'separator':
      return `<hr class="${block.style ?? 'single'}">`;
    case 'keyValue': {
      const classes = ['kv', block.bold ? 'bold' : '', block.size === 'double' ? 'double' : ''].filter(Boolean).join(' ');
      const value = `<span class="text value${isAmount(block.value) ? ' num' : ''}">${textHtml(block.value)}</span>`;
      return `<div class="${classes}"><span class="text">${textHtml(block.key)}</span>${value}</div>`;
    }
    case 'table':
      return tableHtml(block, direction);
    case 'qr':
      return `<div class="center">${qrSvg(block.data)}</div>`;
    case 'barcode':
      return `<div class="center">${barcodeSvg(block.data)}</div>`;
    case 'image':
      return `<div class="center"><img class="picture" alt="" src="data:image/png;base64,${Buffer.from(block.png).toString('base64')}"></div>`;
    case 'feed':
      return `<div style="height:${block.lines}em"></div>`;
    case 'cut':
    case 'drawerKick':
      return '';
  }
}

const STYLE = `
@page { size: A4; margin: 15mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'POS Hebrew', 'Noto Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 11pt; line-height: 1.35; color: #000; }
.piece { max-width: 150mm; margin: 0 auto; break-inside: avoid; }
.piece + .piece { break-before: page; }
.text { unicode-bidi: plaintext; white-space: pre-line; }
.left { text-align: left; } .right { text-align: right; } .center { text-align: center; }
.bold { font-weight: 700; }
.double { font-size: 17pt; line-height: 1.25; }
hr { border: 0; margin: 2mm 0; }
hr.single { border-top: 1px solid #000; }
hr.double { border-top: 3px double #000; }
.kv { display: flex; justify-content: space-between; gap: 6mm; }
.kv .value { white-space: nowrap; }
.kv .value.num { min-width: 24mm; }
table { width: 100%; border-collapse: collapse; }
th { font-weight: 700; border-bottom: 1px solid #000; }
th, td { padding: 1mm 1.5mm; vertical-align: top; unicode-bidi: plaintext; white-space: pre-line; }
tbody tr + tr td { border-top: 1px solid #ddd; }
.num { text-align: right; white-space: nowrap; }
th.left, td.left { text-align: left; } th.right, td.right { text-align: right; }
svg.qr { width: 40mm; height: 40mm; }
svg.barcode { width: 70mm; height: 14mm; }
img.picture { max-width: 100%; max-height: 60mm; }
`;

/** The document as a complete HTML page (fonts and pictures inline, nothing fetched). */
export function renderHtml(doc: PrintDocument): string {
  const fonts = hebrewFonts()
    .map(
      (font) =>
        `@font-face { font-family: 'POS Hebrew'; font-weight: ${font.weight}; src: url(data:font/ttf;base64,${font.base64}) format('truetype'); unicode-range: U+0590-05FF, U+FB1D-FB4F, U+20AA; }`,
    )
    .join('\n');
  const pieces: Block[][] = [[]];
  for (const block of doc.blocks) {
    if (block.kind === 'cut') pieces.push([]);
    else pieces[pieces.length - 1]!.push(block);
  }
  const body = pieces
    .filter((piece) => piece.some((b) => b.kind !== 'feed' && b.kind !== 'drawerKick'))
    .map((piece) => `<section class="piece">${piece.map((b) => blockHtml(b, doc.direction)).join('\n')}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="${doc.lang}" dir="${doc.direction}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(doc.title)}</title>
<style>${fonts}
${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
