import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';

type Mail = { subject: string; body: string };

const CONFIRM: Record<Language, (name: string, link: string) => Mail> = {
  'en-US': (name, link) => ({
    subject: 'Confirm your e-mail address',
    body: `Hello ${name},\n\nThank you for registering. To confirm your e-mail address, open this link:\n${link}\n\nAfter the confirmation our team reviews the registration; you will be told when you can log in.`,
  }),
  'he-IL': (name, link) => ({
    subject: 'אישור כתובת הדוא"ל',
    body: `שלום ${name},\n\nתודה שנרשמתם. כדי לאשר את כתובת הדוא"ל, פתחו את הקישור:\n${link}\n\nלאחר האישור הצוות שלנו יבדוק את ההרשמה, ותקבלו הודעה כשתוכלו להתחבר.`,
  }),
  'ru-RU': (name, link) => ({
    subject: 'Подтвердите адрес электронной почты',
    body: `Здравствуйте, ${name}!\n\nСпасибо за регистрацию. Чтобы подтвердить адрес электронной почты, откройте ссылку:\n${link}\n\nПосле подтверждения наша команда рассмотрит регистрацию; мы сообщим, когда можно будет войти.`,
  }),
};

const APPROVED: Record<Language, (name: string) => Mail> = {
  'en-US': (name) => ({ subject: 'Your registration is approved', body: `Hello ${name},\n\nYour registration is approved. You can log in now:\n/login` }),
  'he-IL': (name) => ({ subject: 'ההרשמה אושרה', body: `שלום ${name},\n\nההרשמה שלכם אושרה. אפשר להתחבר עכשיו:\n/login` }),
  'ru-RU': (name) => ({ subject: 'Регистрация одобрена', body: `Здравствуйте, ${name}!\n\nВаша регистрация одобрена. Теперь можно войти:\n/login` }),
};

const REJECTED: Record<Language, (name: string, reason: string) => Mail> = {
  'en-US': (name, reason) => ({ subject: 'Your registration was not approved', body: `Hello ${name},\n\nYour registration was not approved.\n${reason}` }),
  'he-IL': (name, reason) => ({ subject: 'ההרשמה לא אושרה', body: `שלום ${name},\n\nההרשמה שלכם לא אושרה.\n${reason}` }),
  'ru-RU': (name, reason) => ({ subject: 'Регистрация не одобрена', body: `Здравствуйте, ${name}!\n\nВаша регистрация не одобрена.\n${reason}` }),
};

const AGENCY_RECEIVED: Record<Language, (name: string, due: string) => Mail> = {
  'en-US': (name, due) => ({ subject: 'Your agency registration was received', body: `Hello ${name},\n\nWe received your registration to the index. Your access will be sent by ${due} (within 3 business days).` }),
  'he-IL': (name, due) => ({ subject: 'בקשת ההרשמה של הסוכנות התקבלה', body: `שלום ${name},\n\nקיבלנו את ההרשמה שלכם לאינדקס. פרטי הגישה יישלחו עד ${due} (בתוך 3 ימי עסקים).` }),
  'ru-RU': (name, due) => ({ subject: 'Заявка агентства получена', body: `Здравствуйте, ${name}!\n\nМы получили вашу заявку на регистрацию в индексе. Доступ будет отправлен до ${due} (в течение 3 рабочих дней).` }),
};

const AGENCY_ACCESS: Record<Language, (name: string) => Mail> = {
  'en-US': (name) => ({ subject: 'Your access to the index', body: `Hello ${name},\n\nYour agency is active on the index: providers can now see it and its agents.` }),
  'he-IL': (name) => ({ subject: 'הגישה שלכם לאינדקס', body: `שלום ${name},\n\nהסוכנות שלכם פעילה באינדקס: ספקים יכולים לראות אותה ואת הסוכנים שלה.` }),
  'ru-RU': (name) => ({ subject: 'Ваш доступ к индексу', body: `Здравствуйте, ${name}!\n\nВаше агентство активно в индексе: поставщики видят его и его агентов.` }),
};

const lang = (language: string): Language => (isLanguage(language) ? language : FALLBACK_LANGUAGE);

/** R-USER-9: the confirmation link goes to the anonymous route /registration-details/{token}. */
export const confirmationLink = (token: string) => `/registration-details/${token}`;
export const confirmationMail = (language: string, name: string, link: string) => CONFIRM[lang(language)](name, link);
export const approvedMail = (language: string, name: string) => APPROVED[lang(language)](name);
export const rejectedMail = (language: string, name: string, reason: string) => REJECTED[lang(language)](name, reason);
export const agencyReceivedMail = (language: string, name: string, due: string) => AGENCY_RECEIVED[lang(language)](name, due);
export const agencyAccessMail = (language: string, name: string) => AGENCY_ACCESS[lang(language)](name);
