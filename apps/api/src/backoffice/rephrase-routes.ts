import { ERRORS } from '../errors/catalogue';
import { fail, failOnField } from '../errors/domain-error';
import {
  BACKOFFICE_PERMISSIONS,
  countNonSpaceCharacters,
  countRichTextCharacters,
  ErrorBody,
  REPHRASE_MIN_CHARACTERS,
  REPHRASE_TOO_SHORT,
  RephraseBody,
  RephraseResult,
  RICH_TEXT_MAX_LENGTH,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { sanitizeArticleHtml } from '../content/html-sanitizer';
import type { RateLimiter } from '../http/rate-limit';
import { requireRole } from '../identity/authenticate';
import { rephraseOrFail } from './rephrase-or-fail';
import type { RephrasePort } from './rephrase-port';

export const REPHRASE_NOT_CONFIGURED = ERRORS.rephrase_not_configured.message;

/** Rephrasings one user may ask for in the window: each one is a paid call to the service. */
export const REPHRASE_LIMIT = { max: 30, windowSeconds: 600 } as const;

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/**
 * `POST /v2/backoffice/email/rephrase`: the rich-text editor's AI
 * rephrasing, for users of the back office (Admin or Owner of a club).
 */
export async function rephraseRoutes(
  app: ApiInstance,
  options: { rephraser: RephrasePort | null; limiter: RateLimiter },
): Promise<void> {
  const { rephraser, limiter } = options;

  app.post(
    '/v2/backoffice/email/rephrase',
    {
      preHandler: [
        requireRole(BACKOFFICE_PERMISSIONS.rephrase),
        limiter.limit({
          name: 'backoffice-rephrase',
          max: REPHRASE_LIMIT.max,
          windowSeconds: REPHRASE_LIMIT.windowSeconds,
          key: (request) => (request.auth?.userId ? String(request.auth.userId) : null),
        }),
      ],
      schema: {
        tags: ['back-office'],
        security: [{ bearer: [] }],
        body: RephraseBody,
        response: {
          200: RephraseResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const { text, tone, language, module } = request.body;
      const problem =
        countNonSpaceCharacters(text) < REPHRASE_MIN_CHARACTERS
          ? REPHRASE_TOO_SHORT
          : countRichTextCharacters(text) > RICH_TEXT_MAX_LENGTH
            ? `Maximum length ${RICH_TEXT_MAX_LENGTH}`
            : null;
      if (problem) {
        throw failOnField('rephrase_refused', 'text', problem);
      }
      if (!rephraser) throw fail('rephrase_not_configured');
      const rephrased = await rephraseOrFail(
        rephraser,
        { text, tone, language, module },
        request.log,
      );
      // The service's answer goes into the editor and from there into club pages.
      return {
        data: { rephrased: looksLikeHtml(text) ? sanitizeArticleHtml(rephrased) : rephrased },
      };
    },
  );
}
