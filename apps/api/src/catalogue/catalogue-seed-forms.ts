// The seeded clubs' registration forms, in the dynamic form format: an adult member
// form, a juvenile member form and a parent / guardian form, with conditional questions, an
// "Other" choice, country and county, and a read-more link.
import type {
  FormCondition,
  FormOption,
  FormQuestion,
  FormQuestionInput,
  FormSection,
  FormValidation,
  RegistrationFormDefinition,
} from '@touchline/contracts';
import { juvenileAgeRangeMessage, juvenileBirthRange } from '@touchline/validators';
import { COUNTIES_BY_COUNTRY, FORM_COUNTRIES } from './counties';

export interface SeedForm {
  name: string;
  form_type: 'member' | 'guardian';
  definition: RegistrationFormDefinition;
}

type Display = FormQuestionInput['display_as'];

const options = (...labels: string[]): FormOption[] =>
  labels.map((label) => ({ label, value: label }));

let validationIds = 0;
const mandatory = (label: string, type?: FormQuestionInput['type']): FormValidation => ({
  validation_id: (validationIds += 1),
  type: 'Mandatory',
  error: missingAnswerMessage(label, type),
  metadata: {},
});

/**
 * What a missing answer is told, in the words of its question: a box is confirmed, a question
 * answered, a choice chosen and a text entered.
 */
function missingAnswerMessage(label: string, type?: FormQuestionInput['type']): string {
  if (type === 'Boolean') return `Please confirm: ${label}`;
  if (label.endsWith('?')) return `Please answer: ${label}`;
  if (type === 'SingleChoice' || type === 'MultipleChoice') {
    return `Please choose ${label.toLowerCase()}`;
  }
  return `Please enter ${label.toLowerCase()}`;
}

interface QuestionSpec {
  id: number;
  label: string;
  type: FormQuestionInput['type'];
  defaultId?: string;
  required?: boolean;
  validations?: FormValidation[];
  condition?: FormCondition[];
  display?: Partial<Display>;
  metadata?: FormQuestionInput['metadata'];
}

const DISPLAY_BY_TYPE: Record<FormQuestionInput['type'], Display['type']> = {
  Boolean: 'checkbox',
  SingleChoice: 'dropdown',
  MultipleChoice: 'checkbox',
  Date: 'date',
  Telephone: 'text',
  text: 'text',
};

/**
 * Questions an admin cannot make optional or delete (`input.required`): who the member is and how
 * to reach them. Other required questions carry a Mandatory rule an admin may take away.
 */
const ALWAYS_REQUIRED = new Set(['first_name', 'last_name', 'email', 'date_of_birth']);

function question(spec: QuestionSpec, sequence: number): FormQuestion {
  const required = spec.required ?? false;
  return {
    question_id: spec.id,
    default_question_id: spec.defaultId ?? null,
    sequence,
    input: {
      label: spec.label,
      type: spec.type,
      required: required && ALWAYS_REQUIRED.has(spec.defaultId ?? ''),
      validations: spec.validations ?? (required ? [mandatory(spec.label, spec.type)] : []),
      condition: spec.condition ?? [],
      display_as: {
        type: DISPLAY_BY_TYPE[spec.type],
        width: 12,
        hint: null,
        mask: null,
        show_label: true,
        ...spec.display,
      },
      metadata: spec.metadata ?? {},
    },
  };
}

function section(
  id: number,
  label: string,
  sequence: number,
  specs: QuestionSpec[],
  defaultId: string | null = null,
): FormSection {
  return {
    section_id: id,
    default_section_id: defaultId,
    label,
    sequence,
    questions: specs.map((spec, index) => question(spec, index + 1)),
  };
}

const half = { width: 6 };

const nameQuestions = (first: number): QuestionSpec[] => [
  {
    id: first,
    label: 'First name',
    type: 'text',
    defaultId: 'first_name',
    required: true,
    display: half,
  },
  {
    id: first + 1,
    label: 'Last name',
    type: 'text',
    defaultId: 'last_name',
    required: true,
    display: half,
  },
];

