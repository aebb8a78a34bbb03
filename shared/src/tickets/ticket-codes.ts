/**
 * Admission codes of an order, the same on the server, the station and paper: a product printed
 * single-unit gives one ticket per person, multiple-unit one ticket per order line admitting the
 * line's quantity, order-summary one ticket per line too (the summary sheet carries the codes).
 * A ticket's code is `<order uuid>.<n>` (n from 1 in line order); the order's uuid alone admits
 * every ticket of the order. Codes use only characters a keyboard-wedge scanner types the same on
 * every layout when read by KeyboardEvent.code (hex digits, '-' and '.').
 */
export interface TicketLineInput {
  productId: number;
  customerTypeId: number;
  date: string;
  startTime: string | null;
  quantity: number;
  /** The product's printing type (R-PROD-16): 'single-unit', 'multiple-unit' or 'order-summary'. */
  printingType: string;
}

export interface OrderTicket {
  code: string;
  ticketNo: number;
  /** Index of the order line it belongs to. */
  lineIndex: number;
  productId: number;
  customerTypeId: number;
  date: string;
  startTime: string | null;
  /** People it admits. */
  quantity: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ticketCode(orderUuid: string, ticketNo: number): string {
  return `${orderUuid.toLowerCase()}.${ticketNo}`;
}

/** The tickets of an order, numbered from 1 in line order. */
export function orderTickets(orderUuid: string, lines: readonly TicketLineInput[]): OrderTicket[] {
  const out: OrderTicket[] = [];
  lines.forEach((line, lineIndex) => {
    if (line.quantity <= 0) return;
    const base = { lineIndex, productId: line.productId, customerTypeId: line.customerTypeId, date: line.date, startTime: line.startTime };
    const units = line.printingType === 'single-unit' ? Array.from({ length: line.quantity }, () => 1) : [line.quantity];
    for (const quantity of units) {
      const ticketNo = out.length + 1;
      out.push({ ...base, code: ticketCode(orderUuid, ticketNo), ticketNo, quantity });
    }
  });
  return out;
}

/** What a scanned or typed code names, by its shape alone (the lookup decides the rest). */
export type ScanCode =
  | { kind: 'ticket'; orderUuid: string; ticketNo: number; code: string }
  | { kind: 'order'; orderUuid: string; code: string }
  | { kind: 'order-number'; orderNumber: number; code: string }
  | { kind: 'other'; code: string };

export function parseScanCode(raw: string): ScanCode {
  const code = raw.trim();
  const dot = code.lastIndexOf('.');
  if (dot === 36 && UUID.test(code.slice(0, 36)) && /^[1-9]\d{0,4}$/.test(code.slice(37))) {
    const orderUuid = code.slice(0, 36).toLowerCase();
    const ticketNo = Number(code.slice(37));
    return { kind: 'ticket', orderUuid, ticketNo, code: ticketCode(orderUuid, ticketNo) };
  }
  if (UUID.test(code)) return { kind: 'order', orderUuid: code.toLowerCase(), code: code.toLowerCase() };
  // An order number typed on a keypad: up to 9 digits (price-line barcodes such as EAN-13 are longer).
  if (/^\d{1,9}$/.test(code)) return { kind: 'order-number', orderNumber: Number(code), code };
  return { kind: 'other', code };
}

/**
 * The order's arrival after admitting some tickets (R-ORD-13): Arrived when every ticket has been
 * scanned, ArrivedPartially when some have, else what it was.
 */
export function arrivalAfterScans(ticketCount: number, scannedCount: number, current: string): string {
  if (ticketCount > 0 && scannedCount >= ticketCount) return 'Arrived';
  if (scannedCount > 0) return 'ArrivedPartially';
  return current;
}
