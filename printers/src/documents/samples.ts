import type { Language } from '@pos/shared/languages';
import type { PrintDocument } from '../layout/model';
import { Bitmap, bitmapToGray } from '../raster/bitmap';
import { encodeGrayPng } from '../raster/png';
import { buildEmployeeDaySheet } from './employee-day-sheet';
import { buildSlotManifest } from './slot-manifest';
import { buildBulkInvoiceRun } from './bulk-invoice-run';
import { buildOrderSummary } from './order-summary';
import { buildCreditInvoice, buildCustomDocument, buildInvoice, buildProforma } from './invoice';
import { buildCreditReceipt, buildInvoiceReceipt, buildReceipt } from './receipt';
import { buildShiftReport } from './shift-report';
import { buildMultipleUnitTickets, buildSingleUnitTickets } from './tickets';
import type { DocumentContext, InvoiceInput, ReceiptInput, SaleLine, ShiftReportInput, TicketsInput } from './types';

/**
 * Sample documents in every language, for the print:sample CLI, the demo, the tests and the bench.
 * A receipt of 2 x 59.00 + 1 x 0.00 at 18% VAT totals 118.00.
 */

const WORDS: Record<Language, { custom: string; business: string; address: string; products: [string, string]; adult: string; child: string; cashier: string; reason: string; footer: string }> = {
  'en-US': {
    custom: 'Participation certificate',
    business: 'Desert Safari Ltd',
    address: '12 HaPalmach St, Eilat',
    products: ['Jeep tour in the desert (2h)', 'Camel ride'],
    adult: 'Adult',
    child: 'Child',
    cashier: 'Dana',
    reason: 'Weather',
    footer: 'Refunds up to 10 days',
  },
  'he-IL': {
    custom: 'אישור השתתפות',
    business: 'ספארי מדבר בע"מ',
    address: 'רחוב הפלמ"ח 12, אילת',
    products: ['סיור ג\'יפים במדבר (שעתיים)', 'רכיבה על גמלים'],
    adult: 'מבוגר',
    child: 'ילד',
    cashier: 'דנה',
    reason: 'מזג אוויר',
    footer: 'החזרים עד 10 ימים',
  },
  'ru-RU': {
    custom: 'Подтверждение участия',
    business: 'Сафари в пустыне',
    address: 'ул. ха-Пальмах 12, Эйлат',
    products: ['Джип-тур по пустыне (2 ч)', 'Катание на верблюдах'],
    adult: 'Взрослый',
    child: 'Ребёнок',
    cashier: 'Дана',
    reason: 'Погода',
    footer: 'Возврат в течение 10 дней',
  },
};

function context(lang: Language): DocumentContext {
  const w = WORDS[lang];
  return {
    lang,
    business: { name: w.business, companyId: '514000017', vatNumber: '514000017', address: w.address, phone: '08-6370000' },
    date: '2025-05-12',
    time: '10:42:00',
    cashier: w.cashier,
    station: 'POS-2',
    currency: 'NIS',
  };
}

function lines(lang: Language): SaleLine[] {
  const w = WORDS[lang];
  return [
    { product: w.products[0], slotDate: '2025-05-12', slotTime: '11:00:00', customerType: w.adult, quantity: 2, unitPrice: 5900, total: 11800 },
    { product: w.products[1], slotDate: '2025-05-12', slotTime: '15:30:00', customerType: w.child, quantity: 1, unitPrice: 0, total: 0 },
  ];
}

const TOTALS = { vatPercent: 18, vatAmount: 1800, total: 11800 } as const;

/** A small ticket image (a framed sun over dunes) as PNG, to exercise image printing. */
function sampleTicketImage(): Uint8Array {
  const bitmap = new Bitmap(240, 72);
  bitmap.fillRect(0, 0, 240, 3);
  bitmap.fillRect(0, 69, 240, 3);
  for (let y = 0; y < 72; y++) {
    for (let x = 0; x < 240; x++) {
      const sun = (x - 180) ** 2 + (y - 24) ** 2 < 14 ** 2;
      const dune = y > 50 + 10 * Math.sin(x / 20);
      if (sun || (dune && (x + y) % 2 === 0)) bitmap.set(x, y);
    }
  }
  return encodeGrayPng(bitmapToGray(bitmap));
}

