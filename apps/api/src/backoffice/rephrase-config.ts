/** The AI rephrasing of the rich-text editor: an OpenAI-compatible endpoint, or none. */
export type RephraseConfig =
  | { readonly provider: 'none' }
  /** Offline rewording for development and demos: no language model, no network. */
  | { readonly provider: 'development' }
  | {
      readonly provider: 'openai-compatible';
      /** Base URL of the API (e.g. `https://api.openai.com/v1`); `/chat/completions` is added. */
      readonly url: string;
      readonly apiKey: string;
      readonly model: string;
      readonly timeoutMs: number;
    };

type Read = (name: string) => string | undefined;

export const DEFAULT_REPHRASE_MODEL = 'gpt-4o-mini';

const PROVIDERS = ['openai-compatible', 'development', 'none'] as const;

/**
 * The rephrase settings of the environment (see apps/api/README.md). `REPHRASE_PROVIDER` picks
 * the provider; without it, an endpoint's URL or key selects the OpenAI-compatible adapter,
 * production has none, and development uses the offline development provider.
 */
export function readRephraseConfig(read: Read, problems: string[]): RephraseConfig {
  const url = read('REPHRASE_API_URL');
  const apiKey = read('REPHRASE_API_KEY');
  const setting = read('REPHRASE_PROVIDER');
  const provider = PROVIDERS.find((name) => name === setting);
  if (setting !== undefined && !provider) {
    problems.push(`REPHRASE_PROVIDER must be one of ${PROVIDERS.join(', ')}, got "${setting}"`);
    return { provider: 'none' };
  }
  const chosen =
    provider ??
    (url !== undefined || apiKey !== undefined
      ? 'openai-compatible'
      : read('NODE_ENV') === 'production'
        ? 'none'
        : 'development');
  if (chosen === 'none') return { provider: 'none' };
  if (chosen === 'development') {
    if (read('NODE_ENV') === 'production') {
      problems.push('REPHRASE_PROVIDER cannot be development when NODE_ENV is production');
    }
    return { provider: 'development' };
  }
  if (url === undefined || !/^https?:\/\/\S+$/.test(url) || !URL.canParse(url)) {
    problems.push(
      'REPHRASE_API_URL must be the http(s) base URL of an OpenAI-compatible API when REPHRASE_API_KEY is set',
    );
  }
  if (apiKey === undefined) {
    problems.push('REPHRASE_API_KEY must be set when REPHRASE_API_URL is set');
  }
  const timeoutSetting = read('REPHRASE_TIMEOUT_MS') ?? '20000';
  const timeoutMs = /^\d+$/.test(timeoutSetting) ? Number(timeoutSetting) : Number.NaN;
  if (!(timeoutMs >= 1000 && timeoutMs <= 120_000)) {
    problems.push(`REPHRASE_TIMEOUT_MS must be a whole number from 1000 to 120000`);
  }
  return {
    provider: 'openai-compatible',
    url: (url ?? '').replace(/\/+$/, ''),
    apiKey: apiKey ?? '',
    model: read('REPHRASE_MODEL') ?? DEFAULT_REPHRASE_MODEL,
    timeoutMs,
  };
}
