import { createDevelopmentRephraser } from './development-rephraser';
import { createOpenAiCompatibleRephraser } from './openai-compatible-rephraser';
import type { RephraseConfig } from './rephrase-config';
import type { RephrasePort } from './rephrase-port';

/** The port the configuration asks for, or null when rephrasing is not configured. */
export function createRephrasePort(
  config: RephraseConfig,
  fetchImpl: typeof fetch = fetch,
): RephrasePort | null {
  if (config.provider === 'openai-compatible') {
    return createOpenAiCompatibleRephraser(config, fetchImpl);
  }
  return config.provider === 'development' ? createDevelopmentRephraser() : null;
}
