import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, NO_PERMISSION, VALIDATION_TITLE, messagesOf, type FieldErrorParams, type FieldIssue } from '@pos/shared/errors';

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** "/products/0/name" -> "products[0].name"; required errors name the missing property. */
function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const parts = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') parts.push(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') parts.push(issue.params.additionalProperty);
  const path = parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
  return path || context || 'body';
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Ajv keyword -> the field error's code and params the client translates (issue 18). */
export function codeOfAjv(issue: AjvIssue): { code: string; params?: FieldErrorParams } {
  const p = issue.params ?? {};
  const limit = num(p.limit);
  switch (issue.keyword) {
    case 'minLength':
      return { code: 'min-length', params: { min: limit ?? 0 } };
    case 'maxLength':
      return { code: 'max-length', params: { max: limit ?? 0 } };
    case 'minimum':
      return { code: 'minimum', params: { min: limit ?? 0 } };
    case 'exclusiveMinimum':
      return { code: 'greater-than', params: { min: limit ?? 0 } };
    case 'maximum':
      return { code: 'maximum', params: { max: limit ?? 0 } };
    case 'exclusiveMaximum':
      return { code: 'less-than', params: { max: limit ?? 0 } };
    case 'minItems':
      return { code: 'min-items', params: { min: limit ?? 0 } };
    case 'maxItems':
      return { code: 'max-items', params: { max: limit ?? 0 } };
    case 'multipleOf':
      return { code: 'multiple-of', params: { step: num(p.multipleOf) ?? 1 } };
    case 'pattern':
      return { code: 'pattern', params: { pattern: String(p.pattern ?? '') } };
    case 'format':
      return { code: 'format', params: { format: String(p.format ?? '') } };
    case 'required':
      return { code: 'required' };
    case 'type':
      return { code: 'type', params: { type: String(p.type ?? '') } };
    case 'enum':
      return { code: 'enum', params: { values: Array.isArray(p.allowedValues) ? p.allowedValues.join(', ') : '' } };
    case 'const':
      return { code: 'enum', params: { values: String(p.allowedValue ?? '') } };
    case 'additionalProperties':
      return { code: 'not-allowed' };
    case 'uniqueItems':
      return { code: 'repeated' };
    default:
      return { code: 'invalid' };
  }
}

export function validationIssues(error: FastifyError): FieldIssue[] {
  return ((error.validation ?? []) as AjvIssue[]).map((issue) => ({ field: fieldOf(issue, error.validationContext), ...codeOfAjv(issue), message: issue.message ?? 'is invalid' }));
}

/**
 * The one place errors become answers: RFC 9457 problem details. Bad input is a 400 with
 * field-keyed errors, never a 500; a 500 hides internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { type: 'about:blank', title: error.kind === 'forbidden' ? NO_PERMISSION : error.message, status: error.status, code: error.code };
      if (error.fieldErrors) {
        body.title = VALIDATION_TITLE;
        body.errors = error.fieldErrors;
        body.fieldErrors = error.fieldIssues;
      } else body.detail = error.message;
      if (error.extra) Object.assign(body, error.extra);
      return reply.status(error.status).type('application/problem+json').send(body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const issues = validationIssues(fe);
      return reply
        .status(400)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: VALIDATION_TITLE, status: 400, code: 'validation', errors: messagesOf(issues), fieldErrors: issues });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large and the like: the client's fault.
      const answer = status === 413 || status === 415 ? status : 400;
      const issue: FieldIssue = { field: 'body', code: status === 413 ? 'too-large' : status === 415 ? 'content-type' : 'bad-request', message: fe.message };
      return reply
        .status(answer)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: VALIDATION_TITLE, status: answer, code: fe.code ?? 'bad-request', errors: { body: [fe.message] }, fieldErrors: [issue] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).type('application/problem+json').send({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not Found', status: 404, detail: `${request.method} ${request.url.split('?')[0]} not found` });
  });
});
