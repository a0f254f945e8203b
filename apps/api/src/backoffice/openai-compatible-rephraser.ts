import type { RephraseLanguage } from '@touchline/contracts';
import type { RephraseConfig } from './rephrase-config';
import { RephraseFailure, type RephrasePort, type RephraseRequest } from './rephrase-port';

const LANGUAGE_NAMES: Readonly<Record<RephraseLanguage, string>> = {
  english: 'English',
  irish: 'Irish (Gaeilge)',
};

/** The instructions sent with every text. */
export function instructionsFor(request: RephraseRequest): string {
  return [
    `You rephrase text an amateur sports club writes for its ${request.module}.`,
    `Write it in a ${request.tone} tone, in ${LANGUAGE_NAMES[request.language]}.`,
    'Keep the meaning and every fact: names, dates, times, places, amounts and links.',
    'If the text contains HTML tags, keep the tags and their attributes as they are and rewrite only the text between them.',
    'Answer with the rephrased text only: no introduction, no quotes, no explanation.',
  ].join(' ');
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/**
 * An OpenAI-compatible chat completions endpoint (`{url}/chat/completions`, bearer key): OpenAI
 * itself, Azure OpenAI's compatible endpoint, or a self-hosted server speaking the same API.
 */
export function createOpenAiCompatibleRephraser(
  settings: Extract<RephraseConfig, { provider: 'openai-compatible' }>,
  fetchImpl: typeof fetch = fetch,
): RephrasePort {
  const endpoint = /\/chat\/completions$/.test(settings.url)
    ? settings.url
    : `${settings.url}/chat/completions`;
  return {
    async rephrase(request) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            model: settings.model,
            temperature: 0.4,
            messages: [
              { role: 'system', content: instructionsFor(request) },
              { role: 'user', content: request.text },
            ],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
        throw new RephraseFailure(
          timedOut
            ? 'The rephrase service did not answer in time'
            : 'The rephrase service could not be reached',
        );
      }
      if (!response.ok) {
        throw new RephraseFailure(
          `The rephrase service answered ${response.status}`,
          response.status,
        );
      }
      let body: ChatCompletion;
      try {
        body = (await response.json()) as ChatCompletion;
      } catch {
        throw new RephraseFailure('The rephrase service answered something other than JSON');
      }
      const content = body.choices?.[0]?.message?.content;
      const text = typeof content === 'string' ? content.trim() : '';
      if (!text) throw new RephraseFailure('The rephrase service answered no text');
      return text;
    },
  };
}
