import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@touchline/contracts';
import { BASELINE_SECURITY_HEADERS } from './security';

export const GENERIC_ERROR_MESSAGE = 'An error has occurred';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/**
 * JSON answers for every failure: unknown routes get 404 `{ message }`, invalid input 400
 * `{ message, errors }` (field path -> messages), other client errors keep their status and
 * message, and anything unexpected is logged here and answered 500 without details.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorBody = { message: 'Not found' };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const body: ErrorBody = {
        message: 'The request is not valid',
        errors: toFieldErrors(error.validation, error.validationContext ?? 'request'),
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Client errors raised by Fastify and its plugins (bad JSON, body too large, ...).
      const body: ErrorBody = { message: error.message };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'Request failed');
    const body: ErrorBody = { message: GENERIC_ERROR_MESSAGE };
    return reply.code(500).send(body);
  });
}

function toFieldErrors(issues: ValidationIssue[], context: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const missing = issue.params?.['missingProperty'];
    const segments = issue.instancePath.split('/').filter(Boolean);
    if (typeof missing === 'string') segments.push(missing);
    const field = [context, ...segments].join('.');
    (errors[field] ??= []).push(issue.message ?? 'is not valid');
  }
  return errors;
}

/**
 * Fastify's `frameworkErrors` option: answers for URLs rejected by the router before routing
 * (bad percent-encoding, a path parameter too long), in the same JSON shape as the others.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  let status = 500;
  let message = GENERIC_ERROR_MESSAGE;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    status = 414;
    message = 'The request URL is too long';
  } else if (error.code === 'FST_ERR_BAD_URL') {
    status = 400;
    message = 'The request URL is not valid';
  } else {
    request.log.error({ err: error }, 'Request failed before routing');
  }
  const body: ErrorBody = { message };
  void reply
    .code(status)
    .headers(BASELINE_SECURITY_HEADERS)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