const addressQuestions = (first: number): QuestionSpec[] => [
  { id: first, label: 'Address', type: 'text', defaultId: 'address_line1', required: true },
  {
    id: first + 1,
    label: 'Town / city',
    type: 'text',
    defaultId: 'city',
    required: true,
    display: half,
  },
  {
    id: first + 2,
    label: 'Eircode / postcode',
    type: 'text',
    defaultId: 'postal_code',
    display: half,
    validations: [
      {
        validation_id: (validationIds += 1),
        type: 'MaxLength',
        error: 'Maximum length 10',
        metadata: { max_length: 10 },
      },
    ],
  },
  {
    id: first + 3,
    label: 'Country',
    type: 'SingleChoice',
    defaultId: 'country',
    required: true,
    display: half,
    metadata: { options: options(...FORM_COUNTRIES) },
  },
  {
    id: first + 4,
    label: 'County',
    type: 'SingleChoice',
    defaultId: 'county',
    required: true,
    display: half,
    metadata: {
      options: [],
      country_question_id: first + 3,
      counties: Object.fromEntries(
        Object.entries(COUNTIES_BY_COUNTRY).map(([country, counties]) => [country, [...counties]]),
      ),
    },
  },
];

const medicalQuestions = (first: number): QuestionSpec[] => [
  {
    id: first,
    label: 'Any medical conditions or allergies we should know about?',
    type: 'SingleChoice',
    required: true,
    display: { type: 'radio' },
    metadata: {
      options: [
        { label: 'Yes', value: 'Yes' },
        { label: 'No', value: 'No', default: true },
      ],
    },
  },
  {
    id: first + 1,
    label: 'Please give details',
    type: 'text',
    required: true,
    condition: [{ effect: 'DisableWhenSome', question_id: first, value: ['No'] }],
    validations: [
      mandatory('the details'),
      {
        validation_id: (validationIds += 1),
        type: 'MaxLength',
        error: 'Maximum length 500',
        metadata: { max_length: 500 },
      },
    ],
  },
];

const hearAbout = (id: number): QuestionSpec => ({
  id,
  label: 'How did you hear about us?',
  type: 'SingleChoice',
  display: { type: 'radio' },
  metadata: { options: options('A friend', 'School', 'Social media'), has_other_option: true },
});

const dateOfBirth = (
  id: number,
  greaterThan: string,
  lessThan: string,
  error: string,
): QuestionSpec => ({
  id,
  label: 'Date of birth',
  type: 'Date',
  defaultId: 'date_of_birth',
  required: true,
  display: half,
  validations: [
    mandatory('Date of birth'),
    {
      validation_id: (validationIds += 1),
      type: 'Date',
      error,
      metadata: { greater_than: greaterThan, less_than: lessThan },
    },
  ],
});

/** What a club's adult form asks about its game: who plays what, and whose code of conduct. */
export interface ClubGame {
  readonly playedQuestion: string;
  readonly played: readonly string[];
  /** The code of conduct a member accepts, shown under 'Read more'. */
  readonly codeOfConductUrl: string;
}

/** A GAA club: its codes, and the GAA's code of conduct. */
export const GAA_GAME: ClubGame = {
  playedQuestion: 'Which codes do you play?',
  played: ['Football', 'Hurling', 'Camogie', 'Ladies football'],
  codeOfConductUrl: 'https://www.gaa.ie/the-gaa/administration/code-of-conduct',
};

/** A hockey club: its teams, and its own code of conduct page (content-seed-data.ts). */
export const HOCKEY_GAME: ClubGame = {
  playedQuestion: 'Which teams do you play for?',
  played: ['Men’s', 'Women’s', 'Masters', 'Indoor'],
  codeOfConductUrl: '/pages/code-of-conduct',
};

/**
 * A club's forms for the season `year` (date of birth ranges follow it), asking about its game:
 * the GAA's by default.
 */
export function demoForms(
  year: number,
  game: ClubGame = GAA_GAME,
): {
  member: SeedForm;
  juvenile: SeedForm;
  guardian: SeedForm;
} {
  return {
    member: memberForm(year, game),
    juvenile: juvenileMemberForm(year),
    guardian: GUARDIAN_FORM,
  };
}

