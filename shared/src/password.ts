/** R-USER-2: at least 8 characters, English letters and digits, one uppercase, one lowercase, one digit. */
export const PASSWORD_MIN_LENGTH = 8;

export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('Password must be at least 8 characters.');
  if (/[^\x21-\x7e]/.test(password)) problems.push('Password must use English letters, digits and symbols only.');
  if (!/[A-Z]/.test(password)) problems.push('Password must contain an uppercase letter.');
  if (!/[a-z]/.test(password)) problems.push('Password must contain a lowercase letter.');
  if (!/[0-9]/.test(password)) problems.push('Password must contain a digit.');
  return problems;
}
