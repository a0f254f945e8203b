import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/request-language';
import { type HeaderReply, varyOnLanguage } from '../http/vary-on-language';
import { apiTranslator, type ApiT } from './api-messages';

/**
 * The API's texts in the language the request asks for (`Accept-Language`, the page's language
 * as the browser's client sends it): the answer's words follow it, so it varies on it.
 */
export function textsForRequest(request: FastifyRequest, reply: HeaderReply): ApiT {
  varyOnLanguage(reply);
  return apiTranslator(requestLanguage(request.headers));
}
