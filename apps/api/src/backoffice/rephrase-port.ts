// The port the rich-text editor's rephrasing goes through: what a rephraser is asked and how it
// fails. The adapters (openai-compatible-rephraser.ts, development-rephraser.ts) import this
// module, and rephrase-providers.ts picks one of them: the port imports neither.
import type { RephraseLanguage, RephraseTone } from '@touchline/contracts';

export interface RephraseRequest {
  readonly text: string;
  readonly tone: RephraseTone;
  readonly language: RephraseLanguage;
  readonly module: string;
}

/** Rewrites a text in another tone or language. Throws `RephraseFailure` when it cannot. */
export interface RephrasePort {
  rephrase(request: RephraseRequest): Promise<string>;
}

/** The service answered with an error, an empty text, or not in time. */
export class RephraseFailure extends Error {
  constructor(
    message: string,
    /** The service's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RephraseFailure';
  }
}