export function sampleReceiptInput(lang: Language): ReceiptInput {
  return {
    ...context(lang),
    documentNumber: '1001',
    orderNumber: '5531',
    lines: lines(lang),
    totals: TOTALS,
    payments: [
      { method: 'cash', amount: 1800, tendered: 2000, change: 200 },
      { method: 'card', amount: 10000, last4: '4580', installments: 3 },
    ],
    footer: WORDS[lang].footer,
  };
}

/**
 * A group's tax invoice to a business client: 120 x 59.00 = 7,080.00 with 18% VAT (6,000.00 before
 * VAT, above the Israel Invoice threshold), so it carries an allocation number.
 */
export function sampleInvoiceInput(lang: Language): InvoiceInput {
  const [first] = lines(lang);
  return {
    ...context(lang),
    documentNumber: '4001',
    orderNumber: '5532',
    customerName: 'Globus Tours',
    customerId: '512345678',
    customerAddress: WORDS[lang].address,
    allocationNumber: '202612345',
    dueDate: '2025-06-11',
    lines: [{ ...first!, quantity: 120, total: 708000 }],
    totals: { vatPercent: 18, vatAmount: 108000, total: 708000 },
  };
}

function sampleTickets(lang: Language, single: boolean): TicketsInput {
  const w = WORDS[lang];
  const first = { product: w.products[0], slotDate: '2025-05-12', slotTime: '11:00:00', customerType: w.adult, image: sampleTicketImage() };
  const second = { product: w.products[1], slotDate: '2025-05-12', slotTime: '15:30:00', customerType: w.child };
  const tickets = single
    ? [
        { ...first, code: 'TKT-5531-0001', quantity: 1 },
        { ...first, code: 'TKT-5531-0002', quantity: 1 },
        { ...second, code: 'TKT-5531-0003', quantity: 1 },
      ]
    : [
        { ...first, code: 'TKT-5531-L1', quantity: 2 },
        { ...second, code: 'TKT-5531-L2', quantity: 1 },
      ];
  return { ...context(lang), orderNumber: '5531', tickets };
}

