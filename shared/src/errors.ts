/**
 * One error class for the domain, on both sides. It crosses HTTP as RFC 9457 problem details
 * (see sync-server/src/plugins/errors.ts) and IPC as plain data ({type, code, message}).
 */
export type FieldErrors = Record<string, string[]>;

/** A field error's parameters (e.g. `{ min: 2 }`), for the client to say it in the user's language. */
export type FieldErrorParams = Record<string, string | number>;

/**
 * One field error with its code and parameters next to the English text (issue 18): the client
 * translates `fieldError.<code>` with the params and shows `message` only for a code it does not know.
 * The problem's `errors` (field -> English messages, R-CLIENT-11) stays as it was; `fieldErrors` is
 * the same list with codes.
 */
export interface FieldIssue {
  field: string;
  code: string;
  params?: FieldErrorParams;
  message: string;
}

const MESSAGE_CODES: [RegExp, (m: RegExpMatchArray) => { code: string; params?: FieldErrorParams }][] = [
  [/at least (\d+) characters?/i, (m) => ({ code: 'min-length', params: { min: Number(m[1]) } })],
  [/at most (\d+) characters?/i, (m) => ({ code: 'max-length', params: { max: Number(m[1]) } })],
  [/^(?:is |are )?required\b|^[\w ]* is required\b|^Choose |^Type |^Write |needs a name/i, () => ({ code: 'required' })],
  [/must be >= (-?\d+(?:\.\d+)?)|(?:at least|not be less than) (-?\d+(?:\.\d+)?)$/i, (m) => ({ code: 'minimum', params: { min: Number(m[1] ?? m[2]) } })],
  [/must be <= (-?\d+(?:\.\d+)?)|(?:at most|not be more than) (-?\d+(?:\.\d+)?)$/i, (m) => ({ code: 'maximum', params: { max: Number(m[1] ?? m[2]) } })],
  [/negative|must be (?:0|zero) or more|must be positive|must be a positive|must be greater than (?:0|zero)/i, () => ({ code: 'minimum', params: { min: 0 } })],
  [/(\d+) to (\d+) digits/i, (m) => ({ code: 'digits-length', params: { min: Number(m[1]), max: Number(m[2]) } })],
  [/digits only/i, () => ({ code: 'digits' })],
  [/at most (\d+) decimals/i, (m) => ({ code: 'decimals', params: { max: Number(m[1]) } })],
  [/not a (?:valid )?date|valid date/i, () => ({ code: 'date' })],
  [/not a time|valid time/i, () => ({ code: 'time' })],
  [/\bphone\b|\bmobile\b/i, () => ({ code: 'phone' })],
  [/in the past/i, () => ({ code: 'past' })],
  [/(?:must not be|is) before|must be after/i, () => ({ code: 'date-order' })],
  [/do not match/i, () => ({ code: 'mismatch' })],
  [/go together|are both needed|both needed/i, () => ({ code: 'together' })],
  [/must be accepted/i, () => ({ code: 'accept' })],
  [/repeats|given twice|entry twice|already in the list|already given/i, () => ({ code: 'repeated' })],
  [/already (?:have|has)|another [\w ]+ has this/i, () => ({ code: 'exists' })],
  [/^not an? |is not an? (?:known|line|entry|customer type|selling)|not the provider|not (?:of|a \w+ of) (?:the|this)/i, () => ({ code: 'unknown' })],
  [/time zone/i, () => ({ code: 'time-zone' })],
  [/e-?mail/i, () => ({ code: 'email' })],
  [/already exists|exists\.?$|is taken|already (?:used|in use)|another .* has this name|name was saved at the same time/i, () => ({ code: 'exists' })],
  [/^(?:unknown|not found|no such)|(?:unknown|not found|no such)[\w .:,-]*\.?$/i, () => ({ code: 'unknown' })],
  [/in the future/i, () => ({ code: 'future' })],
  [/is empty|^empty/i, () => ({ code: 'empty' })],
  [/is repeated|repeated|duplicate/i, () => ({ code: 'repeated' })],
  // Rules kept in shared code that answer with English only (password.ts, price-list-rules.ts): their own codes.
  [/not a set of week days/i, () => ({ code: 'weekdays' })],
  [/must use English letters, digits and symbols/i, () => ({ code: 'password-characters' })],
  [/must contain an uppercase letter/i, () => ({ code: 'password-uppercase' })],
  [/must contain a lowercase letter/i, () => ({ code: 'password-lowercase' })],
  [/must contain a digit/i, () => ({ code: 'password-digit' })],
];

