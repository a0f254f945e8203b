import type { RephraseLanguage, RephraseTone } from '@touchline/contracts';
import type { RephrasePort, RephraseRequest } from './rephrase-port';

/** What the development provider says at start, so nobody mistakes it for a language model. */
export const DEVELOPMENT_REPHRASER_NOTICE =
  'Rephrasing: development provider (offline rewording, no language model). Set REPHRASE_API_URL and REPHRASE_API_KEY to use an OpenAI-compatible endpoint.';

/** Word swaps per tone, applied to whole words of the text between tags. */
const SWAPS: Readonly<Record<RephraseTone, ReadonlyArray<readonly [RegExp, string]>>> = {
  formal: [
    [/\bdon't\b/gi, 'do not'],
    [/\bcan't\b/gi, 'cannot'],
    [/\bwon't\b/gi, 'will not'],
    [/\bit's\b/gi, 'it is'],
    [/\bthanks\b/gi, 'thank you'],
    [/\bget\b/gi, 'obtain'],
  ],
  casual: [
    [/\bdo not\b/gi, "don't"],
    [/\bcannot\b/gi, "can't"],
    [/\bwill not\b/gi, "won't"],
    [/\bplease\b/gi, 'do'],
  ],
  concise: [
    [/\b(really|very|just|actually|basically|quite)\s+/gi, ''],
    [/\bin order to\b/gi, 'to'],
    [/\bat this point in time\b/gi, 'now'],
  ],
  professional: [
    [/\bkids\b/gi, 'juveniles'],
    [/\bguys\b/gi, 'members'],
    [/\bget\b/gi, 'receive'],
  ],
  friendly: [
    [/\bplease\b/gi, 'please do'],
    [/\bmembers\b/gi, 'friends'],
  ],
  neutral: [],
};

/** Opening and closing words per tone and language, added to the first and last text. */
const FRAMES: Readonly<
  Record<RephraseLanguage, Readonly<Record<RephraseTone, readonly [string, string]>>>
> = {
  english: {
    formal: ['Dear members,', 'Kind regards.'],
    casual: ['Hey all,', 'Cheers!'],
    concise: ['', ''],
    professional: ['Hello,', 'Thank you.'],
    friendly: ['Hi everyone!', 'See you there!'],
    neutral: ['', ''],
  },
  irish: {
    formal: ['A bhaill, a chairde,', 'Le meas.'],
    casual: ['Haigh!', 'Slán!'],
    concise: ['', ''],
    professional: ['Dia daoibh,', 'Go raibh maith agaibh.'],
    friendly: ['Dia daoibh, a chairde!', 'Feicfimid ansin sibh!'],
    neutral: ['', ''],
  },
};

const swapWords = (text: string, tone: RephraseTone) =>
  SWAPS[tone].reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );

/**
 * An offline rephraser for development, demos and journeys: it rewords a few common words for
 * the tone and frames the text with a greeting and a closing in the language. Tags and their
 * attributes are kept as they are; only the text between them changes, so links, images and
 * formatting survive, as they do with a language model.
 */
export function createDevelopmentRephraser(): RephrasePort {
  return {
    async rephrase(request: RephraseRequest) {
      const [opening, closing] = FRAMES[request.language][request.tone];
      const parts = request.text.split(/(<[^>]*>)/);
      const textIndexes = parts
        .map((part, index) => (part.startsWith('<') || part.trim() === '' ? -1 : index))
        .filter((index) => index >= 0);
      for (const index of textIndexes) parts[index] = swapWords(parts[index]!, request.tone);
      const first = textIndexes[0];
      const last = textIndexes[textIndexes.length - 1];
      if (first !== undefined && opening) parts[first] = `${opening} ${parts[first]!.trimStart()}`;
      if (last !== undefined && closing) parts[last] = `${parts[last]!.trimEnd()} ${closing}`;
      return parts.join('').replace(/ {2,}/g, ' ').trim();
    },
  };
}
