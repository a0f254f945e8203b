import type { MessageValues } from '@touchline/i18n';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { BackofficeMessageId } from '../messages/backoffice-messages';
import type { SettingsT } from './settings-texts';

/** Marks where an element goes in a formatted message (private-use characters, in no text). */
const mark = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/;

/**
 * A message whose placeholders may be elements (a name in bold, a time): each language's
 * sentence puts them where its word order needs them.
 */
export function messageParts(
  t: SettingsT,
  id: BackofficeMessageId,
  values: Record<string, string | number | ReactElement>,
): ReactNode {
  const elements: ReactElement[] = [];
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      plain[name] = mark(elements.length);
      elements.push(value);
    } else plain[name] = value;
  }
  // split with a group alternates text and the group's index: text, index, text, …
  return t(id, plain)
    .split(MARKS)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={part}>{elements[Number(part)]}</Fragment>,
    );
}
