import { AppError } from '@pos/shared/errors';
import type { ErrorData } from './contract';

/**
 * The domain's AppError keeps its kind, code, message and field errors; anything else becomes an
 * internal error whose text stays on this side (it may name files or SQL).
 */
export function toErrorData(error: unknown): ErrorData {
  if (error instanceof AppError) {
    return {
      type: 'AppError',
      kind: error.kind,
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.extra ? { extra: error.extra } : {}),
    };
  }
  return { type: 'AppError', kind: 'internal', code: 'internal', message: 'Internal error' };
}
