import { imageResolutionMessage } from '@touchline/contracts';

export { REPHRASE_FAILED, REPHRASE_TOO_SHORT, imageResolutionMessage } from '@touchline/contracts';

export const IMAGE_NOT_ADDED =
  'Image could not be added to content area. Please try again using another image.';
export const imageLoadError = (fileName: string) => `Error loading image: ${fileName}`;
export const IMAGE_RESOLUTION_EXCEEDED = imageResolutionMessage();

export const TONE_LABELS = {
  formal: 'Formal',
  casual: 'Casual',
  concise: 'Concise',
  professional: 'Professional',
  friendly: 'Friendly',
  neutral: 'Neutral',
} as const;

export const LANGUAGE_LABELS = { english: 'English', irish: 'Irish' } as const;

export const LINK_INVALID = 'Enter a web address starting with https:// or http://';
