import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../errors/domain-error';
import { RephraseFailure, type RephrasePort, type RephraseRequest } from './rephrase-port';

/**
 * Rephrases through the port, where its `RephraseFailure` becomes the catalogue's
 * `rephrase_failed` (502): the service's own status and text go to the log, not to the user.
 */
export async function rephraseOrFail(
  rephraser: RephrasePort,
  request: RephraseRequest,
  log: FastifyBaseLogger,
): Promise<string> {
  try {
    return await rephraser.rephrase(request);
  } catch (error) {
    if (!(error instanceof RephraseFailure)) throw error;
    log.warn({ status: error.status }, error.message);
    throw fail('rephrase_failed');
  }
}
