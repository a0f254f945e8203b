import { imageResolutionMessage } from '@touchline/contracts';

// The editor's refusals, in English as the spec gives them: shown through the field messages'
// catalogue (`useFieldMessage`), which has them in every language.
export {
  IMAGE_NOT_ADDED,
  imageLoadError,
  imageResolutionMessage,
  LINK_ADDRESS_INVALID,
  REPHRASE_FAILED,
  REPHRASE_TOO_SHORT,
} from '@touchline/contracts';

export const IMAGE_RESOLUTION_EXCEEDED = imageResolutionMessage();
