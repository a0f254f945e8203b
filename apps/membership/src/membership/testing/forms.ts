import type { FormQuestion, PlanForms, RegistrationForm } from '@touchline/contracts';

const text = (id: number, label: string, defaultId: string, regex?: string): FormQuestion => ({
  question_id: id,
  default_question_id: defaultId,
  sequence: id,
  input: {
    label,
    type: 'text',
    required: true,
    validations: regex
      ? [
          {
            validation_id: id,
            type: 'Regex',
            error: 'Invalid email address',
            metadata: { pattern: regex },
          },
        ]
      : [],
    condition: [],
    display_as: { type: 'text', width: 12, hint: null, mask: null, show_label: true },
    metadata: {},
  },
});

const form = (id: number, type: 'member' | 'guardian', first: number): RegistrationForm => ({
  registration_form_id: id,
  form_type: type,
  name: type,
  sections: [
    {
      section_id: id,
      default_section_id: null,
      label: type === 'guardian' ? 'Parent / guardian' : 'Personal details',
      sequence: 1,
      questions: [
        text(first, 'First name', 'first_name'),
        text(first + 1, 'Last name', 'last_name'),
        text(first + 2, 'Email', 'email', '^[^\\s@+]+@[^\\s@]+\\.[^\\s@]+$'),
      ],
    },
  ],
});

export const adultForms: PlanForms = { member: form(1, 'member', 101), guardian: null };
export const juvenileForms: PlanForms = {
  member: form(2, 'member', 201),
  guardian: form(3, 'guardian', 301),
};
