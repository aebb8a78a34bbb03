import { FieldErrorCollector } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { TEMPLATE_LIMITS } from '@pos/shared/api/messages';


export interface TemplateInput {
  name: string;
  subject: string;
  content: string;
  smsEnabled: boolean;
  emailEnabled: boolean;
  smsSenderName: string;
  fromEmail: string;
  rightToLeft: boolean;
}

/** The template with its texts trimmed, or a 400 naming every broken rule (R-MSG-1..5). */
export function validTemplate(input: TemplateInput): TemplateInput {
  const t: TemplateInput = {
    name: input.name.trim(),
    subject: input.subject.trim(),
    content: input.content.trim(),
    smsEnabled: input.smsEnabled,
    emailEnabled: input.emailEnabled,
    smsSenderName: input.smsSenderName.trim(),
    fromEmail: input.fromEmail.trim(),
    rightToLeft: input.rightToLeft,
  };
  const errors = new FieldErrorCollector();
  // R-MSG-1
  errors.check(t.smsEnabled || t.emailEnabled, 'smsEnabled', 'Turn on SMS, e-mail or both.');
  // R-MSG-2
  errors.check(t.name.length >= TEMPLATE_LIMITS.nameMin, 'name', `Name is required and has at least ${TEMPLATE_LIMITS.nameMin} characters.`);
  errors.check(t.name.length <= TEMPLATE_LIMITS.nameMax, 'name', `Name has at most ${TEMPLATE_LIMITS.nameMax} characters.`);
  // R-MSG-3
  errors.check(t.subject !== '', 'subject', 'Subject is required.');
  errors.check(t.subject.length <= TEMPLATE_LIMITS.subjectMax, 'subject', `Subject has at most ${TEMPLATE_LIMITS.subjectMax} characters.`);
  // R-MSG-4
  errors.check(t.content !== '', 'content', 'Content is required.');
  errors.check(t.content.length <= TEMPLATE_LIMITS.contentMax, 'content', `Content has at most ${TEMPLATE_LIMITS.contentMax} characters.`);
  // R-MSG-5 (a phone shows at most 11 letters or digits as the sender)
  errors.check(t.smsSenderName !== '', 'smsSenderName', 'SMS sender name is required.');
  errors.check(/^[A-Za-z0-9 ]{0,11}$/.test(t.smsSenderName), 'smsSenderName', `SMS sender name has at most ${TEMPLATE_LIMITS.senderNameMax} English letters or digits.`, 'sms-sender-name', { max: TEMPLATE_LIMITS.senderNameMax });
  errors.check(isValidEmail(t.fromEmail), 'fromEmail', 'E-mail is not valid.');
  errors.throwIfAny();
  return t;
}
