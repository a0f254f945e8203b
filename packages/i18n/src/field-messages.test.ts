import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as editor from '@touchline/contracts';
import * as rules from '@touchline/validators';
import english from './messages/en.json';
import { parse } from '@formatjs/icu-messageformat-parser';
import { fieldMessages, translateFieldMessage } from './field-messages';
import { sourceTextReader } from './source-text-catalogue';

const readFieldMessage = sourceTextReader(english);
const loadFieldMessages = fieldMessages.load;

/** Each message the validation rules give a visitor, as they give it, and its catalogue id. */
const RULE_MESSAGES: Array<[name: string, text: string, id: string]> = [
  ['INVALID_VALUE', rules.INVALID_VALUE, 'field.invalidValue'],
  ['INVALID_EMAIL_ADDRESS', rules.INVALID_EMAIL_ADDRESS, 'field.invalidEmailAddress'],
  ['NO_SPACES_ALLOWED', rules.NO_SPACES_ALLOWED, 'field.noSpacesAllowed'],
  ['INVALID_LINK', rules.INVALID_LINK, 'field.invalidLink'],
  ['pleaseEnter', rules.pleaseEnter('the club’s name'), 'field.pleaseEnter'],
  ['minimumLength', rules.minimumLength(3), 'field.minimumLength'],
  ['maximumLength', rules.maximumLength(30), 'field.maximumLength'],
  ['minimumCharacters', rules.minimumCharacters(2), 'field.minimumCharacters'],
  ['maximumCharacters', rules.maximumCharacters(255), 'field.maximumCharacters'],
  ['EMAIL_REQUIRED', rules.EMAIL_REQUIRED, 'field.emailRequired'],
  ['EMAIL_MUST_BE_VALID', rules.EMAIL_MUST_BE_VALID, 'field.emailMustBeValid'],
  ['EMAIL_DOES_NOT_MATCH', rules.EMAIL_DOES_NOT_MATCH, 'field.emailDoesNotMatch'],
  ['PASSWORD_REQUIRED', rules.PASSWORD_REQUIRED, 'field.passwordRequired'],
  ['INVALID_PASSWORD', rules.INVALID_PASSWORD, 'field.invalidPassword'],
  ['PASSWORD_AT_LEAST_8', rules.PASSWORD_AT_LEAST_8, 'field.passwordAtLeast8'],
  [
    'PASSWORD_AT_LEAST_ONE_UPPER_CASE',
    rules.PASSWORD_AT_LEAST_ONE_UPPER_CASE,
    'field.passwordUpperCase',
  ],
  [
    'PASSWORD_AT_LEAST_ONE_LOWER_CASE',
    rules.PASSWORD_AT_LEAST_ONE_LOWER_CASE,
    'field.passwordLowerCase',
  ],
  ['PASSWORD_AT_LEAST_ONE_NUMBER', rules.PASSWORD_AT_LEAST_ONE_NUMBER, 'field.passwordNumber'],
  ['PASSWORD_AT_MOST_30', rules.PASSWORD_AT_MOST_30, 'field.passwordAtMost30'],
  [
    'PASSWORD_SPECIAL_CHARACTERS',
    rules.PASSWORD_SPECIAL_CHARACTERS,
    'field.passwordSpecialCharacters',
  ],
  ['PASSWORD_NOT_ALLOWED', rules.PASSWORD_NOT_ALLOWED, 'field.passwordNotAllowed'],
  ['PASSWORDS_DO_NOT_MATCH', rules.PASSWORDS_DO_NOT_MATCH, 'field.passwordsDoNotMatch'],
  ['FIRST_NAME_REQUIRED', rules.FIRST_NAME_REQUIRED, 'field.firstNameRequired'],
  ['LAST_NAME_REQUIRED', rules.LAST_NAME_REQUIRED, 'field.lastNameRequired'],
  ['MOBILE_REQUIRED', rules.MOBILE_REQUIRED, 'field.mobileRequired'],
  ['mobileMustBeValid', rules.mobileMustBeValid('087 123 4567'), 'field.mobileMustBeValid'],
  ['CODE_REQUIRED', rules.CODE_REQUIRED, 'field.codeRequired'],
  ['INVALID_CODE', rules.INVALID_CODE, 'field.invalidCode'],
  ['CHECK_ALL_FIELDS', rules.CHECK_ALL_FIELDS, 'field.checkAllFields'],
  ['SOMETHING_UNEXPECTED', rules.SOMETHING_UNEXPECTED, 'field.somethingUnexpected'],
  ['CODE_IS_INVALID', rules.CODE_IS_INVALID, 'field.codeIsInvalid'],
  ['ENTER_YOUR_NAME', rules.ENTER_YOUR_NAME, 'field.enterYourName'],
  ['ENTER_YOUR_SURNAME', rules.ENTER_YOUR_SURNAME, 'field.enterYourSurname'],
  ['ENTER_YOUR_EMAIL', rules.ENTER_YOUR_EMAIL, 'field.enterYourEmail'],
  ['ENTER_YOUR_MESSAGE', rules.ENTER_YOUR_MESSAGE, 'field.enterYourMessage'],
  ['nameAtLeast', rules.nameAtLeast(2), 'field.nameAtLeast'],
  ['surnameAtLeast', rules.surnameAtLeast(2), 'field.surnameAtLeast'],
  ['emailAtLeast', rules.emailAtLeast(5), 'field.emailAtLeast'],
  ['messageAtLeast', rules.messageAtLeast(10), 'field.messageAtLeast'],
  ['ENTER_A_VALID_EMAIL', rules.ENTER_A_VALID_EMAIL, 'field.enterAValidEmail'],
  ['REQUIRED_FIELD', rules.REQUIRED_FIELD, 'field.requiredField'],
  ['SELECT_PLANS_IN_BUNDLE', rules.SELECT_PLANS_IN_BUNDLE, 'field.selectPlansInBundle'],
  ['OVERSOLD', rules.OVERSOLD, 'field.oversold'],
  ['NOT_IN_BUNDLE', rules.NOT_IN_BUNDLE, 'field.notInBundle'],
  ['addAtLeast', rules.addAtLeast(1, 'adult'), 'field.addAtLeast'],
  ['addAtMost', rules.addAtMost(2, 'juvenile'), 'field.addAtMost'],
  ['chooseBetween', rules.chooseBetween('Family', 2, 6), 'field.chooseBetween'],
  ['DATE_OF_BIRTH_REQUIRED', rules.DATE_OF_BIRTH_REQUIRED, 'field.dateOfBirthRequired'],
  [
    'juvenileAgeRangeMessage',
    rules.juvenileDateOfBirth(2026)('2000-01-01') ?? '',
    'field.juvenileBelowRange',
  ],
  [
    'juvenileAgeRangeMessage',
    rules.juvenileDateOfBirth(2026)('2025-01-01') ?? '',
    'field.juvenileAboveRange',
  ],
];

