import { fieldErrorsOf } from '@touchline/api-client';
import type {
  DistributionList,
  DistributionListCreateBody,
  DistributionListUpdateBody,
  EmailTemplateSummary,
} from '@touchline/contracts';
import type { SubmissionErrors } from 'final-form';
import { formValuesOf, type ListFormValues } from './distribution-list-form';

const text = (value: string | undefined) => (value ?? '').trim();

/** What a create sends: text trimmed, an empty description none, an empty subject the template's. */
export function createBody(values: ListFormValues): DistributionListCreateBody {
  const subject = text(values.subject);
  return {
    name: text(values.name),
    description: text(values.description) || null,
    template_id: Number(values.template_id),
    ...(subject ? { subject } : {}),
    audience: values.audience,
    frequency: values.frequency,
  };
}

/** What an update sends: only the fields that changed (an emptied subject takes the template's). */
export function updateBody(
  list: DistributionList,
  values: ListFormValues,
  templates: readonly EmailTemplateSummary[],
): DistributionListUpdateBody {
  const next = createBody(values);
  const subject =
    next.subject ??
    templates.find((t) => t.template_id === next.template_id)?.subject ??
    list.subject;
  const body: DistributionListUpdateBody = {
    email_distribution_list_id: list.email_distribution_list_id,
  };
  if (next.name !== list.name) body.name = next.name;
  if ((next.description ?? null) !== list.description) body.description = next.description ?? null;
  if (next.template_id !== list.template.template_id) body.template_id = next.template_id;
  if (subject !== list.subject) body.subject = subject;
  if (next.audience !== list.audience) body.audience = next.audience;
  if (next.frequency !== list.frequency) body.frequency = next.frequency;
  return body;
}

/** The form's fields, named as the API names them. */
const FORM_FIELDS = Object.keys(formValuesOf(null)) as (keyof ListFormValues)[];

/** The server's field errors (`{ errors: { name: ['…'] } }`) by form field; none otherwise. */
export function listFieldErrors(error: unknown): SubmissionErrors | undefined {
  const found = fieldErrorsOf(error, FORM_FIELDS);
  return Object.keys(found).length > 0 ? found : undefined;
}
