import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';

const TEXTS: Record<Language, { subject: string; body: (link: string) => string }> = {
  'en-US': {
    subject: 'Reset your password',
    body: (link) => `To choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  },
  'he-IL': {
    subject: 'איפוס סיסמה',
    body: (link) => `כדי לבחור סיסמה חדשה, פתחו את הקישור הבא בתוך שעה:\n${link}\n\nאם לא ביקשתם זאת, התעלמו מהודעה זו.`,
  },
  'ru-RU': {
    subject: 'Сброс пароля',
    body: (link) => `Чтобы выбрать новый пароль, откройте эту ссылку в течение часа:\n${link}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо.`,
  },
};

/** R-USER-12: the reset link goes to /reset-password/{token}, the client's anonymous route. */
export function resetLink(token: string): string {
  return `/reset-password/${token}`;
}

/** The reset e-mail in the user's language. */
export function passwordResetMail(language: string, link: string): { subject: string; body: string } {
  const texts = TEXTS[isLanguage(language) ? language : FALLBACK_LANGUAGE];
  return { subject: texts.subject, body: texts.body(link) };
}
