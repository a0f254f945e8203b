// Every app's message catalogues (`src/messages/<language>.json`), checked against its English
// one: the same messages, each with the same placeholders, and Irish plurals in all of Irish's
// forms. A message added in English without its translation fails here.
import {
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, LOCALES } from '@touchline/contracts/languages';

const root = path.resolve(__dirname, '../../..');

/** The `messages` folders under a project's `src`: its own, and a feature's that loads apart. */
function messageFolders(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const inner = path.join(folder, entry.name);
      return entry.name === 'messages' && existsSync(path.join(inner, 'en.json'))
        ? [inner]
        : messageFolders(inner);
    });
}

const folders = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(root, group)).flatMap((name) =>
    messageFolders(path.join(root, group, name, 'src')),
  ),
);

type Entry = string | { message: string; review?: string };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
const messageOf = (entry: Entry) => (typeof entry === 'string' ? entry : entry.message);

/** The names of a message's placeholders, and its plurals' forms. */
function shape(
  elements: MessageFormatElement[],
  names = new Set<string>(),
  plurals: string[][] = [],
) {
  for (const element of elements) {
    if (isArgumentElement(element)) names.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      names.add(element.value);
      if (isPluralElement(element)) plurals.push(Object.keys(element.options));
      for (const option of Object.values(element.options)) shape(option.value, names, plurals);
    }
    if ('children' in element) shape(element.children, names, plurals);
  }
  return { names: [...names].sort(), plurals };
}

it('finds the catalogues', () => {
  const found = folders.map((folder) => path.relative(root, folder));
  expect(found).toContain('apps/shell/src/messages');
  expect(found).toContain('apps/storefront/src/legal/messages');
});

describe.each(folders.map((folder) => [path.relative(root, folder), folder]))(
  '%s',
  (_name, folder) => {
    const english = read(path.join(folder, 'en.json'));

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has every English message in %s, with the same placeholders',
      (language) => {
        const catalogue = read(path.join(folder, `${language}.json`));
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        const forms = new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories;
        for (const [id, entry] of Object.entries(catalogue)) {
          const translated = shape(parse(messageOf(entry), { ignoreTag: true }));
          const original = shape(parse(messageOf(english[id] as Entry), { ignoreTag: true }));
          expect([id, translated.names]).toEqual([id, original.names]);
          for (const plural of translated.plurals) {
            expect([id, [...forms].filter((form) => !plural.includes(form))]).toEqual([id, []]);
          }
        }
      },
    );
  },
);
