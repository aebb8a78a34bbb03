import { FieldErrorCollector } from '@pos/shared/errors';

export interface LeadCustomer {
  firstName?: string;
  lastName?: string;
  mobile?: string;
  email?: string;
  pid?: string;
  groupName?: string;
  pnr?: string;
  subscribe?: boolean;
}

/** How documents and forms name the lead customer: first and last name, else the group's name; '' when neither. */
export function leadCustomerName(c: Pick<LeadCustomer, 'firstName' | 'lastName' | 'groupName'>): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ') || c.groupName || '';
}

/**
 * A mobile number: digits with an optional leading +, spaces, dashes and brackets aside; 9 to 15
 * digits (E.164), and an Israeli mobile (05x) has exactly 10.
 */
function isValidMobile(value: string): boolean {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return false;
  return !digits.startsWith('05') || digits.length === 10;
}

/** R-ORD-22: a valid mobile (the names' 50 characters are the schema's). Empty fields are trimmed away. */
export function validLeadCustomer(input: LeadCustomer | undefined, field = 'leadCustomer'): LeadCustomer {
  const errors = new FieldErrorCollector();
  const out: LeadCustomer = {};
  for (const key of ['firstName', 'lastName', 'mobile', 'email', 'pid', 'groupName', 'pnr'] as const) {
    const value = input?.[key]?.trim();
    if (value) out[key] = value;
  }
  if (input?.subscribe !== undefined) out.subscribe = input.subscribe;
  if (out.mobile !== undefined) errors.check(isValidMobile(out.mobile), `${field}.mobile`, 'is not a valid mobile number');
  if (out.email !== undefined) errors.check(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(out.email), `${field}.email`, 'is not a valid e-mail');
  errors.throwIfAny();
  return out;
}
