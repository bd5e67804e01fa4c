import { isEmptyAnswer, type AnswerValue } from '@/shared/api';

/** Answers without empty values: what a draft save sends. */
export function cleanAnswers(values: Record<string, unknown>): Record<string, AnswerValue> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isEmptyAnswer(v))) as Record<string, AnswerValue>;
}
