// Messages in ICU MessageFormat, formatted with FormatJS's `intl-messageformat`. The browser
// builds get each catalogue already parsed (tools/rspack/icu-catalogue-loader.cjs) and leave the
// parser out (ADR 0032); tests and the server renders may pass the message text itself.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { type Language, LOCALES } from '@touchline/contracts/languages';

/**
 * A catalogue entry: the message's text, or its parsed form, or either with a note that the
 * translation was machine-made and waits for a person's review.
 */
export type CatalogueEntry =
  string | MessageFormatElement[] | { message: string | MessageFormatElement[]; review?: string };

/** One app's messages in one language, by id. */
export type Catalogue = Record<string, CatalogueEntry>;

export type MessageValues = Record<string, PrimitiveType>;

/** Formats the message `id` with its placeholders' values. */
export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

const messageOf = (entry: CatalogueEntry) =>
  typeof entry === 'object' && !Array.isArray(entry) ? entry.message : entry;

/**
 * The catalogue's messages formatted in the language's locale. An id missing from the
 * catalogue falls back to `fallback`'s message (English), so a message added to the English
 * catalogue shows in English until it is translated; the catalogue test fails meanwhile.
 */
export function createTranslator<Id extends string>(
  language: Language,
  catalogue: Catalogue,
  fallback: Catalogue = catalogue,
): Translate<Id> {
  const formats = new Map<string, Format>();
  const formatOf = (id: string) => {
    let format = formats.get(id);
    if (!format) {
      const entry = catalogue[id] ?? fallback[id];
      if (entry === undefined) return undefined;
      format = formatFor(messageOf(entry), language);
      formats.set(id, format);
    }
    return format;
  };
  return (id, values) => {
    const format = formatOf(id);
    if (!format) return id;
    return format(values);
  };
}

type Format = (values?: MessageValues) => string;

/** The parsed message's element types (`TYPE` of FormatJS's parser): text, and `{name}`. */
const LITERAL = 0;
const ARGUMENT = 1;

function formatFor(message: string | MessageFormatElement[], language: Language): Format {
  let full: IntlMessageFormat | undefined;
  const formatFully: Format = (values) => {
    full ??= new IntlMessageFormat(message, LOCALES[language], undefined, { ignoreTag: true });
    return String(full.format(values));
  };
  if (typeof message === 'string') return formatFully;
  const plain = message.every((element) => element.type === LITERAL || element.type === ARGUMENT);
  if (!plain) return formatFully;
  // Text with plain placeholders needs none of the browser's Intl data, whose first use costs a
  // phone tens of milliseconds while the page is taken over: it is put together as FormatJS
  // would, and a missing value is left to FormatJS to report.
  return (values) => {
    let text = '';
    for (const element of message) {
      if (element.type === LITERAL) {
        text += element.value;
        continue;
      }
      if (!values || !(element.value in values)) return formatFully(values);
      text += textOf(values[element.value]);
    }
    return text;
  };
}

/** A placeholder's value as FormatJS writes a plain one. */
function textOf(value: MessageValues[string]): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value ? String(value) : '';
}

/**
 * The text of a code that comes as data (a status, a reason, a kind), from a table of message
 * ids by code; a code the table does not name shows as it came. Only the table's own keys count:
 * a code such as `constructor` is not looked up on the object's prototype.
 */
export function textOfCode<Id extends string>(
  t: Translate<Id>,
  ids: Readonly<Record<string, Id>>,
  code: string,
): string {
  return Object.hasOwn(ids, code) ? t(ids[code] as Id) : code;
}
