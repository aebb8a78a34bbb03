/**
 * R-ORD-22: the lead customer of an order, one rule for the station's window, the server's
 * order/create and the sales a station pushes. All fields are optional; empty ones are trimmed away.
 */
import { validationError } from '../errors';

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

export type LeadCustomerText = Exclude<keyof LeadCustomer, 'subscribe'>;

/** The longest each text may be (the API's schema says the same). */
export const LEAD_CUSTOMER_MAX_LENGTH: Record<LeadCustomerText, number> = {
  firstName: 50,
  lastName: 50,
  mobile: 30,
  email: 200,
  pid: 30,
  groupName: 100,
  pnr: 50,
};

const TEXT_FIELDS = Object.keys(LEAD_CUSTOMER_MAX_LENGTH) as LeadCustomerText[];

/**
 * A mobile number: digits with an optional leading +, spaces, dashes and brackets aside; 9 to 15
 * digits (E.164), and an Israeli mobile (05x) has exactly 10.
 */
export function isValidMobile(value: string): boolean {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return false;
  return !digits.startsWith('05') || digits.length === 10;
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export type LeadCustomerProblemCode = 'too-long' | 'invalid-mobile' | 'invalid-email';

export interface LeadCustomerProblem {
  field: LeadCustomerText;
  code: LeadCustomerProblemCode;
  message: string;
}

/** The customer with its texts trimmed and empty ones left out. */
export function trimLeadCustomer(input: LeadCustomer | undefined | null): LeadCustomer {
  const out: LeadCustomer = {};
  for (const key of TEXT_FIELDS) {
    const value = input?.[key]?.trim();
    if (value) out[key] = value;
  }
  if (typeof input?.subscribe === 'boolean') out.subscribe = input.subscribe;
  return out;
}

/** What breaks R-ORD-22 in a (trimmed) customer, in field order; [] when nothing does. */
export function leadCustomerProblems(customer: LeadCustomer): LeadCustomerProblem[] {
  const problems: LeadCustomerProblem[] = [];
  for (const field of TEXT_FIELDS) {
    const value = customer[field];
    if (value === undefined) continue;
    const max = LEAD_CUSTOMER_MAX_LENGTH[field];
    if (value.length > max) problems.push({ field, code: 'too-long', message: `is longer than ${max} characters` });
    else if (field === 'mobile' && !isValidMobile(value)) problems.push({ field, code: 'invalid-mobile', message: 'is not a valid mobile number' });
    else if (field === 'email' && !isValidEmail(value)) problems.push({ field, code: 'invalid-email', message: 'is not a valid e-mail' });
  }
  return problems;
}

/** The trimmed customer, or a 400 with one error per field that breaks R-ORD-22 (`${prefix}.mobile`...). */
export function validLeadCustomer(input: LeadCustomer | undefined | null, prefix = 'leadCustomer'): LeadCustomer {
  const customer = trimLeadCustomer(input);
  const problems = leadCustomerProblems(customer);
  if (problems.length === 0) return customer;
  // Each with its code (too-long, invalid-mobile, invalid-email) for the client to say (issue 18).
  throw validationError(problems.map((p) => ({ field: `${prefix}.${p.field}`, code: p.code, message: p.message })));
}

/** How documents and forms name the lead customer: first and last name, else the group's name; '' when neither. */
export function leadCustomerName(c: Pick<LeadCustomer, 'firstName' | 'lastName' | 'groupName'>): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ') || c.groupName || '';
}