/**
 * The code of a domain's English field message when the domain did not name one: the common
 * phrasings (required, at least N characters, negative, dates, unknown ids...) are read back into
 * codes and params; anything else is `invalid` (the client says it generically, or in English).
 */
export function codeOfMessage(message: string): { code: string; params?: FieldErrorParams } {
  // A message that is itself a code (e.g. 'invalid-vat-number') is its code.
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(message)) return { code: message };
  for (const [pattern, make] of MESSAGE_CODES) {
    const match = message.match(pattern);
    if (match) return make(match);
  }
  return { code: 'invalid' };
}

/** Field errors with codes from field -> messages (codes read from the messages). */
export function issuesOf(fieldErrors: FieldErrors): FieldIssue[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) => messages.map((message) => ({ field, ...codeOfMessage(message), message })));
}

/** field -> messages from issues (the `errors` of the problem). */
export function messagesOf(issues: readonly FieldIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) (out[issue.field] ??= []).push(issue.message);
  return out;
}

export type AppErrorKind = 'validation' | 'unauthorized' | 'forbidden' | 'not-found' | 'unprocessable' | 'warning' | 'conflict' | 'too-many' | 'outdated-client' | 'internal';

const STATUS: Record<AppErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  warning: 422,
  'too-many': 429,
  'outdated-client': 456,
  internal: 500,
};

export const VALIDATION_TITLE = 'One or more validation errors occurred.';
export const NO_PERMISSION = 'No permission';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: string;
  readonly fieldErrors?: FieldErrors;
  /** The same field errors with their codes and params (issue 18). */
  readonly fieldIssues?: FieldIssue[];
  /** Extra data the client may show (e.g. a warning's details). */
  readonly extra?: Record<string, unknown>;

  constructor(kind: AppErrorKind, code: string, message: string, opts: { fieldErrors?: FieldErrors; fieldIssues?: FieldIssue[]; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.fieldErrors = opts.fieldErrors ?? (opts.fieldIssues ? messagesOf(opts.fieldIssues) : undefined);
    this.fieldIssues = opts.fieldIssues ?? (opts.fieldErrors ? issuesOf(opts.fieldErrors) : undefined);
    this.extra = opts.extra;
  }

  get status(): number {
    return STATUS[this.kind];
  }
}

/** 400 with field-keyed messages (codes read from the messages, see codeOfMessage), or with coded issues. */
export function validationError(fieldErrors: FieldErrors | FieldIssue[]): AppError {
  return Array.isArray(fieldErrors)
    ? new AppError('validation', 'validation', VALIDATION_TITLE, { fieldIssues: fieldErrors })
    : new AppError('validation', 'validation', VALIDATION_TITLE, { fieldErrors });
}

/** 400 for one field; the code (and params) say it in the user's language, else read from the message. */
export function fieldError(field: string, message: string, code?: string, params?: FieldErrorParams): AppError {
  return validationError([{ field, ...(code ? { code, ...(params ? { params } : {}) } : codeOfMessage(message)), message }]);
}

export function unauthorized(message = 'Unauthorized'): AppError {
  return new AppError('unauthorized', 'unauthorized', message);
}

export function noPermission(): AppError {
  return new AppError('forbidden', 'no-permission', NO_PERMISSION);
}

export function notFound(what: string): AppError {
  return new AppError('not-found', 'not-found', `${what} not found`);
}

/** 422: a business rule refuses the request. */
export function refused(code: string, message: string, extra?: Record<string, unknown>): AppError {
  return new AppError('unprocessable', code, message, { extra });
}

/**
 * 422 with a warning code: the user may confirm and send the request again with the
 * ignore flag the warning names (e.g. ignoreWarning, ignoreStopSaleWarning, confirmed).
 */
export function warning(code: string, message: string, ignoreFlag: string, extra?: Record<string, unknown>): AppError {
  return new AppError('warning', code, message, { extra: { ...extra, warning: true, ignoreFlag } });
}

/** Collects field errors and throws them together as one 400. */
export class FieldErrorCollector {
  private readonly issues: FieldIssue[] = [];

  add(field: string, message: string, code?: string, params?: FieldErrorParams): this {
    this.issues.push({ field, ...(code ? { code, ...(params ? { params } : {}) } : codeOfMessage(message)), message });
    return this;
  }

  check(condition: boolean, field: string, message: string, code?: string, params?: FieldErrorParams): this {
    if (!condition) this.add(field, message, code, params);
    return this;
  }

  get empty(): boolean {
    return this.issues.length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw validationError(this.issues);
  }
}
