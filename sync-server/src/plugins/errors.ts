import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, NO_PERMISSION, VALIDATION_TITLE, type FieldErrors } from '@pos/shared/errors';

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

function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of (error.validation ?? []) as AjvIssue[]) {
    const field = fieldOf(issue, error.validationContext);
    (fields[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return fields;
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
      } else body.detail = error.message;
      if (error.extra) Object.assign(body, error.extra);
      return reply.status(error.status).type('application/problem+json').send(body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return reply
        .status(400)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: VALIDATION_TITLE, status: 400, code: 'validation', errors: validationFields(fe) });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large and the like: the client's fault.
      const fields: FieldErrors = { body: [fe.message] };
      return reply
        .status(status === 413 || status === 415 ? status : 400)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: VALIDATION_TITLE, status: status === 413 || status === 415 ? status : 400, code: fe.code ?? 'bad-request', errors: fields });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).type('application/problem+json').send({ type: 'about:blank', title: 'Internal Server Error', status: 500 });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not Found', status: 404, detail: `${request.method} ${request.url.split('?')[0]} not found` });
  });
});