/** The back office's own rules: the club's look, brand, menu and sponsors, the theme's contrast. */
const [header, links, banner, warning] = rules.THEME_TEXT_PAIRS.map(({ label }) => label);
const lowContrast = (label: string | undefined) =>
  rules.lowContrastMessage({
    label: label ?? '',
    colour: 'primary',
    text: '#ffffff',
    background: '#ffff00',
    ratio: 1.07,
    passes: false,
  });
const BACK_OFFICE_RULE_MESSAGES: Array<[name: string, text: string, id: string]> = [
  ['CLUB_NAME_REQUIRED', rules.CLUB_NAME_REQUIRED, 'field.clubNameRequired'],
  ['BANNER_TITLE_REQUIRED', rules.BANNER_TITLE_REQUIRED, 'field.bannerTitleRequired'],
  ['BANNER_TITLE_TOO_LONG', rules.BANNER_TITLE_TOO_LONG, 'field.bannerTitleTooLong'],
  ['BANNER_TEXT_TOO_LONG', rules.BANNER_TEXT_TOO_LONG, 'field.bannerTextTooLong'],
  ['BRAND_LINK_TOO_LONG', rules.BRAND_LINK_TOO_LONG, 'field.linkTooLong'],
  ['BANNER_PAGE_LINK', rules.BANNER_PAGE_LINK, 'field.bannerPageLink'],
  ['BANNER_OUTSIDE_LINK', rules.BANNER_OUTSIDE_LINK, 'field.bannerOutsideLink'],
  ['BANNER_ONE_LINK', rules.BANNER_ONE_LINK, 'field.bannerOneLink'],
  ['socialLinkMessage', rules.socialLinkMessage('facebook'), 'field.socialLink'],
  ['MENU_TITLE_REQUIRED', rules.MENU_TITLE_REQUIRED, 'field.menuTitleRequired'],
  ['MENU_TITLE_TOO_LONG', rules.MENU_TITLE_TOO_LONG, 'field.menuTitleTooLong'],
  ['MENU_EXTERNAL_LINK', rules.MENU_EXTERNAL_LINK, 'field.menuExternalLink'],
  ['MENU_PAGE_ADDRESS', rules.MENU_PAGE_ADDRESS, 'field.menuPageAddress'],
  ['MENU_PRODUCT_REQUIRED', rules.MENU_PRODUCT_REQUIRED, 'field.menuProductRequired'],
  ['MENU_PAGES_ONLY_IN_SECTION', rules.MENU_PAGES_ONLY_IN_SECTION, 'field.menuPagesOnlyInSection'],
  ['MENU_SECTION_NEEDS_PAGES', rules.MENU_SECTION_NEEDS_PAGES, 'field.menuSectionNeedsPages'],
  ['SPONSOR_NAME_REQUIRED', rules.SPONSOR_NAME_REQUIRED, 'field.sponsorNameRequired'],
  ['SPONSOR_NAME_TOO_LONG', rules.SPONSOR_NAME_TOO_LONG, 'field.sponsorNameTooLong'],
  ['SPONSOR_LINK_INVALID', rules.SPONSOR_LINK_INVALID, 'field.sponsorLinkInvalid'],
  ['SPONSOR_LINK_TOO_LONG', rules.SPONSOR_LINK_TOO_LONG, 'field.linkTooLong'],
  ['THEME_TEXT_PAIRS', header ?? '', 'field.contrastHeader'],
  ['THEME_TEXT_PAIRS', links ?? '', 'field.contrastLinks'],
  ['THEME_TEXT_PAIRS', banner ?? '', 'field.contrastBanner'],
  ['THEME_TEXT_PAIRS', warning ?? '', 'field.contrastWarning'],
  ['lowContrastMessage', lowContrast(header), 'field.lowContrastHeader'],
  ['lowContrastMessage', lowContrast(links), 'field.lowContrastLinks'],
  ['lowContrastMessage', lowContrast(banner), 'field.lowContrastBanner'],
  ['lowContrastMessage', lowContrast(warning), 'field.lowContrastWarning'],
];

