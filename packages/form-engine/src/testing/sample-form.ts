import type { FormQuestion, FormQuestionInput, RegistrationForm } from '@touchline/contracts';

type Spec = Partial<FormQuestionInput> & Pick<FormQuestionInput, 'label' | 'type'>;

let validationId = 0;
export function question(
  id: number,
  spec: Spec,
  defaultId: string | null = null,
  sequence = id,
): FormQuestion {
  return {
    question_id: id,
    default_question_id: defaultId,
    sequence,
    input: {
      required: false,
      validations: [],
      condition: [],
      metadata: {},
      ...spec,
      display_as: {
        type: 'text',
        width: 12,
        hint: null,
        mask: null,
        show_label: true,
        ...spec.display_as,
      },
    },
  };
}

export const mandatory = (error: string) => ({
  validation_id: (validationId += 1),
  type: 'Mandatory' as const,
  error,
  metadata: {},
});

export const EMAIL_HINT =
  'Email is mandatory, add the correct email address for this member, please do not add your email if you are not the member';

/** A form with every question type the demo club's forms use. */
export function sampleForm(): RegistrationForm {
  return {
    registration_form_id: 1,
    form_type: 'member',
    name: 'Sample',
    sections: [
      {
        section_id: 2,
        default_section_id: 'address',
        label: 'Address',
        sequence: 2,
        questions: [
          question(
            20,
            {
              label: 'Country',
              type: 'SingleChoice',
              required: true,
              display_as: { type: 'dropdown', width: 6, hint: null, mask: null, show_label: true },
              metadata: {
                options: ['Ireland', 'Wales'].map((value) => ({ label: value, value })),
              },
            },
            'country',
          ),
          question(
            21,
            {
              label: 'County',
              type: 'SingleChoice',
              required: true,
              display_as: { type: 'dropdown', width: 6, hint: null, mask: null, show_label: true },
              metadata: {
                options: [],
                country_question_id: 20,
                counties: { Ireland: ['Galway', 'Mayo'], Wales: ['Powys'] },
              },
            },
            'county',
          ),
        ],
      },
      {
        section_id: 1,
        default_section_id: 'personal',
        label: 'Personal details',
        sequence: 1,
        questions: [
          question(
            1,
            {
              label: 'First name',
              type: 'text',
              required: true,
              validations: [mandatory('Please enter first name')],
              display_as: { type: 'text', width: 6, hint: null, mask: null, show_label: true },
            },
            'first_name',
          ),
          question(
            2,
            {
              label: 'Email',
              type: 'text',
              required: true,
              display_as: {
                type: 'text',
                width: 6,
                hint: EMAIL_HINT,
                mask: null,
                show_label: true,
              },
              validations: [
                mandatory('Please enter email'),
                {
                  validation_id: 99,
                  type: 'Regex',
                  error: 'Invalid email address',
                  metadata: { pattern: '^[^\\s@+]+@[^\\s@]+\\.[^\\s@]+$' },
                },
              ],
            },
            'email',
          ),
          question(3, { label: 'Mobile', type: 'Telephone' }, 'mobile'),
          question(
            4,
            {
              label: 'Date of birth',
              type: 'Date',
              required: true,
              validations: [
                {
                  validation_id: 98,
                  type: 'Date',
                  error: '$label is {{ABOVEORBELOW}} the allowed range',
                  metadata: { greater_than: '1990-01-01', less_than: '2010-01-01' },
                },
              ],
            },
            'date_of_birth',
          ),
          question(5, {
            label: 'Any allergies?',
            type: 'SingleChoice',
            required: true,
            display_as: { type: 'radio', width: 12, hint: null, mask: null, show_label: true },
            metadata: {
              options: [
                { label: 'Yes', value: 'Yes' },
                { label: 'No', value: 'No', default: true },
              ],
            },
          }),
          question(6, {
            label: 'Please give details',
            type: 'text',
            required: true,
            condition: [{ effect: 'DisableWhenSome', question_id: 5, value: ['No'] }],
          }),
          question(7, {
            label: 'How did you hear about us?',
            type: 'SingleChoice',
            display_as: { type: 'radio', width: 12, hint: null, mask: null, show_label: true },
            metadata: {
              options: ['A friend', 'School'].map((value) => ({ label: value, value })),
              has_other_option: true,
            },
          }),
          question(8, {
            label: 'Which codes do you play?',
            type: 'MultipleChoice',
            metadata: {
              options: [
                { label: 'Football', value: 'Football', default: true },
                { label: 'Hurling', value: 'Hurling' },
              ],
            },
          }),
          question(9, {
            label: 'I accept the code of conduct',
            type: 'Boolean',
            required: true,
            metadata: { external_url: 'https://example.org/code' },
          }),
          question(10, {
            label: 'Club',
            type: 'SingleChoice',
            metadata: { url: 'https://lists.example.org/clubs' },
          }),
        ],
      },
    ],
  };
}

/** Answers the sample form's rules accept. */
export const validSampleAnswers = {
  '1': 'Nora',
  '2': 'nora@example.ie',
  '4': '2000-05-06',
  '5': 'No',
  '9': true,
  '20': 'Ireland',
  '21': 'Galway',
};