const memberForm = (year: number, game: ClubGame): SeedForm => ({
  name: 'Adult member',
  form_type: 'member',
  definition: {
    sections: [
      section(
        1,
        'Personal details',
        1,
        [
          ...nameQuestions(101),
          dateOfBirth(
            103,
            '1900-01-01',
            `${year - 16}-12-31`,
            '$label is {{ABOVEORBELOW}} the allowed range',
          ),
          {
            id: 104,
            label: 'Email',
            type: 'text',
            defaultId: 'email',
            required: true,
            display: {
              ...half,
              hint: 'Email is mandatory, add the correct email address for this member, please do not add your email if you are not the member',
            },
            validations: [
              mandatory('Email'),
              {
                validation_id: (validationIds += 1),
                type: 'Regex',
                error: 'Invalid email address',
                metadata: { pattern: '^[^\\s@+]+@[^\\s@]+\\.[^\\s@]+$' },
              },
            ],
          },
          { id: 105, label: 'Mobile', type: 'Telephone', defaultId: 'mobile', display: half },
          {
            id: 106,
            label: 'Gender',
            type: 'SingleChoice',
            defaultId: 'gender',
            display: { type: 'radio' },
            metadata: { options: options('Male', 'Female', 'Prefer not to say') },
          },
        ],
        'personal',
      ),
      section(2, 'Address', 2, addressQuestions(111), 'address'),
      section(3, 'Playing and health', 3, [
        {
          id: 121,
          label: game.playedQuestion,
          type: 'MultipleChoice',
          metadata: { options: options(...game.played) },
        },
        ...medicalQuestions(122),
        hearAbout(124),
        {
          id: 125,
          label: 'I accept the club’s code of conduct',
          type: 'Boolean',
          required: true,
          metadata: { external_url: game.codeOfConductUrl },
        },
      ]),
    ],
  },
});

const juvenileMemberForm = (year: number): SeedForm => ({
  name: 'Juvenile member',
  form_type: 'member',
  definition: {
    sections: [
      section(
        1,
        'The child',
        1,
        [
          ...nameQuestions(201),
          dateOfBirth(
            203,
            juvenileBirthRange(year).greaterThan,
            juvenileBirthRange(year).lessThan,
            juvenileAgeRangeMessage(year),
          ),
          {
            id: 204,
            label: 'Gender',
            type: 'SingleChoice',
            defaultId: 'gender',
            display: { type: 'radio' },
            metadata: { options: options('Male', 'Female', 'Prefer not to say') },
          },
          { id: 205, label: 'School', type: 'text', defaultId: 'school' },
        ],
        'personal',
      ),
      section(2, 'Health and consent', 2, [
        ...medicalQuestions(211),
        {
          id: 213,
          label: 'Photos of my child may appear on the club’s website and social media',
          type: 'Boolean',
        },
        hearAbout(214),
      ]),
    ],
  },
});

const GUARDIAN_FORM: SeedForm = {
  name: 'Parent / guardian',
  form_type: 'guardian',
  definition: {
    sections: [
      section(
        1,
        'Parent / guardian',
        1,
        [
          ...nameQuestions(301),
          {
            id: 303,
            label: 'Email',
            type: 'text',
            defaultId: 'email',
            required: true,
            display: half,
            validations: [
              mandatory('Email'),
              {
                validation_id: (validationIds += 1),
                type: 'Regex',
                error: 'Invalid email address',
                metadata: { pattern: '^[^\\s@+]+@[^\\s@]+\\.[^\\s@]+$' },
              },
            ],
          },
          {
            id: 304,
            label: 'Mobile',
            type: 'Telephone',
            defaultId: 'mobile',
            required: true,
            display: half,
          },
          {
            id: 305,
            label: 'Relationship to the child',
            type: 'SingleChoice',
            defaultId: 'relationship',
            required: true,
            metadata: { options: options('Mother', 'Father', 'Guardian'), has_other_option: true },
          },
        ],
        'guardian',
      ),
      section(2, 'Address', 2, addressQuestions(311), 'address'),
    ],
  },
};
