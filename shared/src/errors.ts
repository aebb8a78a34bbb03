/**
 * One error class for the domain, on both sides. It crosses HTTP as RFC 9457 problem details
 * (see sync-server/src/plugins/errors.ts) and IPC as plain data ({type, code, message}).
 */
export type FieldErrors = Record<string, string[]>;

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
  /** Extra data the client may show (e.g. a warning's details). */
  readonly extra?: Record<string, unknown>;

  constructor(kind: AppErrorKind, code: string, message: string, opts: { fieldErrors?: FieldErrors; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.fieldErrors = opts.fieldErrors;
    this.extra = opts.extra;
  }

  get status(): number {
    return STATUS[this.kind];
  }
}

/** 400 with field-keyed messages. */
export function validationError(fieldErrors: FieldErrors): AppError {
  return new AppError('validation', 'validation', VALIDATION_TITLE, { fieldErrors });
}

/** 400 for one field. */
export function fieldError(field: string, message: string): AppError {
  return validationError({ [field]: [message] });
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
  private readonly errors: FieldErrors = {};

  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  check(condition: boolean, field: string, message: string): this {
    if (!condition) this.add(field, message);
    return this;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw validationError(this.errors);
  }
}
