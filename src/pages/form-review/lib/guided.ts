import { answerProblem, type FormDetails } from '@/shared/api';

type Field = FormDetails['template']['sections'][number]['fields'][number];
type Party = 'client' | 'agent';

/** My fields on a carrier PDF form, in the order the pages show them. */
export const ownFields = (form: FormDetails, party: Party): Field[] =>
  form.template.sections.flatMap((s) => s.fields).filter((f) => (f.party ?? 'client') === party);

/** How many of the required fields still stop signing (missing or invalid), of how many required. */
export function requiredLeft(fields: Field[], values: Record<string, unknown>): { left: number; required: number } {
  const required = fields.filter((f) => f.required);
  return { left: required.filter((f) => answerProblem(f, values[f.key], true) !== null).length, required: required.length };
}

/** "3 of 7 required left", or that all are done. */
export const leftText = ({ left, required }: { left: number; required: number }): string =>
  required === 0
    ? 'No field is required.'
    : left === 0
      ? 'All required fields are done.'
      : `${left} of ${required} required left`;
