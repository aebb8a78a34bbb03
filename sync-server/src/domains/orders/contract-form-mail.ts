import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';

const TEXTS: Record<Language, { subject: (n: number, business: string) => string; body: (name: string, link: string, business: string) => string }> = {
  'en-US': {
    subject: (n, business) => `${business}: contract form for order ${n}`,
    body: (name, link, business) => `Hello ${name},\n\nPlease read and sign the contract form of your order with ${business}:\n${link}\n\nThe link can be used once.`,
  },
  'he-IL': {
    subject: (n, business) => `${business}: טופס הסכם להזמנה ${n}`,
    body: (name, link, business) => `שלום ${name},\n\nנא לקרוא ולחתום על טופס ההסכם של ההזמנה שלך אצל ${business}:\n${link}\n\nניתן לחתום בקישור פעם אחת.`,
  },
  'ru-RU': {
    subject: (n, business) => `${business}: договор по заказу ${n}`,
    body: (name, link, business) => `Здравствуйте, ${name}!\n\nПожалуйста, прочитайте и подпишите договор по вашему заказу в ${business}:\n${link}\n\nСсылкой можно воспользоваться один раз.`,
  },
};

/** R-ORD-25: the customer opens /contract-form/{token}, the back office's anonymous page. */
export function contractFormLink(token: string): string {
  return `/contract-form/${token}`;
}

/** The e-mail that carries the link, in the provider's language. */
export function contractFormMail(language: string, orderNumber: number, customerName: string, business: string, link: string): { subject: string; body: string } {
  const texts = TEXTS[isLanguage(language) ? language : FALLBACK_LANGUAGE];
  return { subject: texts.subject(orderNumber, business), body: texts.body(customerName, link, business) };
}
