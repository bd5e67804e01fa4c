import type { SendIntakeFormApiArg } from '@/shared/api';

/**
 * The request to send a form from a template to a client. A due date (`YYYY-MM-DD`) means the end of
 * the working day, 17:00 local time, on that date.
 */
export function sendFormBody(input: { templateId: string; clientId: string; due?: string }): SendIntakeFormApiArg {
  return {
    sendForm: {
      template_id: input.templateId,
      client_id: input.clientId,
      ...(input.due ? { due_at: new Date(`${input.due}T17:00:00`).toISOString() } : {}),
    },
  };
}