export const SAMPLE_DOCUMENTS = {
  receipt: (lang: Language) => buildReceipt(sampleReceiptInput(lang)),
  'invoice-receipt': (lang: Language) =>
    buildInvoiceReceipt({ ...sampleReceiptInput(lang), documentNumber: '2001', customerName: 'Globus Tours', customerId: '512345678' }),
  'credit-receipt': (lang: Language) =>
    buildCreditReceipt({
      ...context(lang),
      documentNumber: '3001',
      originalDocumentNumber: '1001',
      orderNumber: '5531',
      reason: WORDS[lang].reason,
      lines: [lines(lang)[0]!],
      totals: TOTALS,
      refunds: [{ method: 'cash', amount: 11800 }],
    }),
  invoice: (lang: Language) => buildInvoice(sampleInvoiceInput(lang)),
  'credit-invoice': (lang: Language) =>
    buildCreditInvoice({
      ...sampleInvoiceInput(lang),
      documentNumber: '5001',
      originalDocumentNumber: '4001',
      reason: WORDS[lang].reason,
      lines: [{ ...lines(lang)[0]!, quantity: 20, total: 118000 }],
      totals: { vatPercent: 18, vatAmount: 18000, total: 118000 },
    }),
  proforma: (lang: Language) =>
    buildProforma({ ...context(lang), documentNumber: '6001', orderNumber: '5532', proformaTitle: 'Globus Tours 2025', customerName: 'Globus Tours', validUntil: '2025-05-26', lines: lines(lang), totals: TOTALS }),
  custom: (lang: Language) =>
    buildCustomDocument({ ...context(lang), documentNumber: '12', title: WORDS[lang].custom, orderNumber: '5531', customerName: 'Globus Tours', lines: lines(lang), copy: true }),
  'single-unit-tickets': (lang: Language) => buildSingleUnitTickets(sampleTickets(lang, true)),
  'multiple-unit-tickets': (lang: Language) => buildMultipleUnitTickets(sampleTickets(lang, false)),
  'order-summary': (lang: Language) =>
    buildOrderSummary({ ...context(lang), orderNumber: '5531', code: 'ORD-5531-7F3A', lines: lines(lang), totals: TOTALS, paid: 11800, balance: 0 }),
  'shift-x': (lang: Language) => buildShiftReport(sampleShift(lang, 'X')),
  'shift-z': (lang: Language) => buildShiftReport(sampleShift(lang, 'Z')),
  'employee-day-sheet': (lang: Language) => {
    const w = WORDS[lang];
    return buildEmployeeDaySheet({
      ...context(lang),
      employeeName: w.cashier,
      sheetDate: '2025-05-12',
      slots: [
        {
          product: w.products[0],
          startTime: '11:00:00',
          endTime: '13:00:00',
          orders: [{ orderNumber: '5531', customerName: w.business, mobile: '050-1234567', tickets: [{ customerType: w.adult, quantity: 2 }, { customerType: w.child, quantity: 1 }] }],
          totals: [{ customerType: w.adult, quantity: 2 }, { customerType: w.child, quantity: 1 }],
          persons: 3,
        },
      ],
    });
  },
  'slot-manifest': (lang: Language) => {
    const w = WORDS[lang];
    return buildSlotManifest({
      ...context(lang),
      product: w.products[0],
      slotDate: '2025-05-12',
      startTime: '11:00:00',
      endTime: '13:00:00',
      orders: [{ orderNumber: '5531', customerName: w.business, mobile: '050-1234567', tickets: [{ customerType: w.adult, quantity: 2 }, { customerType: w.child, quantity: 1 }], persons: 3, arrived: 2 }],
      totals: [{ customerType: w.adult, quantity: 2 }, { customerType: w.child, quantity: 1 }],
      persons: 3,
      arrived: 2,
    });
  },
  'bulk-invoice-run': (lang: Language) => {
    const w = WORDS[lang];
    return buildBulkInvoiceRun({
      ...context(lang),
      runId: 7,
      issueDate: '2025-05-12',
      fromDate: '2025-05-01',
      toDate: '2025-05-11',
      started: { date: '2025-05-12', time: '18:02:00' },
      finished: { date: '2025-05-12', time: '18:03:00' },
      userName: 'dana',
      status: 'Finished',
      processed: 3,
      invoiceCount: 2,
      invoiceAmount: 53100,
      creditCount: 1,
      creditAmount: 5900,
      documents: [
        { kind: 'invoice', number: '40012', orderNumber: '5531', customerName: w.business, total: 35400 },
        { kind: 'invoice', number: '40013', orderNumber: '5532', customerName: w.business, total: 17700 },
        { kind: 'credit-invoice', number: '9002', orderNumber: '5520', customerName: w.business, total: 5900 },
      ],
    });
  },
} satisfies Record<PrintDocument['type'], (lang: Language) => PrintDocument>;

function sampleShift(lang: Language, kind: 'X' | 'Z'): ShiftReportInput {
  return {
    ...context(lang),
    date: '2025-05-12',
    time: kind === 'Z' ? '18:05:00' : '13:00:00',
    kind,
    shiftNumber: '17',
    openedDate: '2025-05-12',
    openedTime: '08:00:00',
    ...(kind === 'Z' ? { closedDate: '2025-05-12', closedTime: '18:05:00', manager: WORDS[lang].cashier } : {}),
    openingBalances: [
      { currency: 'NIS', amount: 50000 },
      { currency: 'USD', amount: 10000 },
    ],
    orders: 42,
    tickets: 97,
    sales: [
      { currency: 'NIS', amount: 1234550 },
      { currency: 'USD', amount: 24000 },
    ],
    salesByMethod: [
      { method: 'cash', currency: 'NIS', count: 12, amount: 354000 },
      { method: 'card', currency: 'NIS', count: 27, amount: 850550 },
      { method: 'check', currency: 'NIS', count: 1, amount: 30000 },
      { method: 'cash', currency: 'USD', count: 2, amount: 24000 },
    ],
    refunds: [{ currency: 'NIS', count: 1, amount: 11800 }],
    cash: [
      { currency: 'NIS', expected: 392200, ...(kind === 'Z' ? { counted: 391700 } : {}) },
      { currency: 'USD', expected: 34000, ...(kind === 'Z' ? { counted: 34000 } : {}) },
    ],
  };
}
