import type { FormSummary } from '@/shared/api';

/** Who looks at a form: the client it was sent to, the agent who sent it, or someone reviewing from above. */
export type FormViewerPart = 'client' | 'sender' | 'reviewer';

/** The viewer's part in a form, from their membership. */
export const viewerPartOf = (form: Pick<FormSummary, 'client' | 'sender'>, membershipId: string | undefined): FormViewerPart =>
  form.client.id === membershipId ? 'client' : form.sender?.id === membershipId ? 'sender' : 'reviewer';

/**
 * Where a form stands, said for the one looking: a built-in form is to fill in or waiting for its
 * signature; a carrier PDF form goes through its agent's part, the client's and the countersignature.
 */
export function formStateLabel(form: Pick<FormSummary, 'status' | 'step'>, part: FormViewerPart): string {
  if (form.status === 'signed') return 'Signed';
  switch (form.step) {
    case 'prepare':
      return part === 'sender' ? 'To prepare' : 'Being prepared by the agent';
    case 'countersign':
      return part === 'sender' ? 'To countersign' : 'Waiting for countersignature';
    default:
      return part === 'client' ? 'To fill in' : 'Waiting for signature';
  }
}

/** The marker a carrier's own PDF carries in lists, beside built-in forms. */
export const CARRIER_PDF_LABEL = 'Carrier PDF';
