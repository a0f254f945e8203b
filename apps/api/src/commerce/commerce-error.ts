import type { ErrorBody } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';

/** A refusal a commerce call answers with: a 4xx status and the JSON body to send. */
export class CommerceError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422,
    readonly body: ErrorBody & Record<string, unknown>,
  ) {
    super(body.message);
    this.name = 'CommerceError';
  }
}

export const refuse = (
  status: CommerceError['status'],
  message: string,
  extra: Omit<ErrorBody, 'message'> & Record<string, unknown> = {},
) => new CommerceError(status, { message, ...extra });

/**
 * Answers `CommerceError`s thrown by the routes of this context with their status and body; any
 * other error goes on to the API's error handler.
 */
export function handleCommerceErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof CommerceError) return reply.code(error.status).send(error.body);
    throw error;
  });
}
