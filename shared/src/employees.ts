/**
 * Employees (001 §3 Employee, §5 Employees): one rule for the back office's form and the server's
 * save-employee. Problems carry a code the form words in its language; the server answers them as
 * field errors (400).
 */
import { isValidEmail, isValidMobile } from './orders/lead-customer';

/** R-EMP-3: the calendar colour when none is given. */
export const DEFAULT_EMPLOYEE_COLOR = '#000000';

/** R-EMP-5: the employee-slots list's defaults. */
export const EMPLOYEE_SLOTS_DEFAULTS = { orderBy: 'StartDate', asc: false, withEmployees: true } as const;

export const EMPLOYEE_MAX_LENGTH = { pid: 9, employeeNumber: 20, firstName: 50, lastName: 50, email: 200, mobile: 30, address: 200 } as const;

/**
 * An Israeli identity number (teudat zehut): up to 9 digits, left-padded with zeros, whose
 * Luhn-style check digit is right (digits weighted 1,2,1,2...; products over 9 have their digits
 * summed; the total is a multiple of 10). All zeros is not a number.
 */
export function isValidIsraeliId(value: string): boolean {
  if (!/^\d{5,9}$/.test(value)) return false;
  const id = value.padStart(9, '0');
  if (/^0+$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const n = Number(id[i]) * ((i % 2) + 1);
    sum += n > 9 ? n - 9 : n;
  }
  return sum % 10 === 0;
}

export interface EmployeeFields {
  pid?: string | null;
  employeeNumber?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  address?: string;
  calendarColor?: string | null;
  ratePerHour?: number | null;
}

export type EmployeeProblemCode = 'required' | 'pid-or-number' | 'invalid-pid' | 'invalid-mobile' | 'invalid-email' | 'invalid-color' | 'too-long';

export interface EmployeeProblem {
  field: keyof EmployeeFields;
  code: EmployeeProblemCode;
  message: string;
}

const MESSAGES: Record<EmployeeProblemCode, string> = {
  required: 'is required',
  'pid-or-number': 'a pid or an employee number is required',
  'invalid-pid': 'is not a valid Israeli ID (check digit)',
  'invalid-mobile': 'is not a valid mobile number',
  'invalid-email': 'is not a valid e-mail',
  'invalid-color': 'is not a colour (#rrggbb)',
  'too-long': 'is too long',
};

const trimmed = (v: string | null | undefined) => (v ?? '').trim();

/** What breaks R-EMP-1 and R-EMP-2 (and the lengths) in a form's fields; [] when nothing does. */
export function employeeProblems(input: EmployeeFields): EmployeeProblem[] {
  const problems: EmployeeProblem[] = [];
  const add = (field: keyof EmployeeFields, code: EmployeeProblemCode) => problems.push({ field, code, message: MESSAGES[code] });
  const pid = trimmed(input.pid);
  const number = trimmed(input.employeeNumber);
  if (!pid && !number) add('pid', 'pid-or-number');
  if (pid && !isValidIsraeliId(pid)) add('pid', 'invalid-pid');
  if (!trimmed(input.firstName)) add('firstName', 'required');
  const mobile = trimmed(input.mobile);
  if (!mobile) add('mobile', 'required');
  else if (!isValidMobile(mobile)) add('mobile', 'invalid-mobile');
  const email = trimmed(input.email);
  if (email && !isValidEmail(email)) add('email', 'invalid-email');
  const color = trimmed(input.calendarColor);
  if (color && !/^#[0-9a-fA-F]{6}$/.test(color)) add('calendarColor', 'invalid-color');
  for (const [field, max] of Object.entries(EMPLOYEE_MAX_LENGTH) as Array<[keyof typeof EMPLOYEE_MAX_LENGTH, number]>) {
    if (field === 'pid') continue;
    if (trimmed(input[field]).length > max && !problems.some((p) => p.field === field)) add(field, 'too-long');
  }
  return problems;
}
