import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { newToken, sha256 } from '../../security/secrets';
import { queueEmail } from '../session/password-reset-repo';
import { contractFormLink, contractFormMail } from './contract-form-mail';
import { leadCustomerName } from './lead-customer';
import { contractLines, contractLinkExpired, findOrderByContractToken, setContractFormSent, signContractForm, CONTRACT_FORM_LINK_DAYS, type ContractSignature } from './contract-form-repo';
import { OrderEvent } from './order-events';
import { insertEvents, lockOrder } from './order-repo';
import { businessNameOf, providerForDocuments } from './summary-repo';
import { contractFields } from '../platform/contract-fields';


/**
 * order/send-contract-form (R-ORD-25): a one-time link (only its SHA-256 kept) to the lead
 * customer's e-mail through the e-mail outbox; sending again replaces the link. Refused for a
 * cancelled order, an order without a customer e-mail, and a form already signed.
 */
export async function sendContractForm(db: Db, actor: Actor, orderId: number): Promise<{ link: string }> {
  const token = newToken();
  const link = contractFormLink(token);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.providerId, orderId);
    if (order.status === 'CN') throw refused('order-cancelled', 'A cancelled order gets no contract form.');
    if (order.contractFormSignedAt) throw refused('contract-form-already-signed', 'The customer has already signed the contract form.');
    const email = order.leadCustomer.email;
    if (!email) throw refused('customer-email-missing', 'The lead customer has no e-mail to send the contract form to.');
    const provider = await providerForDocuments(tx, actor.providerId);
    const business = businessNameOf(provider);
    const mail = contractFormMail(provider.language, order.orderNumber, leadCustomerName(order.leadCustomer), business, link);
    await setContractFormSent(tx, order.id, sha256(token));
    await queueEmail(tx, { providerId: actor.providerId, toAddress: email, subject: mail.subject, body: mail.body, kind: 'contract-form' });
    await insertEvents(tx, order.id, actor.userId, [{ type: OrderEvent.ContractFormSent, details: { to: email, resent: order.contractFormSentAt !== null } }]);
  });
  return { link };
}

const linkExpired = () => refused('contract-form-expired', `The contract form link has expired (links work for ${CONTRACT_FORM_LINK_DAYS} days). Ask for a new one.`);

/** What the customer reads on the form: the order, its products' policies (the terms), and whether it is signed. */
export async function contractFormView(db: Db, token: string) {
  const order = await findOrderByContractToken(db, sha256(token));
  if (!order) throw notFound('Contract form');
  if (order.contractFormSentAt && contractLinkExpired(order.contractFormSentAt)) throw linkExpired();
  const provider = await providerForDocuments(db, order.providerId);
  const lines = await contractLines(db, order.id);
  const policies = [...new Set(lines.map((l) => l.policy.trim()).filter(Boolean))];
  return {
    business: businessNameOf(provider),
    language: provider.language,
    orderNumber: order.orderNumber,
    status: order.status,
    customerName: leadCustomerName(order.leadCustomer),
    currencyId: order.currencyId,
    totalToPay: order.totalToPay,
    lines: lines.map(({ policy: _policy, ...l }) => l),
    terms: policies.length > 0 ? policies.join('\n\n') : null,
    signed: order.contractFormSignedAt !== null,
    signedAt: order.contractFormSignedAt?.toISOString() ?? null,
    extraFields: order.contractFormSignedAt
      ? (order.contractFormSignature?.extraFields ?? []).map((answer) => ({ label: answer.label, required: false, value: answer.value }))
      : (await contractFields(db, order.providerId)).map((field) => ({ ...field, value: null })),
  };
}

export interface SignInput {
  token: string;
  fullName: string;
  jobTitle: string;
  signature: string;
  extraFields?: string[];
}

/** A drawn signature: a PNG data URL whose bytes are a PNG. */
function isPngDataUrl(value: string): boolean {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!m) return false;
  const bytes = Buffer.from(m[1]!, 'base64');
  return bytes.length > 64 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

/**
 * The customer signs (R-ORD-25; 001 §5: full name, job title and signature are required). Only a
 * sent, unsigned form of a live order is signed, once, within 30 days of its sending; a wrong or
 * replaced token is not found; a signed form stays read-only.
 */
export async function signForm(db: Db, input: SignInput, ip: string): Promise<void> {
  const errors = new FieldErrorCollector();
  const fullName = input.fullName.trim();
  const jobTitle = input.jobTitle.trim();
  errors.check(fullName.length >= 2, 'fullName', 'Full name is required.');
  errors.check(jobTitle.length >= 1, 'jobTitle', 'Job title is required.');
  errors.check(isPngDataUrl(input.signature), 'signature', 'A drawn signature is required.');
  const tokenHash = sha256(input.token.trim());
  // R-SET-3: the provider's extra fields are answered in their order; a required one may not be empty.
  const owner = await findOrderByContractToken(db, tokenHash);
  const fields = owner ? await contractFields(db, owner.providerId) : [];
  const answers = fields.map((field, i) => ({ label: field.label, value: (input.extraFields?.[i] ?? '').trim() }));
  answers.forEach((answer, i) => errors.check(!fields[i]!.required || answer.value !== '', `extraFields.${i}`, `${answer.label} is required.`));
  errors.check((input.extraFields?.length ?? 0) <= fields.length, 'extraFields', 'More answers than the form has fields.', 'too-many-answers');
  errors.throwIfAny();
  await db.transaction(async (tx) => {
    const signature: ContractSignature = { fullName, jobTitle, signature: input.signature, ip, ...(answers.length ? { extraFields: answers } : {}) };
    const orderId = await signContractForm(tx, tokenHash, signature);
    if (orderId === null) {
      const order = await findOrderByContractToken(tx, tokenHash);
      if (!order) throw notFound('Contract form');
      if (order.contractFormSignedAt) throw refused('contract-form-already-signed', 'The contract form is already signed.');
      if (order.contractFormSentAt && contractLinkExpired(order.contractFormSentAt)) throw linkExpired();
      throw refused('order-cancelled', 'The order was cancelled; its contract form cannot be signed.');
    }
    await insertEvents(tx, orderId, null, [{ type: OrderEvent.ContractFormSigned, details: { fullName, jobTitle } }]);
  });
}