/** The rich-text editor's and the image fields' refusals (contracts' backoffice texts). */
const EDITOR_MESSAGES: Array<[name: string, text: string, id: string]> = [
  ['IMAGE_NOT_ADDED', editor.IMAGE_NOT_ADDED, 'field.imageNotAdded'],
  ['imageLoadError', editor.imageLoadError('team-photo.png'), 'field.imageLoadError'],
  ['imageResolutionMessage', editor.imageResolutionMessage(), 'field.imageResolution'],
  ['IMAGE_ALT_REQUIRED', rules.IMAGE_ALT_REQUIRED, 'field.imageAltRequired'],
  ['LINK_ADDRESS_INVALID', editor.LINK_ADDRESS_INVALID, 'field.linkAddressInvalid'],
  ['REPHRASE_TOO_SHORT', editor.REPHRASE_TOO_SHORT, 'field.rephraseTooShort'],
  ['REPHRASE_FAILED', editor.REPHRASE_FAILED, 'field.rephraseFailed'],
];

/** A module's exported texts: its string constants and the functions that make a message. */
function textsExportedBy(file: string): string[] {
  return messagesExportedBy(file).filter((name) => {
    const value = (rules as Record<string, unknown>)[name];
    return typeof value === 'string' || /Message$/.test(name);
  });
}

/** The names a validators module exports as messages (its `export const`s). */
function messagesExportedBy(file: string): string[] {
  const source = readFileSync(path.resolve(__dirname, '../../validators/src', file), 'utf8');
  return [...source.matchAll(/^export const (\w+) =/gm)].map((found) => found[1] as string);
}

