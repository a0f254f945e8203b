import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@touchline/contracts';
import { ERRORS, type ErrorCode } from '../errors/catalogue';
import { DomainError } from '../errors/domain-error';
import { errorMessage, isCatalogueText } from '../errors/error-language';
import { requestLanguage } from './request-language';
import { BASELINE_SECURITY_HEADERS } from './security';
import { varyOnLanguage } from './vary-on-language';

export const GENERIC_ERROR_MESSAGE = ERRORS.internal_error.message;

/** The code of a client error raised by Fastify or a plugin (bad JSON, body too large, ...). */
function codeOfStatus(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return 'request_refused';
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/**
 * The body in the request's language: a catalogue text is said in English or Irish and the
 * answer varies on `Accept-Language`; a thrower's own text stays as given. Field messages stay
 * English: the browser translates them by their English text (packages/i18n field messages).
 */
function inRequestLanguage<Body extends ErrorBody>(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  body: Body,
): Body {
  if (!isCatalogueText(code, body.message)) return body;
  varyOnLanguage(reply);
  return { ...body, message: errorMessage(code, body.message, requestLanguage(request.headers)) };
}

/**
 * The API's one error path. Every failure is answered here as JSON `{ message, code, errors? }`:
 * a thrown `DomainError` with its status, code and body; unknown routes 404; invalid input 400
 * with field errors (field path -> messages); other client errors raised by Fastify and its
 * plugins keep their status, and their message in English; anything unexpected is logged and answered 500 without
 * details. Catalogue texts are said in the request's language (`Accept-Language`, English or
 * Irish). Areas throw `fail(code)` and never set an error handler of their own.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { message: ERRORS.not_found.message, code: 'not_found' };
    return reply.code(404).send(inRequestLanguage(request, reply, 'not_found', body));
  });

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      // The thrown code, not the body's: a payment refusal's body carries the processor's code.
      const body = inRequestLanguage(request, reply, error.code, error.body);
      return reply.code(error.status).headers(error.headers).send(body);
    }
    if (error.validation) {
      const body: ErrorBody = {
        message: ERRORS.invalid_request.message,
        code: 'invalid_request',
        errors: toFieldErrors(error.validation, error.validationContext ?? 'request'),
      };
      return reply.code(400).send(inRequestLanguage(request, reply, 'invalid_request', body));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Client errors raised by Fastify and its plugins (bad JSON, body too large, ...). Their
      // own texts are English only and say what was wrong: kept in English, while another
      // language gets the code's catalogue text in that language.
      const code = codeOfStatus(status);
      varyOnLanguage(reply);
      const language = requestLanguage(request.headers);
      const message =
        language === 'en' ? error.message : errorMessage(code, ERRORS[code].message, language);
      const body: ErrorBody = { message, code };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'Request failed');
    const body: ErrorBody = { message: GENERIC_ERROR_MESSAGE, code: 'internal_error' };
    return reply.code(500).send(inRequestLanguage(request, reply, 'internal_error', body));
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
  let code: ErrorCode = 'internal_error';
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') code = 'url_too_long';
  else if (error.code === 'FST_ERR_BAD_URL') code = 'invalid_url';
  else request.log.error({ err: error }, 'Request failed before routing');
  const { status, message } = ERRORS[code];
  const body: ErrorBody = { message, code };
  void reply
    .code(status)
    .headers(BASELINE_SECURITY_HEADERS)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(inRequestLanguage(request, reply, code, body)));
}
