// The validation rules' messages (`@touchline/validators`) in the page's language. The rules are
// shared with the API and answer in English, the spec's texts; so are the API's refusals of a
// field, which come from the same rules. A form shows them through this catalogue.
import { defineSourceTextCatalogue, type SourceTextLoad } from './source-text-catalogue';
import { useSourceText } from './use-source-text';

export const fieldMessages = defineSourceTextCatalogue({
  english: (() => import('./messages/en.json')) as SourceTextLoad,
  others: { ga: (() => import('./messages/ga.json')) as SourceTextLoad },
});

/** A rule's message in `language` once its catalogue has loaded, else as it came. */
export const translateFieldMessage = fieldMessages.translate;

/** Shows a rule's message (or the API's refusal of a field) in the page's language. */
export const useFieldMessage = () => useSourceText(fieldMessages);
