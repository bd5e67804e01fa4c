import type { FormDetails } from '@/shared/api';

/**
 * Who the form waits for and for what, as a sentence: a carrier PDF form names the party whose part it
 * is at (the agent preparing, the client filling and signing, the agent countersigning); a built-in form
 * waits for its client.
 */
export function waitingText(form: Pick<FormDetails, 'step' | 'waiting_for' | 'client'>): string {
  const who = form.waiting_for?.full_name ?? form.client.full_name;
  switch (form.step) {
    case 'prepare':
      return `Waiting for ${who} to fill in their part and send it on.`;
    case 'countersign':
      return `Waiting for ${who} to countersign it.`;
    default:
      return `Waiting for ${who} to fill it in and sign it.`;
  }
}