describe("the validation rules' messages", () => {
  it('are each in the catalogue: every message of the rules a visitor sees, and nothing else', () => {
    const listed = [...new Set(RULE_MESSAGES.map(([name]) => name))].sort();
    const bundleMessages = ['SELECT_PLANS_IN_BUNDLE', 'OVERSOLD', 'NOT_IN_BUNDLE'];
    const bundleHelpers = ['addAtLeast', 'addAtMost', 'chooseBetween'];
    const juvenileMessages = ['DATE_OF_BIRTH_REQUIRED', 'juvenileAgeRangeMessage'];
    expect(listed).toEqual(
      [
        ...messagesExportedBy('core/messages.ts'),
        ...bundleMessages,
        ...bundleHelpers,
        ...juvenileMessages,
      ].sort(),
    );
    expect(messagesExportedBy('forms/juvenile.ts')).toEqual(
      expect.arrayContaining(juvenileMessages),
    );
    expect(messagesExportedBy('commerce/membership-rules.ts')).toEqual(
      expect.arrayContaining([...bundleMessages, ...bundleHelpers]),
    );
    const ids = [...RULE_MESSAGES, ...BACK_OFFICE_RULE_MESSAGES, ...EDITOR_MESSAGES].map(
      ([, , id]) => id,
    );
    expect([...new Set(ids)].sort()).toEqual(Object.keys(english).sort());
  });

  it('are each in the catalogue for the back office’s rules: every text its forms show', () => {
    const listed = new Set(BACK_OFFICE_RULE_MESSAGES.map(([name]) => name));
    for (const file of [
      'forms/club-look.ts',
      'forms/club-brand.ts',
      'forms/club-menu.ts',
      'forms/club-sponsor.ts',
    ]) {
      expect(textsExportedBy(file).filter((name) => !listed.has(name))).toEqual([]);
    }
    expect(rules.THEME_TEXT_PAIRS).toHaveLength(4);
  });

  // The browsers' builds get the catalogue parsed (tools/rspack/icu-catalogue-loader.cjs).
  const parsed = Object.fromEntries(
    Object.entries(english).map(([id, text]) => [id, parse(text, { ignoreTag: true })]),
  );
  const readParsed = sourceTextReader(parsed);

  it.each([...RULE_MESSAGES, ...BACK_OFFICE_RULE_MESSAGES, ...EDITOR_MESSAGES])(
    '%s is read back from its English text',
    (_name, text, id) => {
      expect(readFieldMessage(text)?.id).toBe(id);
      expect(readParsed(text)).toEqual(readFieldMessage(text));
      expect(translateFieldMessage(text, 'en')).toBe(text);
    },
  );
});

describe('a message in Irish', () => {
  it('shows as it came until the Irish messages have loaded', () => {
    expect(translateFieldMessage(rules.EMAIL_REQUIRED, 'ga')).toBe(rules.EMAIL_REQUIRED);
  });

  it('is the catalogue’s translation once loaded, with the values the English text held', async () => {
    await loadFieldMessages('ga');
    expect(translateFieldMessage(rules.EMAIL_REQUIRED, 'ga')).toBe('Tá an ríomhphost riachtanach');
    expect(translateFieldMessage(rules.minimumLength(8), 'ga')).toBe('Fad íosta 8');
    expect(translateFieldMessage(rules.addAtLeast(2, 'juvenile'), 'ga')).toBe(
      'Roghnaigh 2 plean ar a laghad (daoine óga)',
    );
    expect(translateFieldMessage(rules.chooseBetween('Family', 2, 6), 'ga')).toBe(
      'Roghnaigh idir 2 agus 6 de Family',
    );
    expect(translateFieldMessage(rules.socialLinkMessage('instagram'), 'ga')).toMatch(
      /^Cuir isteach seoladh Instagram an chlub, mar shampla .+instagram.+, nó fág folamh é$/,
    );
    expect(translateFieldMessage(lowContrast(header), 'ga')).toBe(
      'Téacs an cheanntáisc agus na gcnaipí ar an bpríomhdhath: codarsnacht 1.07:1, faoi bhun an 4.5:1 a éilíonn WCAG AA do théacs.',
    );
    expect(translateFieldMessage(editor.imageLoadError('team-photo.png'), 'ga')).toBe(
      'Earráid agus an íomhá á luchtú: team-photo.png',
    );
    expect(translateFieldMessage(editor.imageResolutionMessage(), 'ga')).toBe(
      'Tá an íomhá níos mó ná an taifeach is mó a cheadaítear, 1920x1080. Uaslódáil íomhá níos lú, le do thoil.',
    );
    expect(translateFieldMessage(editor.REPHRASE_TOO_SHORT, 'ga')).toBe(
      'Ní mór 25 carachtar ar a laghad a bheith san ábhar.',
    );
    expect(translateFieldMessage(rules.juvenileDateOfBirth(2026)('2025-01-01') ?? '', 'ga')).toBe(
      'Tá an dáta breithe tar éis raon aoise na n-óg (rugtha idir 2009 agus 2022)',
    );
  });

  it('is its own message where a longer one has a placeholder that would also take it', async () => {
    await loadFieldMessages('ga');
    expect(translateFieldMessage(rules.ENTER_YOUR_NAME, 'ga')).toBe('Cuir isteach d’ainm');
    expect(translateFieldMessage(rules.pleaseEnter('Club name'), 'ga')).toBe(
      'Cuir isteach Club name',
    );
  });

  it('leaves a message the rules do not give as it came (a club’s own, a server’s)', async () => {
    await loadFieldMessages('ga');
    expect(translateFieldMessage('That email is already registered', 'ga')).toBe(
      'That email is already registered',
    );
  });
});
