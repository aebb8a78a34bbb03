import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';

/** The e-mail that carries a shared document's link (C162), in the document's language. */
const TEXTS: Record<Language, { subject: (document: string, business: string) => string; body: (document: string, link: string, business: string, until: string) => string }> = {
  'en-US': {
    subject: (document, business) => `${business}: ${document}`,
    body: (document, link, business, until) => `Hello,\n\n${business} shares ${document} with you. Open it and download its PDF here:\n${link}\n\nThe link works until ${until}.`,
  },
  'he-IL': {
    subject: (document, business) => `${business}: ${document}`,
    body: (document, link, business, until) => `שלום,\n\n${business} שיתף/ה איתך ${document}. לצפייה ולהורדת ה-PDF:\n${link}\n\nהקישור בתוקף עד ${until}.`,
  },
  'ru-RU': {
    subject: (document, business) => `${business}: ${document}`,
    body: (document, link, business, until) => `Здравствуйте!\n\n${business} отправляет вам документ: ${document}. Открыть его и скачать PDF:\n${link}\n\nСсылка действует до ${until}.`,
  },
};

/** The names of the documents in the mail's words. */
const DOCUMENT_NAMES: Record<Language, Record<string, string>> = {
  'en-US': { receipt: 'receipt', invoice: 'tax invoice', 'invoice-receipt': 'tax invoice / receipt', proforma: 'proforma invoice', 'credit-invoice': 'tax credit invoice', refund: 'refund receipt' },
  'he-IL': { receipt: 'קבלה', invoice: 'חשבונית מס', 'invoice-receipt': 'חשבונית מס / קבלה', proforma: 'חשבון עסקה', 'credit-invoice': 'חשבונית מס זיכוי', refund: 'קבלת זיכוי' },
  'ru-RU': { receipt: 'квитанция', invoice: 'налоговый счёт', 'invoice-receipt': 'налоговый счёт / квитанция', proforma: 'счёт-проформа', 'credit-invoice': 'налоговый кредит-счёт', refund: 'квитанция возврата' },
};

export function shareMail(language: string, doc: { docType: string; number: number }, business: string, link: string, until: string): { subject: string; body: string } {
  const lang = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  const name = `${DOCUMENT_NAMES[lang][doc.docType] ?? doc.docType} ${doc.number}`;
  return { subject: TEXTS[lang].subject(name, business), body: TEXTS[lang].body(name, link, business, until) };
}
